/// One error of a spec: what is wrong (`diagnostic`, a case of the message catalog), and where
/// (the path inside the spec and, where known, line:column in the source).
public struct SpecError: Error, Sendable, Equatable {
    public var path: String
    public var position: SourcePosition?
    public var diagnostic: SpecMessage
    /// The file the error is in and its text, when that is not the spec being compiled (a screen's
    /// column layout read from its own file).
    public var file: String?
    public var source: String?

    public init(path: String, position: SourcePosition?, _ diagnostic: SpecMessage, file: String? = nil, source: String? = nil) {
        self.path = path
        self.position = position
        self.diagnostic = diagnostic
        self.file = file
        self.source = source
    }

    /// The sentence printed after the path.
    public var message: String { diagnostic.text }

    /// A file the spec names cannot be read (the command exits 66).
    public var isMissingFile: Bool {
        if case .layoutFileUnreadable(_, let problem) = diagnostic { return problem.isUnreadable }
        return false
    }

    /// At most this many errors are printed for one spec, then how many more there were.
    public static let reportLimit = 20

    /// `file:line:col: error: path: message`, the shape compilers use, so editors can jump to it,
    /// followed by the source line and a caret when the source is at hand.
    public func rendered(file: String, source: String? = nil) -> String {
        Diagnostic.render(file: self.file ?? file, position: position, message: path.isEmpty ? message : "\(path): \(message)",
                          source: self.file == nil ? source : self.source)
    }
}

/// Something the spec asks for that UIKit accepts but that lays out nothing or is ignored:
/// printed as `file:line:col: warning: path: message`; the layout is still compiled.
public struct SpecWarning: Sendable, Equatable {
    public var path: String
    public var position: SourcePosition?
    public var diagnostic: SpecMessage

    public init(path: String, position: SourcePosition?, _ diagnostic: SpecMessage) {
        self.path = path
        self.position = position
        self.diagnostic = diagnostic
    }

    /// The sentence printed after the path.
    public var message: String { diagnostic.text }

    public func rendered(file: String, source: String? = nil) -> String {
        Diagnostic.render(file: file, position: position, message: path.isEmpty ? message : "\(path): \(message)",
                          source: source, severity: .warning)
    }
}

/// The closest of `candidates` to a misspelt `word`, when it is close enough to be a likely typo.
/// Only short words are compared (a typo of a key is about as long as the key), so that the
/// search costs nothing for a key of megabytes.
public func suggestion(for word: String, among candidates: [String]) -> String? {
    let longest = candidates.map(\.count).max() ?? 0
    guard word.unicodeScalars.count <= 2 * longest + 2 else { return nil }
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
}

/// Levenshtein distance.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
