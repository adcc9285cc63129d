#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameOutput
import LoopbackHTTP

/// The live preview's redraw (Docs/CLI.md, "preview"): `layout-compile preview` of a spec in a copy of
/// the examples, its event stream (`/events`) read as a page reads it, and every example saved over
/// the spec three times as editors save (a new file renamed over it); a save's figure is the time from
/// the rename to its whole `frames` event read off the socket (the watcher's polling, the compile of
/// every view, the payload, the send). An example's figure is the median of its three; the row is the
/// slowest example's. The page's own drawing of the event is the browser's, not measured here: the
/// end-to-end test (PreviewTests) checks that every save is drawn.
enum PreviewBench {
    static func run(cli: String, examples folder: String, in work: String) {
        let project = "\(work)/preview"
        mkdir(project, 0o755)
        mkdir("\(project)/columns", 0o755)
        for file in files(in: "\(folder)/columns") {
            writeBytes("\(project)/columns/\(file.split(separator: "/").last!)", readFile(file))
        }
        let examples = files(in: folder).filter { $0.hasSuffix(".yaml") }.map(readFile)
        let spec = "\(project)/live.yaml"
        writeBytes(spec, examples[0])
        let output = "\(project)/preview.out"
        let preview = spawn(Command([cli, "preview", spec, "--port", "0"], standardOutput: output))
        defer {
            kill(preview, SIGINT)
            var status: Int32 = 0
            waitpid(preview, &status, 0)
        }
        guard let port = listeningPort(output), let events = EventStream(port: port) else {
            print("layout-bench: the preview did not serve its events")
            return
        }
        _ = events.next(within: 10)  // the stream's first event: the spec as it was
        var medians: [Double] = []
        for text in examples {
            var latencies: [Double] = []
            for _ in 0..<3 {
                writeBytes("\(project)/.live.yaml.saving", text)
                let saved = now()
                rename("\(project)/.live.yaml.saving", spec)
                guard let event = events.next(within: 10) else {
                    print("layout-bench: a save reached no event within 10 s")
                    return
                }
                if !event.contains("\"errors\": null,") { print("layout-bench: a save's event carries errors (its figure is not a compile's)") }
                latencies.append(now() - saved)
            }
            medians.append(median(latencies))
        }
        Table.row("preview: a save to its frames event, slowest of \(medians.count) examples", seconds: medians.max() ?? 0)
        Table.row("preview: a save to its frames event, median example", seconds: median(medians))
    }

    private static func writeBytes(_ path: String, _ bytes: [UInt8]) {
        writeText(path, String(decoding: bytes, as: UTF8.self))
    }

    /// The port of the address the preview prints once it listens (`layout-compile preview: http://127.0.0.1:PORT/`).
    private static func listeningPort(_ output: String) -> UInt16? {
        let prefix = "layout-compile preview: http://127.0.0.1:"
        for _ in 0..<2_000 {
            for line in String(decoding: readFile(output), as: UTF8.self).split(separator: "\n") where line.hasPrefix(prefix) {
                return UInt16(line.dropFirst(prefix.count).prefix { $0.isNumber })
            }
            usleep(10_000)
        }
        return nil
    }
}

/// A connection to the preview's `/events`, read as it arrives.
private final class EventStream {
    private let descriptor: Int32
    private var received: [UInt8] = []

    init?(port: UInt16) {
        guard let descriptor = LoopbackClient.connect(port: port) else { return nil }
        self.descriptor = descriptor
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        guard write(descriptor, request, request.count) == request.count else { return nil }
    }

    deinit { close(descriptor) }

    /// The next whole `frames` event (`event: frames`, its data, the blank line that ends it),
    /// if it arrived within `seconds`.
    func next(within seconds: Double) -> String? {
        let deadline = now() + seconds
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while now() < deadline {
            if let end = eventEnd() {
                defer { received.removeFirst(end) }
                return String(decoding: received[..<end], as: UTF8.self)
            }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) >= 0 else { return nil }
            if ready.revents != 0 {
                let count = read(descriptor, &chunk, chunk.count)
                if count <= 0 { return nil }
                received += chunk[0..<count]
            }
        }
        return nil
    }

    /// How far `received` was searched for the end of an event, so that a large event arriving in
    /// many reads is searched once.
    private var searched = 0

    /// The offset past the first whole `frames` event received, if one is.
    private func eventEnd() -> Int? {
        let marker = Array("event: frames\n".utf8), newline = UInt8(ascii: "\n")
        guard let start = (0...max(0, received.count - marker.count)).first(where: {
            received.count >= marker.count && received[$0..<($0 + marker.count)].elementsEqual(marker)
        }) else { return nil }
        var index = max(searched, start + marker.count)
        while index + 1 < received.count {
            if received[index] == newline && received[index + 1] == newline {
                searched = 0
                return index + 2
            }
            index += 1
        }
        searched = index
        return nil
    }
}
