#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LoopbackHTTP
import Testing

/// The server on a real socket, under what a bad client does: malformed and huge heads, clients
/// that send slowly or never read, more connections than it takes. Each test is bounded in
/// connections and time (every socket has a 3 s receive timeout), and talks to 127.0.0.1 only.
@Suite(.serialized) struct LoopbackServerTests {
    /// A server on a free port, with test limits, run on its own thread until `stop`.
    final class Running: @unchecked Sendable {
        let server: LoopbackServer
        let done = DispatchSemaphore(value: 0)

        /// The server answering `/events` (an event stream), `/big` (16 MiB) and any other path at once.
        convenience init(limits: LoopbackServer.Limits = Running.quick) throws {
            try self.init(limits: limits) { request, reply in
                switch request.path {
                case "/events": reply(.eventStream(first: ServerSentEvent.encode(event: "hello", data: "1")))
                case "/big": reply(HTTPResponse(status: 200, contentType: "text/plain", body: [UInt8](repeating: 65, count: 16 << 20)))
                default: reply(.plain(200, "path \(request.path)"))
                }
            }
        }

        init(limits: LoopbackServer.Limits = Running.quick, responder: @escaping LoopbackServer.Responder) throws {
            server = try LoopbackServer(port: 0, limits: limits, responder: responder)
            let thread = Thread { [server, done] in
                server.run()
                done.signal()
            }
            thread.start()
        }

        static var quick: LoopbackServer.Limits {
            var limits = LoopbackServer.Limits()
            limits.requestSeconds = 0.3
            limits.responseSeconds = 0.5
            limits.connections = 16
            limits.eventStreams = 4
            limits.streamBacklogBytes = 64 * 1024
            return limits
        }

        func stop() {
            server.stop()
            #expect(done.wait(timeout: .now() + 3) == .success, "the server did not stop")
        }

        var host: String { "Host: 127.0.0.1:\(server.port)\r\n" }

