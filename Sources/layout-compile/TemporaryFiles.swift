import Dispatch
import Foundation

/// The temporary files being written (`OutputFile.stream`: beside each target until it is
/// renamed over it), removed when SIGINT, SIGTERM or SIGHUP ends the command (Docs/CLI.md,
/// "Output files"): a CI job cancelled during a large `-o` or `render` leaves nothing behind.
enum TemporaryFiles {
    /// The signals a user, a terminal or a CI runner ends a command with.
    static let endingSignals = [SIGINT, SIGTERM, SIGHUP]

    private static let registry = Registry()

    /// Installs the handlers, once, before anything is written. Each signal is taken from its
    /// default action and delivered to a dispatch source instead, which runs outside a signal
    /// handler, where removing files under a lock is safe; it then ends the process with the
    /// same signal, so the caller sees the status it expects (130 for SIGINT in a shell).
    static func removeOnEndingSignals() {
        for number in endingSignals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: registry.queue)
            source.setEventHandler {
                registry.removeAll()
                // Dispatch blocks the signal in the process's threads; unblocked in this one, raised
                // here with its default action, it ends the process.
                signal(number, SIG_DFL)
                var unblocked = sigset_t()
                sigemptyset(&unblocked)
                sigaddset(&unblocked, number)
                pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
                raise(number)
                _exit(128 + number)
            }
            source.resume()
            registry.sources.append(source)
        }
    }

    /// A new file made from `template` (`mkstemp`'s, ending in XXXXXX), open for writing, and its
    /// path; removed if an ending signal comes before `finished(path)`. It is made under the
    /// registry's lock, so that a signal cannot fall between making and registering it.
    static func make(_ template: String) -> (descriptor: Int32, path: String)? {
        registry.make(template)
    }

    /// `path` was renamed over its target or removed: nothing to remove any more.
    static func finished(_ path: String) { registry.remove(path) }

    private final class Registry: @unchecked Sendable {
        let queue = DispatchQueue(label: "layout-compile.ending-signals")
        var sources: [any DispatchSourceSignal] = []
        private var paths: Set<String> = []
        private let lock = NSLock()

        func make(_ template: String) -> (descriptor: Int32, path: String)? {
            var characters = Array(template.utf8CString)
            lock.lock()
            defer { lock.unlock() }
            let descriptor = mkstemp(&characters)
            guard descriptor >= 0 else { return nil }
            let path = String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            paths.insert(path)
            return (descriptor, path)
        }

        func remove(_ path: String) {
            lock.lock()
            paths.remove(path)
            lock.unlock()
        }

        /// Removes every file still being written; the lock stays taken, so that no writer
        /// registers another while the process ends.
        func removeAll() {
            lock.lock()
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }
}
