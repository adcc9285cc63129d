#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackHTTP
import Testing

/// The live preview's page as a headless browser's test sees it, with no test code in the
/// product: a proxy in the test process (on our own LoopbackServer) serves the preview's page with
/// the test's script added (`script`), passes `/frames` and the events through, and takes the
/// script's reports at `/selftest`, its own address. The script reports each redraw (the
/// status line the page sets on every frames it applies), and once the event stream opens.
final class PreviewSelfTest: @unchecked Sendable {
    /// Run after the page's scripts, with their names (`live`, `main`, `events`): each view's first
    /// three cells, the errors and what moved.
    static let script = """
        {
          const statusLine = document.getElementById('status'), errorsBox = document.getElementById('errors');
          const report = extra => {
            const cells = [...main.querySelectorAll('figure')].map(figure =>
              [...figure.querySelectorAll('rect.cell')].slice(0, 3).map(cell => cell.dataset.label + ': ' + cell.dataset.frame));
            const seen = Object.assign({ version: live.version, cells: cells, errors: errorsBox.hidden ? null : errorsBox.textContent,
                                         moved: main.querySelectorAll('rect.moved').length }, extra);
            fetch('/selftest?report=' + encodeURIComponent(JSON.stringify(seen)));
          };
          new MutationObserver(() => report({})).observe(statusLine, { childList: true, characterData: true, subtree: true });
          events.addEventListener('open', () => report({ ready: true }));
        }
        """

    /// The proxy's address, for the browser.
    let address: String
    private let server: LoopbackServer
    private let reports = Reports()
    private let upstreamPort: UInt16
    private let eventSocket: Int32
    private let done = DispatchSemaphore(value: 0)

    /// The reports the page sent, in order.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [[String: Any]] = []

        func add(_ text: String) {
            guard let report = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return }
            lock.lock()
            list.append(report)
            lock.unlock()
        }

        var all: [[String: Any]] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }
    }

    /// A proxy of the preview at `upstream` (`http://127.0.0.1:PORT/`), serving and forwarding its events until `stop`.
    init(upstream: String) throws {
        upstreamPort = try #require(UInt16(upstream.split(separator: ":").last?.filter(\.isNumber) ?? ""))
        let reports = self.reports
        server = try LoopbackServer(port: 0) { request, reply in
            switch request.path {
            case "/selftest":
                reports.add(request.query["report"] ?? "")
                reply(.plain(200, "reported"))
            case "/events":
                // The stream starts with the spec's own frames, as the preview's does; the forwarder sends the rest.
                Self.fetch(upstream + "frames") { body in
                    reply(.eventStream(first: "retry: 500\n\n" + ServerSentEvent.encode(event: "frames", data: body)))
                }
            case "/", "/frames":
                Self.fetch(upstream + request.target.dropFirst()) { body in
                    guard request.path == "/", let end = body.range(of: "</body>", options: .backwards) else {
                        return reply(HTTPResponse(status: 200, contentType: "application/json", body: Array(body.utf8)))
                    }
                    let page = body[..<end.lowerBound] + "<script>\n\(Self.script)\n</script>\n" + body[end.lowerBound...]
                    reply(HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(page.utf8)))
                }
            default:
                reply(.plain(404, "not found"))
            }
        }
        address = "http://127.0.0.1:\(server.port)/"
        eventSocket = try Self.openEvents(port: upstreamPort)
        let (server, done, socket) = (server, done, eventSocket)
        Thread {
            server.run()
            done.signal()
        }.start()
        Thread { Self.forwardEvents(from: socket, to: server) }.start()
    }

    /// The body of a GET of `url` (empty when none came within 10 s), handed to `body` on another thread.
    static func fetch(_ url: String, _ body: @escaping @Sendable (String) -> Void) {
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 10
        URLSession.shared.dataTask(with: request) { data, _, _ in body(data.map { String(decoding: $0, as: UTF8.self) } ?? "") }.resume()
    }

    /// A socket that has asked the preview for its event stream.
    static func openEvents(port: UInt16) throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let head = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        guard connected == 0, write(descriptor, head, head.count) == head.count else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown)
        }
        return descriptor
    }

    /// Every event the preview sends, sent on by the proxy, until either end closes; then the socket is closed.
    static func forwardEvents(from descriptor: Int32, to server: LoopbackServer) {
        defer { close(descriptor) }
        var pending = ""
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var pastHead = false
        while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
            pending += String(decoding: buffer.prefix(count), as: UTF8.self)
            if !pastHead, let end = pending.range(of: "\r\n\r\n") {
                pending = String(pending[end.upperBound...])
                pastHead = true
            }
            while pastHead, let end = pending.range(of: "\n\n") {
                let lines = pending[..<end.lowerBound].split(separator: "\n")
                pending = String(pending[end.upperBound...])
                let data = lines.filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }.joined(separator: "\n")
                if let event = lines.first(where: { $0.hasPrefix("event: ") }) { server.send(event: String(event.dropFirst(7)), data: data) }
            }
        }
    }

    /// The first report after `skipping` ones that `matches` accepts, within `seconds`; the index past it.
    func report(after skipping: Int, within seconds: Double, where matches: ([String: Any]) -> Bool) -> (report: [String: Any], next: Int)? {
        for _ in 0..<Int(seconds * 200) {
            let seen = reports.all
            if let index = seen.indices.dropFirst(skipping).first(where: { matches(seen[$0]) }) { return (seen[index], index + 1) }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    func stop() {
        // The forwarder then reads the end and closes the socket.
        shutdown(eventSocket, Int32(SHUT_RDWR))
        server.stop()
        _ = done.wait(timeout: .now() + 5)
    }
}
