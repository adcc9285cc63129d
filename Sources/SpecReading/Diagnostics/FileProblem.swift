/// Why a file cannot be read as a source (a spec, a column's layout file, a frames file), printed
/// `path: error: TEXT` (Docs/CLI.md, "Files a spec names"); a column's layout file's surfaces in
/// the spec as `SpecMessage.layoutFileUnreadable`.
public enum FileProblem: Error, Sendable, Equatable {
    case missing
    /// A directory where `expected` (`a spec file`, `a frames file`) goes.
    case directory(expected: String)
    /// A pipe, a device or a socket where `expected` goes: refused unopened, never waited on.
    case notRegular(expected: String)
    /// The system's reason (strerror) the file cannot be opened.
    case unreadable(String)
    /// Opened, but reading it failed.
    case readFailed
    /// Read, but its text or document is refused (over its size limit, not UTF-8, not a frames
    /// dump) at a line and column.
    case document(DocumentError)

    /// Whether the file cannot be read at all (the command exits 66) rather than read and refused (65).
    public var isUnreadable: Bool {
        if case .document = self { return false }
        return true
    }

    /// The sentence printed after `path: error:` (a `document` problem is printed at its line and column).
    public var text: String {
        switch self {
        case .missing: "no such file"
        case .directory(let expected): "is a directory, expected \(expected)"
        case .notRegular(let expected): "is not a regular file (a pipe, a device or a socket), expected \(expected)"
        case .unreadable(let reason): "cannot read the file (\(reason))"
        case .readFailed: "cannot read the file"
        case .document(let error): error.message
        }
    }
}
