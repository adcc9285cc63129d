import Foundation
import SpecReading

/// Which files a spec may name, and how any file is opened for reading (Docs/CLI.md, "Files a
/// spec names"). Specs arrive from pull requests: a path written in one (a screen column's
/// `layout:`) must lie, symbolic links resolved, under the spec's own folder, the project root or
/// a folder given with `--allow-files`; anything else is refused unread.
public struct FileAccess: Sendable, Equatable {
    /// The folders every spec may name files under, as real paths: the project root first.
    public private(set) var roots: [String]

    /// `projectRoot`: the folder of the project (the working directory unless a caller finds
    /// another); `allowed`: further folders (the command's `--allow-files`), which must exist:
    /// the first that does not is returned as `missing`.
    public init(projectRoot: String = FileManager.default.currentDirectoryPath, allowed: [String] = []) throws(MissingFolder) {
        roots = [Self.realPath(projectRoot) ?? projectRoot]
        for folder in allowed {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                  let real = Self.realPath(folder) else {
                throw MissingFolder(path: folder)
            }
            roots.append(real)
        }
    }

    /// The project root alone: the working directory.
    public init() {
        let root = FileManager.default.currentDirectoryPath
        roots = [Self.realPath(root) ?? root]
    }

    /// A folder to allow that is not an existing folder.
    public struct MissingFolder: Error, Sendable {
        public var path: String
    }

    /// The file `path` names (relative to `specFolder`, the spec's own folder, "" for the working
    /// directory) when, symbolic links resolved, it lies under an allowed folder: its real
    /// path, to read, and the path joined to the spec's folder, which errors call it by; nil when
    /// it lies elsewhere. A missing file is resolved as far as its folder exists, so that whether
    /// a file outside exists is not told either.
    func resolve(_ path: String, in specFolder: String) -> (real: String, shown: String)? {
        let joined = path.hasPrefix("/") || specFolder.isEmpty ? path : (specFolder as NSString).appendingPathComponent(path)
        let real = Self.realPath(joined) ?? Self.realParent(joined) ?? Self.absolute(joined)
        let folders = roots + (specFolder.isEmpty ? [] : [Self.realPath(specFolder) ?? Self.absolute(specFolder)])
        return folders.contains { Self.path(real, isUnder: $0) } ? (real, joined) : nil
    }

    /// Whether `path` is `folder` or lies inside it (both real, absolute paths).
    static func path(_ path: String, isUnder folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A path that does not exist, made absolute and without `.` and `..` (nothing on it to resolve).
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }

    /// A missing file's path with its folder resolved (nil when the folder is missing too).
    static func realParent(_ path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        guard name != "..", name != ".", let folder = realPath((path as NSString).deletingLastPathComponent.isEmpty
                                                                  ? "." : (path as NSString).deletingLastPathComponent) else { return nil }
        return (folder as NSString).appendingPathComponent(name)
    }

    /// Opens a regular file for reading, never blocking: a FIFO, a device, a socket or a folder
    /// is refused before anything is read from it (opening without O_NONBLOCK would wait for a
    /// FIFO's writer forever). Returns the descriptor and the file's size, or why it cannot be read.
    public static func openRegularFile(_ path: String, expected: String) -> Result<(descriptor: Int32, size: Int), FileProblem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return .failure(.unreadable(String(cString: strerror(errno))))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            // Back to blocking reads: a regular file's never wait, and FileHandle expects them.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return .success((descriptor, Int(status.st_size)))
        case S_IFDIR:
            close(descriptor)
            return .failure(.directory(expected: expected))
        default:
            close(descriptor)
            return .failure(.notRegular(expected: expected))
        }
    }

}
