/// A request the server answers: a GET or HEAD of an origin-form target, without a body, sent to
/// this server by its own name (the Host header) and not from another site's page, as Docs/CLI.md,
/// "preview", describes.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The target as sent: `/frames?design=glass`.
    public var target: String
    /// The target's path, `/frames`, and its query's parameters, percent-decoded (the last of a name given twice).
    public var path: String
    public var query: [String: String]
    public var headers: [(name: String, value: String)]

    /// A header's value by its name, in any case; nil when it is absent.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}

/// Reading a request's head (RFC 9112, sections 2 to 5): the request line and header fields,
/// strictly; anything else is answered with the status that says what is wrong, and the
/// connection closed.
public enum RequestHead {
    /// Header fields a request may carry, and bytes of a request target.
    public static let headerCountLimit = 100
    public static let targetLimit = 4_096

    /// Where the head ends in `bytes` (the index just past its blank line), or nil while it has
    /// not come whole. A bare LF ends lines as CRLF does (RFC 9112, section 2.2).
    public static func end(of bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 10 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == 13, bytes[index + 2] == 10 { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    /// The request in a whole head, or the response refusing it. `authorities` are the Host
    /// values this server answers to (`127.0.0.1:8080`, `localhost:8080`), compared without case.
    public static func parse(_ head: ArraySlice<UInt8>, authorities: [String]) -> Result<HTTPRequest, Refusal> {
        var lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.last == 13 ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first, !requestLine.isEmpty else { return .failure(Refusal(400, "no request line")) }
        let parts = requestLine.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), !parts[1].isEmpty, parts[1].count <= targetLimit,
              parts[1].allSatisfy({ $0 > 32 && $0 < 127 }) else {
            return .failure(Refusal(400, "the request line is not METHOD TARGET HTTP/1.1"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(version.hasPrefix("HTTP/") ? Refusal(505, "HTTP/1.1 only") : Refusal(400, "no HTTP version"))
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard headers.count < headerCountLimit else { return .failure(Refusal(431, "more than \(headerCountLimit) header fields")) }
            // A line folded onto the one before (obs-fold) and a field without a name are refused.
            guard let colon = line.firstIndex(of: 58), let name = token(line[line.startIndex..<colon]) else {
                return .failure(Refusal(400, "a header field is not NAME: VALUE"))
            }
            let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }
            guard value.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else {
                return .failure(Refusal(400, "a header field holds a control character"))
            }
            var trimmed = value
            while let last = trimmed.last, last == 32 || last == 9 { trimmed = trimmed.dropLast() }
            headers.append((name, String(decoding: trimmed, as: UTF8.self)))
        }
        let target = String(decoding: parts[1], as: UTF8.self)
        return check(HTTPRequest(method: method, target: target, path: "", query: [:], headers: headers), authorities: authorities)
    }

    /// What this server answers: GET or HEAD, without a body, of an origin-form target, sent to one of its own names.
    static func check(_ request: HTTPRequest, authorities: [String]) -> Result<HTTPRequest, Refusal> {
        let hosts = request.headers.filter { $0.name.lowercased() == "host" }
        guard hosts.count == 1, authorities.contains(where: { $0.lowercased() == hosts[0].value.lowercased() }) else {
            return .failure(Refusal(421, "this server answers to \(authorities.joined(separator: " and ")) only"))
        }
        // A page of another site may send requests here (the browser then hides the answer): it
        // is refused, so that it can neither start work nor have anything printed.
        if let site = request.header("sec-fetch-site"), site != "same-origin" && site != "none" {
            return .failure(Refusal(403, "requests from other sites are refused"))
        }
        if let origin = request.header("origin"), !authorities.contains(where: { "http://\($0)" == origin.lowercased() }) {
            return .failure(Refusal(403, "requests from other origins are refused"))
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var refusal = Refusal(405, "GET and HEAD only")
            refusal.response.headers.append(("Allow", "GET, HEAD"))
            return .failure(refusal)
        }
        if request.header("transfer-encoding") != nil || (request.header("content-length").map { $0 != "0" } ?? false) {
            return .failure(Refusal(400, "a request here has no body"))
        }
        guard request.target.hasPrefix("/") else { return .failure(Refusal(400, "the target is not a path")) }
        var request = request
        let pieces = request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        request.path = String(pieces[0])
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let nameValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = percentDecoded(nameValue[0]) else { return .failure(Refusal(400, "a query is not percent-encoded text")) }
                guard let value = nameValue.count == 2 ? percentDecoded(nameValue[1]) : "" else {
                    return .failure(Refusal(400, "a query is not percent-encoded text"))
                }
                request.query[name] = value
            }
        }
        return .success(request)
    }

    /// A token (RFC 9110, section 5.6.2): method names and field names.
    static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        let allowed = Set("!#$%&'*+-.^_`|~".utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 32 >= 97 && $0 | 32 <= 122) || allowed.contains($0) }) else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%XX` escapes and `+` (a space, as forms send it) decoded; nil for a broken escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case 37:
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            case 43: bytes.append(32)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }
}

/// A request refused: the response that says why (the connection is closed after it).
public struct Refusal: Error, Sendable {
    public var response: HTTPResponse

    init(_ status: Int, _ text: String) {
        response = .plain(status, text)
    }
}
