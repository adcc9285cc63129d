/// Why a file cannot be read as a source (a spec, a column's layout file, a frames file), printed
/// `path: error: TEXT` (Docs/CLI.md, "Files a spec or project may touch"); a column's layout file's surfaces in
/// the spec as `SpecMessage.layoutFileUnreadable`.
public enum FileProblem: Error, Sendable, Equatable {
    case missing
    /// A directory where `expected` (`a spec file`, `a frames file`) goes.
    case directory(expected: String)
    /// A pipe, a device or a socket where `expected` goes: refused unopened, never waited on.
    case notRegular(expected: String)
    /// The system's reason (strerror) the file cannot be opened.
    case unreadable(String)
    /// Named by input (a spec, the project file) or found by the tool, and outside the project
    /// `root` and every folder allowed (Docs/CLI.md, "Files a spec or project may touch").
    case outsideProject(root: String)
    /// Inside the project, but a symbolic link, or in a folder reached through one, that leads out
    /// of it (or that appeared while the file was opened): refused unread, typed or not.
    case linkOutOfProject(root: String)
    /// A symbolic link where only a regular file is touched (`render --record --prune`).
    case symbolicLink
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
        case .outsideProject(let root):
            "lies outside the project (\(root)): a file a spec or the project file names, or the tool finds, must lie inside it (Docs/CLI.md, \"Files a spec or project may touch\")"
        case .linkOutOfProject(let root):
            "is a symbolic link, or lies in a folder reached through one, that leads out of the project (\(root))"
        case .symbolicLink: "is a symbolic link, not a regular file; left alone"
        case .readFailed: "cannot read the file"
        case .document(let error): error.message
        }
    }
}
