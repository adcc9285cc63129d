import Dispatch
import Foundation
import LayoutCompilation
import LoopbackHTTP

/// `layout-compile preview`: serves the viewer of one spec on 127.0.0.1, watches the spec and
/// every file its compile reads, and sends each open page the new frames (or the errors) when
/// they change. Docs/CLI.md, "preview".
public struct LivePreview {
    /// How often the watched files' status is read: a save shows within this and a compile. A
    /// stat of each watched file 40 times a second costs next to nothing.
    public static let pollInterval = 0.025

    var spec: String
    var port: UInt16
    var compile: PreviewCompiler

    /// A preview of the spec at `spec` in each of `views`, served on 127.0.0.1:`port` (0: any free
    /// port); the files the spec names are read where `files` allows, as compile reads them.
    public init(spec: String, files: FileAccess, views: [PreviewView], port: UInt16, includesCellContent: Bool = true) {
        (self.spec, self.port) = (spec, port)
        compile = { settings in
            PreviewCompile.compile(spec, files: files, views: views, settings: settings, includesCellContent: includesCellContent)
        }
    }

    /// Serves until SIGINT or SIGTERM, then closes every socket and returns. `started` hears the
    /// page's address once the server listens.
    public func run(started: (String) -> Void) throws(ServerError) {
        let session = PreviewSession(title: "layout-compile preview: \((spec as NSString).lastPathComponent)", compile: compile)
        let first = session.refresh()
        if let errors = first.errors { Self.say(errors, to: .standardError) }
        let server = try LoopbackServer(port: port) { request, reply in session.respond(request, reply: reply) }
        let watching = Watching()
        watching.watcher.watch(first.files)
        // The signals stop the loop, which then closes what it opened; the process is not killed
        // mid-write. Set before the address is printed: a Ctrl-C as soon as it shows is heard.
        let signals = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                watching.stop()
                server.stop()
            }
            source.resume()
            return source
        }
        started("http://127.0.0.1:\(server.port)/")
        let watcher = Thread { Self.watch(watching, session: session, server: server) }
        watcher.start()
        server.run()
        watching.stop()
        signals.forEach { $0.cancel() }
    }

    /// Every poll interval: when a watched file changed, the spec compiled again, the files it
    /// read watched, its errors said on the terminal, and every page sent the outcome.
    static func watch(_ watching: Watching, session: PreviewSession, server: LoopbackServer) {
        while !watching.stopped {
            Thread.sleep(forTimeInterval: pollInterval)
            guard watching.watcher.changed() else { continue }
            // One more interval for a save still being written; a file left empty is compiled (and refused) then.
            if watching.watcher.looksMidSave {
                Thread.sleep(forTimeInterval: pollInterval)
                _ = watching.watcher.changed()
            }
            let outcome = session.refresh()
            watching.watcher.add(outcome.files)
            say(outcome.errors ?? "redrawn", to: outcome.errors == nil ? .standardOutput : .standardError)
            server.send(event: "frames", data: outcome.event)
        }
    }

    /// A line on the terminal; one that cannot be written (the terminal gone) is dropped, the preview goes on.
    public static func say(_ line: String, to handle: FileHandle) {
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}

/// The watcher and the stop flag, shared by the watching thread and the signal handler.
final class Watching: @unchecked Sendable {
    var watcher = FileWatcher()
    private let lock = NSLock()
    private var isStopped = false

    var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }

    func stop() {
        lock.lock()
        isStopped = true
        lock.unlock()
    }
}
