import Foundation
import FrameOutput


/// Writes outputs whole or not at all: streamed through one `OutputBuffer` into a temporary file
/// beside the target, renamed over it once complete. Standard output is streamed the same way.
enum OutputFile {
    /// The default of `--max-output-bytes`: 1 GiB, far above any layout's frames within the spec's limits.
    static let defaultLimit = 1 << 30

    /// Streams what `write` produces to `path` (`-o`), else to standard output, in at most `limit` bytes.
    static func stream(to path: String?, limit: Int = defaultLimit,
                       _ write: (inout OutputBuffer) throws(OutputError) -> Void) throws(CommandFailure) {
        guard let path else {
            var buffer = OutputBuffer(sink: FileSink(descriptor: STDOUT_FILENO), limit: limit)
            do {
                try write(&buffer)
                try buffer.flush()
            } catch {
                throw failure(error, target: "standard output", written: buffer.flushed)
            }
            return
        }
        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else {
            throw CommandFailure(code: .cannotCreate, message: "\(path): error: cannot write: \(reason(path))")
        }
        var buffer = OutputBuffer(sink: FileSink(descriptor: descriptor), limit: limit)
        do {
            try write(&buffer)
            try buffer.flush()
        } catch {
            close(descriptor)
            unlink(temporary)
            throw failure(error, target: path, written: nil)
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CommandFailure(code: .cannotCreate, message: "\(path): error: cannot write: \(reason(path))")
        }
    }

    /// Why `path` cannot be written, in words.
    static func reason(_ path: String) -> String {
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
        return "the file system refused the write (\(systemError()))"
    }

    /// Text written whole to `path` (`-o`), or to standard output.
    static func emit(_ text: String, to path: String?) throws(CommandFailure) {
        try stream(to: path) { buffer throws(OutputError) in try buffer.append(text: text) }
    }

    static func write(_ text: String, to path: String) throws(CommandFailure) {
        try emit(text, to: path)
    }

    static func writeStandardOutput(_ text: String) {
        try? emit(text, to: nil)
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
