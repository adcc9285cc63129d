#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files watched by polling their status (Docs/CLI.md, "preview"): the same on Linux and macOS,
/// with no notification API. A file changed when its modification time, size or inode did (an
/// editor that saves by renaming a new file over the old one changes the inode), or when it
/// came or went.
struct FileWatcher {
    struct Stamp: Equatable {
        var exists: Bool
        var size: Int64 = 0
        var inode: UInt64 = 0
        var seconds: Int = 0
        var nanoseconds: Int = 0
    }

    private(set) var stamps: [String: Stamp] = [:]

    /// Starts watching exactly `paths`, as they are now.
    mutating func watch(_ paths: [String]) {
        stamps = Dictionary(paths.map { ($0, Self.stamp($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Watches `paths` too, each as it is now; the files no compile reads any more stay watched
    /// (a column's file removed from the screen may come back).
    mutating func add(_ paths: [String]) {
        for path in paths where stamps[path] == nil { stamps[path] = Self.stamp(path) }
    }

    /// Whether any watched file changed since the last look; the stamps are brought up to date.
    mutating func changed() -> Bool {
        var changed = false
        for (path, stamp) in stamps {
            let now = Self.stamp(path)
            if now != stamp {
                stamps[path] = now
                changed = true
            }
        }
        return changed
    }

    /// Whether a watched file is empty or gone, as it is for a moment while an editor writes it
    /// in place (truncated first) or replaces it: worth one more look before compiling.
    var looksMidSave: Bool {
        stamps.values.contains { !$0.exists || $0.size == 0 }
    }

    static func stamp(_ path: String) -> Stamp {
        var status = stat()
        guard stat(path, &status) == 0 else { return Stamp(exists: false) }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return Stamp(exists: true, size: Int64(status.st_size), inode: UInt64(status.st_ino),
                     seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
