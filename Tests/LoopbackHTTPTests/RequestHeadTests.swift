import LoopbackHTTP
import Testing

/// The request head reader: what it answers and what it refuses, without a socket.
@Suite struct RequestHeadTests {
    let names = ["127.0.0.1:8080", "localhost:8080"]

    func parse(_ text: String) -> Result<HTTPRequest, Refusal> {
        RequestHead.parse(Array(text.utf8)[...], authorities: names)
    }

    func status(_ text: String) -> Int? {
        if case .failure(let refusal) = parse(text) { return refusal.response.status }
        return nil
    }

    @Test func aGetWithItsQueryIsRead() throws {
        let request = try parse("GET /frames?design=glass&size=AX5&note=a%20b+c HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n").get()
        #expect(request.method == "GET")
        #expect(request.path == "/frames")
        #expect(request.query == ["design": "glass", "size": "AX5", "note": "a b c"])
        #expect(request.header("accept") == "*/*")
    }

    @Test func theHostIsThisServersOwnName() {
        #expect(status("GET / HTTP/1.1\r\nHost: LOCALHOST:8080\r\n\r\n") == nil)
        #expect(status("GET / HTTP/1.1\r\nHost: evil.example:8080\r\n\r\n") == 421)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8081\r\n\r\n") == 421)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == 421)
        #expect(status("GET / HTTP/1.1\r\n\r\n") == 421)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nHost: evil.example\r\n\r\n") == 421)
    }

    @Test func anotherSitesPageIsRefused() {
        #expect(status("GET /frames HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nSec-Fetch-Site: cross-site\r\n\r\n") == 403)
        #expect(status("GET /frames HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nSec-Fetch-Site: same-site\r\n\r\n") == 403)
        #expect(status("GET /frames HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: https://evil.example\r\n\r\n") == 403)
        #expect(status("GET /frames HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: null\r\n\r\n") == 403)
        #expect(status("GET /frames HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nSec-Fetch-Site: same-origin\r\nOrigin: http://127.0.0.1:8080\r\n\r\n") == nil)
        #expect(status("GET / HTTP/1.1\r\nHost: localhost:8080\r\nSec-Fetch-Site: none\r\n\r\n") == nil)
    }

    @Test func malformedHeadsAreRefusedWithTheirStatus() {
        #expect(status("") == 400)
        #expect(status("GET /\r\n\r\n") == 400)
        #expect(status("GET  / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == 400)
        #expect(status("GET / HTTP/2.0\r\nHost: 127.0.0.1:8080\r\n\r\n") == 505)
        #expect(status("GET / FTP/1.0\r\nHost: 127.0.0.1:8080\r\n\r\n") == 400)
        #expect(status("G@T / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n folded\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX: a\u{1}b\r\n\r\n") == 400)
        #expect(status("GET /%zz HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == nil)
        #expect(status("GET /?a=%zz HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == 400)
        #expect(status("GET /?a=%ff HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == 400)
        #expect(status("GET http://127.0.0.1:8080/ HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == 400)
        #expect(status("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == 405)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 5\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nTransfer-Encoding: chunked\r\n\r\n") == 400)
        let many = (0..<101).map { "X-\($0): y\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\(many)\r\n") == 431)
    }

    @Test func aHeadEndsAtItsBlankLine() {
        #expect(RequestHead.end(of: Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8)) == nil)
        // "GET / HTTP/1.1\r\n\r\n" is 14 + 2 + 2 bytes.
        #expect(RequestHead.end(of: Array("GET / HTTP/1.1\r\n\r\nrest".utf8)) == 18)
        #expect(RequestHead.end(of: Array("GET / HTTP/1.1\n\nrest".utf8)) == 16)
    }
}