        /// A client with a 4 KiB receive buffer (it takes little, as a stalled one does) that has asked for `path`.
        func stalledClient(asking path: String) throws -> Client {
            let client = try Client(port: server.port)
            var size = Int32(4_096)
            setsockopt(client.descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            client.send("GET \(path) HTTP/1.1\r\n\(host)\r\n")
            return client
        }

        /// The status line a new connection's GET / gets.
        func statusOfAGoodRequest() throws -> String {
            let client = try Client(port: server.port)
            client.send("GET / HTTP/1.1\r\n\(host)\r\n")
            return LoopbackServerTests.statusLine(client.receive())
        }

        /// Whether every connection is closed within `seconds`, looking every 10 ms.
        func closes(within seconds: Double) -> Bool {
            for _ in 0..<Int(seconds * 100) {
                if server.openConnections == 0 { return true }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return false
        }
    }

    /// A blocking client socket to 127.0.0.1:`port`, with a receive timeout.
    final class Client {
        let descriptor: Int32

        init(port: UInt16) throws {
            guard let descriptor = LoopbackClient.connect(port: port) else { throw CocoaError(.fileReadUnknown) }
            self.descriptor = descriptor
            var timeout = timeval(tv_sec: 3, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }

        deinit { close(descriptor) }

        /// Sends all of `text`; false when the server closed first.
        @discardableResult
        func send(_ text: String) -> Bool { send(Array(text.utf8)) }

        @discardableResult
        func send(_ bytes: [UInt8]) -> Bool {
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                #else
                let sent = bytes[offset...].withUnsafeBytes { Darwin.send(descriptor, $0.baseAddress, $0.count, 0) }
                #endif
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }

        /// What arrives until the server closes (or `limit` bytes, or the timeout).
        func receive(limit: Int = 1 << 20, until stop: String? = nil) -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while bytes.count < limit {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                bytes += buffer.prefix(count)
                if let stop, String(decoding: bytes, as: UTF8.self).contains(stop) { break }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func statusLine(_ response: String) -> String { response.components(separatedBy: "\r\n").first ?? "" }

    @Test func aGoodRequestIsAnsweredAndTheConnectionClosed() throws {
        let running = try Running()
        defer { running.stop() }
        let client = try Client(port: running.server.port)
        client.send("GET /page?x=1 HTTP/1.1\r\n\(running.host)\r\n")
        let response = client.receive()
        #expect(Self.statusLine(response) == "HTTP/1.1 200 OK")
        #expect(response.hasSuffix("\r\n\r\npath /page\n"))
        #expect(response.contains("Connection: close\r\n"))
    }

    @Test func malformedRequestsAreRefusedAndTheServerGoesOn() throws {
        let running = try Running()
        defer { running.stop() }
        let cases: [(String, String)] = [
            ("\r\n\r\n", "400"), ("GET\r\n\r\n", "400"), ("GET / HTTP/9\r\n\r\n", "505"),
            ("GET / HTTP/1.1\r\nHost: example.com\r\n\r\n", "421"), ("DELETE / HTTP/1.1\r\n\(running.host)\r\n", "405"),
            ("\u{0}\u{1}\u{2}\u{ff}\r\n\r\n", "400"), ("GET / HTTP/1.1\r\n\(running.host)Bad Header\r\n\r\n", "400"),
        ]
        for (request, status) in cases {
            let client = try Client(port: running.server.port)
            client.send(request)
            #expect(Self.statusLine(client.receive()).hasPrefix("HTTP/1.1 \(status) "), "\(request.debugDescription)")
        }
        #expect(try running.statusOfAGoodRequest() == "HTTP/1.1 200 OK")
    }

    @Test func aHugeHeadIsRefusedUnread() throws {
        let running = try Running()
        defer { running.stop() }
        let client = try Client(port: running.server.port)
        // 16 KiB is the limit: a megabyte of one header is answered 431 once the limit is passed,
        // and the rest is not read (the send fails when the server has closed).
        client.send("GET / HTTP/1.1\r\n\(running.host)X-Big: ")
        client.send([UInt8](repeating: 97, count: 1 << 20))
        #expect(Self.statusLine(client.receive()) == "HTTP/1.1 431 Request Header Fields Too Large")
    }

    @Test func aSlowClientIsAnswered408AndOthersAreServedMeanwhile() throws {
        let running = try Running()
        defer { running.stop() }
        let slow = try Client(port: running.server.port)
        slow.send("GET / HTTP/1.1\r\n")
        #expect(try running.statusOfAGoodRequest() == "HTTP/1.1 200 OK")
        // requestSeconds is 0.3 in these tests.
        #expect(Self.statusLine(slow.receive()) == "HTTP/1.1 408 Request Timeout")
    }

    @Test func aClientThatNeverReadsIsDropped() throws {
        let running = try Running()
        defer { running.stop() }
        let client = try running.stalledClient(asking: "/big")
        // 16 MiB, more than the sockets' buffers hold, that the client does not take within
        // responseSeconds (0.5): the server drops it, and serves another meanwhile.
        #expect(try running.statusOfAGoodRequest() == "HTTP/1.1 200 OK")
        #expect(running.closes(within: 3))
    }

    @Test func connectionsPastTheLimitAre503AndTheServerRecovers() throws {
        let running = try Running()
        defer { running.stop() }
        // 16 connections held open without a request; 24 more are answered 503 and closed.
        var held: [Client] = []
        for _ in 0..<16 { held.append(try Client(port: running.server.port)) }
        Thread.sleep(forTimeInterval: 0.1)
        var refused = 0
        for _ in 0..<24 {
            let extra = try Client(port: running.server.port)
            if Self.statusLine(extra.receive()) == "HTTP/1.1 503 Service Unavailable" { refused += 1 }
        }
        #expect(refused == 24)
        held.removeAll()
        Thread.sleep(forTimeInterval: 0.1)
        #expect(try running.statusOfAGoodRequest() == "HTTP/1.1 200 OK")
    }

    @Test func eventStreamsGetEveryEventAndAreBounded() throws {
        let running = try Running()
        defer { running.stop() }
        var streams: [Client] = []
        for _ in 0..<4 {
            let stream = try Client(port: running.server.port)
            stream.send("GET /events HTTP/1.1\r\n\(running.host)\r\n")
            #expect(stream.receive(until: "data: 1\n\n").contains("event: hello\ndata: 1\n\n"))
            streams.append(stream)
        }
        // A fifth is past eventStreams (4).
        let fifth = try Client(port: running.server.port)
        fifth.send("GET /events HTTP/1.1\r\n\(running.host)\r\n")
        #expect(Self.statusLine(fifth.receive()) == "HTTP/1.1 503 Service Unavailable")
        running.server.send(event: "frames", data: "line one\nline two")
        for stream in streams {
            #expect(stream.receive(until: "two\n\n") == "event: frames\ndata: line one\ndata: line two\n\n")
        }
    }

    @Test func anEventStreamThatFallsBehindIsDropped() throws {
        let running = try Running()
        defer { running.stop() }
        let stream = try running.stalledClient(asking: "/events")
        _ = stream.receive(until: "data: 1\n\n")
        // 400 events of 32 KiB unread, more than the sockets' buffers hold: past the 64 KiB
        // backlog the stream is closed.
        let chunk = String(repeating: "x", count: 32_768)
        for _ in 0..<400 { running.server.send(event: "frames", data: chunk) }
        #expect(running.closes(within: 3))
    }

    @Test func anAnswerGivenLaterLeavesTheServerServingAndSendingEvents() throws {
        // `/held` is answered from another thread once the test opens the gate.
        let gate = DispatchSemaphore(value: 0)
        let running = try Running { request, reply in
            guard request.path == "/held" else { return reply(request.path == "/events" ? .eventStream(first: "") : .plain(200, "at once")) }
            DispatchQueue.global().async {
                _ = gate.wait(timeout: .now() + 30)
                reply(.plain(200, "later"))
            }
        }
        defer {
            gate.signal()
            running.stop()
        }
        let (server, host) = (running.server, running.host)
        let held = try Client(port: server.port), events = try Client(port: server.port)
        held.send("GET /held HTTP/1.1\r\n\(host)\r\n")
        events.send("GET /events HTTP/1.1\r\n\(host)\r\n")
        #expect(events.receive(until: "\r\n\r\n").hasPrefix("HTTP/1.1 200 OK"))
        // Past the request deadline (0.3 s): the held one is not answered 408, others are served.
        Thread.sleep(forTimeInterval: 0.5)
        let other = try Client(port: server.port)
        other.send("GET / HTTP/1.1\r\n\(host)\r\n")
        #expect(other.receive().hasSuffix("at once\n"))
        server.send(event: "frames", data: "1")
        #expect(events.receive(until: "data: 1\n\n").hasSuffix("event: frames\ndata: 1\n\n"))
        gate.signal()
        let answer = held.receive()
        #expect(Self.statusLine(answer) == "HTTP/1.1 200 OK" && answer.hasSuffix("later\n"), "\(answer)")
    }

    @Test func aBusyPortIsAnErrorThatSaysSo() throws {
        let running = try Running()
        defer { running.stop() }
        #expect(throws: ServerError.self) { try LoopbackServer(port: running.server.port) { _, reply in reply(.plain(200, "")) } }
        do {
            _ = try LoopbackServer(port: running.server.port) { _, reply in reply(.plain(200, "")) }
        } catch {
            #expect(error.message == "cannot listen on 127.0.0.1:\(running.server.port): port \(running.server.port) is in use")
        }
    }
}
