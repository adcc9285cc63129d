import Foundation

/// Writes outputs whole or not at all: to a temporary file beside the target, then a rename.
/// As editors do, `-o` onto a symbolic link writes the file the link points to (the link stays)
/// and an existing file keeps its permissions; a read-only file is refused; a device or a pipe is
/// written into (Docs/CLI.md, "Output files").
enum OutputFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        func failure(_ reason: String) -> CommandFailure {
            CommandFailure(code: .cannotCreate, message: "\(path): error: cannot write: \(reason)")
        }
        var status = stat()
        // A device or a pipe (/dev/null, /dev/stdout, a FIFO) is written into, never replaced.
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            let descriptor = open(path, O_WRONLY | O_TRUNC)
            guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
            var error = writeAll(text, to: descriptor)
            if close(descriptor) != 0 && error == 0 { error = errno }
            if error != 0 { throw failure(String(cString: strerror(error))) }
            return
        }
        let target = followingLinks(path)
        var mode: mode_t = 0o666 & ~creationMask
        if stat(target, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { throw failure(reason(path)) }
            // Refused even where the user could override it (root): a read-only file says "keep".
            if status.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
                throw failure("the file is read-only; make it writable (chmod u+w) or write elsewhere")
            }
            mode = status.st_mode & 0o7777
        }
        let directory = (target as NSString).deletingLastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) as NSString)
            .appendingPathComponent(".\((target as NSString).lastPathComponent).XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(reason(path, errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var error = writeAll(text, to: descriptor)
        if error == 0 && fchmod(descriptor, mode) != 0 { error = errno }
        if close(descriptor) != 0 && error == 0 { error = errno }
        if error == 0 && rename(temporary, target) != 0 { error = errno }
        if error != 0 {
            unlink(temporary)
            // EFBIG: a file-size limit (ulimit -f); SIGXFSZ is ignored so that this is reported.
            throw failure(String(cString: strerror(error)))
        }
    }

    /// The file a path names once symbolic links are followed (the path itself when it is not a
    /// link; a dangling link's target, which is then created).
    static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    /// The process's umask, read once (reading it means setting it, which threads must not race).
    private static let creationMask: mode_t = {
        let mask = umask(0)
        umask(mask)
        return mask
    }()

    /// Writes all of `text` to `descriptor`; the errno of the first failure, or 0.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return 0
        }
    }

    /// Why `path` cannot be written, in words (the system's own for anything not named here).
    static func reason(_ path: String, _ error: Int32 = 0) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory; give a file name, e.g. \((path as NSString).appendingPathComponent("frames.json"))"
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return "the directory \(folder) does not exist"
        }
        if !isDirectory.boolValue { return "\(folder) is not a directory" }
        if !FileManager.default.isWritableFile(atPath: folder) { return "no permission to write in \(folder)" }
        return error == 0 ? "the file system refused the write" : String(cString: strerror(error))
    }

    /// To `path` when the command was given one (`-o`), else to standard output.
    static func emit(_ text: String, to path: String?) throws(CommandFailure) {
        if let path {
            try write(text, to: path)
        } else {
            try writeStandardOutput(text)
        }
    }

    /// Standard output; a failure (a full disk, a file-size limit) is exit 73, not a crash.
    static func writeStandardOutput(_ text: String) throws(CommandFailure) {
        let error = writeAll(text, to: STDOUT_FILENO)
        guard error == 0 else {
            throw CommandFailure(code: .cannotCreate, message: "<stdout>: error: cannot write: \(String(cString: strerror(error)))")
        }
    }
}
