import Foundation
import SpecReading

/// The folders a file the tool opens may lie in: the project root and the folders `--allow-files`
/// adds. The rule every file is held to is `FileAccess.confine` (Docs/CLI.md, "Files a spec or
/// project may touch"); `FileAccess.open` opens what it allowed and nothing else.
public struct FileAccess: Sendable, Equatable {
    /// The folders every spec may name files under, as real paths: the project root first.
    public private(set) var roots: [String]

    /// The project root, as a real path: the folder of the project file, else the working directory.
    public var projectRoot: String { roots[0] }

    /// `projectRoot`: the folder of the project (the working directory unless a caller finds
    /// another); `allowed`: further folders (the command's `--allow-files`), which must exist:
    /// the first that does not is returned as `missing`.
    public init(projectRoot: String = FileManager.default.currentDirectoryPath, allowed: [String] = []) throws(MissingFolder) {
        roots = [Self.realPath(projectRoot) ?? Self.lexical(projectRoot)]
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
        roots = [Self.realPath(FileManager.default.currentDirectoryPath) ?? Self.lexical(".")]
    }

    /// A folder to allow that is not an existing folder.
    public struct MissingFolder: Error, Sendable {
        public var path: String
    }

    /// Whether `path` is `folder` or lies inside it (both absolute paths without `.` and `..`).
    static func path(_ path: String, isUnder folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The working directory, asked once: the command never changes it, and a golden check asked
    /// for it several times a file (thousands of getcwd(2) calls).
    static let workingDirectory = FileManager.default.currentDirectoryPath

    /// The path made absolute (from the working directory) with `.` and `..` taken away as
    /// written, no link followed: where the path itself lies.
    static func lexical(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A missing file's path resolved as far as it exists: the real path of its nearest existing
    /// folder, then the rest as written (`..` taken away from it), so that a missing file under
    /// a link that leads out is known to lie out there (nil when nothing of it exists).
    static func realParent(_ path: String) -> String? {
        var folder = path.isEmpty ? "." : path
        var rest: [String] = []
        while true {
            let name = (folder as NSString).lastPathComponent
            let parent = (folder as NSString).deletingLastPathComponent
            rest.insert(name, at: 0)
            guard parent != folder, !name.isEmpty else { return nil }
            if let real = realPath(parent.isEmpty ? "." : parent) {
                var parts = real.split(separator: "/").map(String.init)
                for part in rest where part != "." {
                    if part == ".." { _ = parts.popLast() } else { parts.append(part) }
                }
                return "/" + parts.joined(separator: "/")
            }
            if parent.isEmpty || parent == "/" { return nil }
            folder = parent
        }
    }
}
