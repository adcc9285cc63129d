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

    /// A new file named `.NAME.XXXXXX` (six random letters) in the folder open as `directory`,
    /// whose path is `folder`: made with openat, O_EXCL and O_NOFOLLOW, so that it is made in the
    /// folder that was checked (`FileAccess.open`), and registered as `make` registers its files.
    static func make(in directory: Int32, folder: String, beside name: String) -> (descriptor: Int32, name: String, path: String)? {
        registry.make(in: directory, folder: folder, beside: name)
    }

    /// `path` was renamed over its target or removed: nothing to remove any more.
    static func finished(_ path: String) { registry.remove(path) }

    private final class Registry: @unchecked Sendable {
        let queue = DispatchQueue(label: "layout-compile.ending-signals")
        var sources: [any DispatchSourceSignal] = []
        private var paths: Set<String> = []
        private let lock = NSLock()

        func make(in directory: Int32, folder: String, beside name: String) -> (descriptor: Int32, name: String, path: String)? {
            let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            lock.lock()
            defer { lock.unlock() }
            for _ in 0..<100 {
                let temporary = ".\(name)." + String((0..<6).map { _ in letters.randomElement()! })
                let descriptor = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                if descriptor >= 0 {
                    let path = (folder as NSString).appendingPathComponent(temporary)
                    paths.insert(path)
                    return (descriptor, temporary, path)
                }
                if errno != EEXIST { return nil }
            }
            return nil
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
