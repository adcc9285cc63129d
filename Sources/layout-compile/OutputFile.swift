import Foundation

/// Writes outputs whole or not at all: to a temporary file beside the target, then a rename.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(path): error: cannot write: \(reason(path))")
        }
    }

    /// Why `path` cannot be written, in words (Foundation's own message names its error domain).
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
        return "the file system refused the write"
    }

    /// To `path` when the command was given one (`-o`), else to standard output.
    static func emit(_ text: String, to path: String?) throws(CommandFailure) {
        if let path {
            try write(text, to: path)
        } else {
            writeStandardOutput(text)
        }
    }

    static func writeStandardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
