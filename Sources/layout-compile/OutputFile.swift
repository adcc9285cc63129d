import Foundation

/// Writes outputs whole or not at all: to a temporary file beside the target, then a rename.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(path): error: cannot write: \(error.localizedDescription)")
        }
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
