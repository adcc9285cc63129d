/// A spec that cannot be compiled: what is wrong, and where (the path inside the spec and,
/// where known, line:column in the source).
public struct SpecError: Error, Sendable, Equatable {
    public var path: String
    public var position: SourcePosition?
    public var message: String
    /// Further errors found in independent parts of the spec (other sections, other keys), as
    /// compilers report every error of a file rather than the first only.
    public var others: [SpecError] = []
    /// The file the error is in and its text, when that is not the spec being compiled (a screen's
    /// column layout read from its own file).
    public var file: String?
    public var source: String?
    /// A file the spec names cannot be read (the command exits 66).
    public var isMissingFile: Bool
    /// Errors found with this one past the number printed (`reportLimit`): counted, not described.
    public var notShown = 0

    public init(path: String, position: SourcePosition?, message: String, file: String? = nil, source: String? = nil,
                isMissingFile: Bool = false) {
        self.path = path
        self.position = position
        self.message = message
        self.file = file
        self.source = source
        self.isMissingFile = isMissingFile
    }

    /// At most this many errors are printed for one spec, then how many more there were.
    public static let reportLimit = 20

    /// `file:line:col: error: path: message`, the shape compilers use, so editors can jump to it,
    /// followed by the source line and a caret when the source is at hand; then the other errors.
    public func rendered(file: String, source: String? = nil) -> String {
        let all = [self] + others
        var lines = all.prefix(Self.reportLimit).map { error in
            Diagnostic.render(file: error.file ?? file, position: error.position,
                              message: error.path.isEmpty ? error.message : "\(error.path): \(error.message)",
                              source: error.file == nil ? source : error.source)
        }
        let total = all.reduce(0) { $0 + 1 + $1.notShown }
        if total > lines.count { lines.append("\(file): note: \(total - lines.count) more errors not shown") }
        return lines.joined(separator: "\n")
    }

    /// The first of `errors` carrying the rest, or nil when there are none.
    static func combined(_ errors: [SpecError]) -> SpecError? {
        guard var first = errors.first else { return nil }
        first.others = Array(errors.dropFirst())
        return first
    }

    /// This error reported after `earlier` ones, in source order of finding.
    func after(_ earlier: [SpecError]) -> SpecError {
        SpecError.combined(earlier + [self]) ?? self
    }
}

/// Something the spec asks for that UIKit accepts but that lays out nothing or is ignored:
/// printed as `file:line:col: warning: path: message`; the layout is still compiled.
public struct SpecWarning: Sendable, Equatable {
    public var path: String
    public var position: SourcePosition?
    public var message: String

    public init(path: String, position: SourcePosition?, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

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
