import Foundation
import SpecReading

/// Where a project file is, and the spec files its patterns name (Docs/CLI.md, "Project file").
public enum ProjectFiles {
    /// The nearest `layout-compile.yml` in `directory` or a folder above it; nil when there is none.
    public static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(ProjectFile.fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The project root of the file confinement rule (`FileAccess.confine`; Docs/CLI.md, "Files a
    /// spec or project may touch"): the folder of the nearest project file, else `directory` itself.
    public static func root(from directory: String) -> String {
        find(from: directory).map { ($0 as NSString).deletingLastPathComponent } ?? directory
    }

    /// The files `patterns` name under `root`, each pattern's in name order: a path as written, or
    /// with `*` and `?` in its last part, the files of that folder it matches. Paths are relative
    /// to the working directory `current` when `root` is it, else under `root`. Every path and
    /// folder is held to `files`' rule as named by the project file (`FileAccess.confine`): one
    /// outside the project, or reached through a link that leads out, is returned in `refused`
    /// with why, never listed or read; a pattern that names nothing in `unmatched`, for the
    /// caller to refuse.
    public static func specs(_ patterns: [String], root: String, current: String, files: FileAccess)
        -> (paths: [String], unmatched: [String], refused: [(path: String, problem: FileProblem)]) {
        let prefix = URL(fileURLWithPath: root).standardizedFileURL.path == URL(fileURLWithPath: current).standardizedFileURL.path
            ? "" : root + "/"
        var paths: [String] = [], unmatched: [String] = [], refused: [(path: String, problem: FileProblem)] = []
        let origin = FileAccess.Origin.named(in: prefix)
        for pattern in patterns {
            let folder = (pattern as NSString).deletingLastPathComponent
            let name = (pattern as NSString).lastPathComponent
            guard name.contains("*") || name.contains("?") else {
                switch files.confine(pattern, origin: origin) {
                case .failure(let problem): refused.append((prefix + pattern, problem))
                case .success(let allowed):
                    if FileManager.default.fileExists(atPath: allowed.real) { paths.append(prefix + pattern) } else { unmatched.append(pattern) }
                }
                continue
            }
            let listed: [String]
            switch files.names(inFolder: folder.isEmpty ? "." : folder, origin: origin) {
            case .success(let names): listed = names
            case .failure(.missing): listed = []
            case .failure(let problem):
                refused.append((prefix + (folder.isEmpty ? "." : folder), problem))
                continue
            }
            let matches = listed.filter { !$0.hasPrefix(".") && matchesWildcards(Array($0), Array(name)) }.sorted()
            if matches.isEmpty { unmatched.append(pattern) }
            paths += matches.map { prefix + (folder.isEmpty ? $0 : "\(folder)/\($0)") }
        }
        return (paths, unmatched, refused)
    }

    /// A file name against a pattern of `*` (any run of characters) and `?` (one character), as
    /// a shell matches one path component; iterative, with one place to go back to.
    static func matchesWildcards(_ name: [Character], _ pattern: [Character]) -> Bool {
        var (n, p) = (0, 0)
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                (n, p) = (n + 1, p + 1)
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if let back = star {
                star = (back.pattern, back.name + 1)
                (n, p) = (back.name + 1, back.pattern + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
