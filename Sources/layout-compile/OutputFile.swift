import Foundation
import FrameOutput
import FramesFormat
import LayoutCompilation
import SpecReading

/// Writes outputs whole or not at all: streamed through one `OutputBuffer` into a temporary file
/// beside the target, renamed over it once complete. Standard output is streamed the same way.
/// As editors do, `-o` onto a symbolic link writes the file the link points to (the link stays),
/// an existing file keeps its permissions, a read-only file is refused, and a device or a pipe is
/// written into (Docs/CLI.md, "Output files").
enum OutputFile {
    /// The default of `--max-output-bytes`: 1 GiB, far above any layout's frames within the spec's
    /// limits, and the largest frames file read back (so that any file written is read).
    static let defaultLimit = FramesFiles.maximumBytes

    /// Streams what `write` produces to `path` (`-o`), else to standard output, in at most `limit` bytes.
    /// The file is written where `files` allows a path from `origin` (`FileAccess.confine`): inside
    /// the project no link leading out is written through, and the folder written in is the one
    /// that was checked (opened, then the file made and renamed in it).
    static func stream(to path: String?, limit: Int = defaultLimit, files: FileAccess = .project, origin: FileAccess.Origin = .commandLine,
                       _ write: (inout OutputBuffer) throws(OutputError) -> Void) throws(CommandFailure) {
        guard let path else {
            var buffer = OutputBuffer(sink: BackgroundSink(descriptor: STDOUT_FILENO), limit: limit)
            do {
                try write(&buffer)
                try buffer.flush()
            } catch {
                throw failure(error, target: "standard output", written: buffer.flushed)
            }
            return
        }
        let shown = origin.joined(path)
        func cannotWrite(_ reason: String) -> CommandFailure {
            CommandFailure(code: .cannotCreate, message: "\(EchoedText.escaped(shown, limit: nil)): error: cannot write: \(reason)")
        }
        var confined: FileAccess.ConfinedPath
        switch files.confine(path, origin: origin) {
        case .success(let allowed): confined = allowed
        case .failure(let problem): throw cannotWrite(problem.text)
        }
        var status = stat()
        if confined.folder == nil {
            // Outside the project, as typed: a device or a pipe (/dev/null, /dev/stdout, a FIFO) is
            // written into, never replaced; a link is followed to the file it names.
            if stat(shown, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
                let descriptor = open(shown, O_WRONLY | O_TRUNC | O_CLOEXEC)
                guard descriptor >= 0 else { throw cannotWrite(systemError()) }
                defer { close(descriptor) }
                try streamInPlace(descriptor, target: shown, limit: limit, write)
                return
            }
            confined.shown = followingLinks(shown)
        } else if confined.components.isEmpty {
            throw cannotWrite(reason(shown))
        }
        let name = confined.folder == nil ? (confined.shown as NSString).lastPathComponent : confined.components.removeLast()
        let folder = confined.folder == nil ? (confined.shown as NSString).deletingLastPathComponent : (confined.real as NSString).deletingLastPathComponent
        if confined.folder == nil { confined.shown = folder.isEmpty ? "." : folder }
        let directory: Int32
        switch files.open(confined, flags: O_RDONLY | O_DIRECTORY) {
        case .success(let opened): directory = opened
        case .failure(.linkOutOfProject(let root)): throw cannotWrite(FileProblem.linkOutOfProject(root: root).text)
        case .failure: throw cannotWrite(reason(shown))
        }
        defer { close(directory) }
        var mode: mode_t = 0o666 & ~creationMask
        if fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                // Refused even where the user could override it (root): a read-only file says "keep".
                if status.st_mode & 0o222 == 0 || faccessat(directory, name, W_OK, 0) != 0 {
                    throw cannotWrite("the file is read-only; make it writable (chmod u+w) or write elsewhere")
                }
                mode = status.st_mode & 0o7777
            case S_IFDIR: throw cannotWrite(reason(shown))
            case S_IFLNK: throw cannotWrite(FileProblem.linkOutOfProject(root: files.projectRoot).text)
            default:
                let descriptor = openat(directory, name, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { throw cannotWrite(systemError()) }
                defer { close(descriptor) }
                try streamInPlace(descriptor, target: shown, limit: limit, write)
                return
            }
        }
        guard let (descriptor, temporaryName, temporary) = TemporaryFiles.make(in: directory, folder: folder, beside: name) else {
            throw cannotWrite(reason(shown))
        }
        defer { TemporaryFiles.finished(temporary) }
        var buffer = OutputBuffer(sink: BackgroundSink(descriptor: descriptor), limit: limit)
        do {
            try write(&buffer)
            try buffer.flush()
        } catch {
            // EFBIG past a file-size limit (ulimit -f; SIGXFSZ is ignored) lands here too.
            close(descriptor)
            unlinkat(directory, temporaryName, 0)
            throw failure(error, target: shown, written: nil)
        }
        guard fchmod(descriptor, mode) == 0, close(descriptor) == 0, renameat(directory, temporaryName, directory, name) == 0 else {
            let reason = systemError()
            unlinkat(directory, temporaryName, 0)
            throw cannotWrite(reason)
        }
    }

    /// Streams into a device or a pipe, which is written into, never replaced.
    private static func streamInPlace(_ descriptor: Int32, target: String, limit: Int,
                                      _ write: (inout OutputBuffer) throws(OutputError) -> Void) throws(CommandFailure) {
        var buffer = OutputBuffer(sink: BackgroundSink(descriptor: descriptor), limit: limit)
        do {
            try write(&buffer)
            try buffer.flush()
        } catch {
            throw failure(error, target: target, written: nil)
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

    /// Why `path` cannot be written, in words.
    static func reason(_ path: String) -> String {
        let error = systemError()
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
        return "the file system refused the write (\(error))"
    }

    /// Text written whole to `path` (`-o`), or to standard output.
    static func emit(_ text: String, to path: String?) throws(CommandFailure) {
        try stream(to: path) { buffer throws(OutputError) in try buffer.append(text: text) }
    }

    /// `text` written whole to `path`, where `files` allows it from `origin` (a golden in its folder).
    static func write(_ text: String, to path: String, files: FileAccess = .project, origin: FileAccess.Origin = .commandLine) throws(CommandFailure) {
        try stream(to: path, files: files, origin: origin) { buffer throws(OutputError) in try buffer.append(text: text) }
    }

    /// A report on standard output; a failure (a full disk, a file-size limit) is exit 73, not lost.
    static func writeStandardOutput(_ text: String) throws(CommandFailure) {
        try emit(text, to: nil)
    }

    /// What a stopped output says: the limit it met and how to raise it, or the system's reason.
    private static func failure(_ error: OutputError, target: String, written: Int?) -> CommandFailure {
        switch error {
        case .tooLarge(let limit):
            let kept = written.map { "standard output holds only its first \($0) bytes" } ?? "nothing was written"
            return CommandFailure(code: .cannotCreate, message: "\(target): error: the output is larger than \(limit) bytes "
                + "(--max-output-bytes): \(kept). Raise the limit with --max-output-bytes N, or ask for less (--rect X,Y,W,H).")
        case .cannotWrite(let reason):
            return CommandFailure(code: .cannotCreate, message: "\(target): error: cannot write: \(reason)")
        }
    }

    static func systemError() -> String { String(cString: strerror(errno)) }
}
