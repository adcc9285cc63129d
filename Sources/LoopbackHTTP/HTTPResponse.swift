/// A response: a whole body, or the start of an event stream (server-sent events) that stays open.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// Whether the connection stays open for the events `LoopbackServer.send(event:data:)` broadcasts;
    /// `body` is what the stream starts with.
    public var opensEventStream = false

    public init(status: Int, contentType: String, body: [UInt8]) {
        self.status = status
        self.headers = [("Content-Type", contentType)]
        self.body = body
    }

    /// A text response, e.g. a refusal saying why.
    public static func plain(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }

    /// An event stream, starting with `first` (events as `ServerSentEvent.encode` writes them).
    public static func eventStream(first: String) -> HTTPResponse {
        var response = HTTPResponse(status: 200, contentType: "text/event-stream", body: Array(first.utf8))
        response.opensEventStream = true
        return response
    }

    /// The status line and header fields, then the body (none for HEAD). Every response but an
    /// event stream closes its connection: one request a connection keeps the server simple.
    func serialized(forHead: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
        head += opensEventStream ? "Connection: keep-alive\r\n\r\n" : "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (forHead ? [] : body)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 421: return "Misdirected Request"
        case 431: return "Request Header Fields Too Large"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return status < 400 ? "OK" : "Error"
        }
    }
}

/// Server-sent events (HTML Living Standard, "Server-sent events"): `event:` and `data:` lines, a blank line after.
public enum ServerSentEvent {
    public static func encode(event: String, data: String) -> String {
        "event: \(event)\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
    }
}
