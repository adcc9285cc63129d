import Foundation
import SpecReading

/// Reading spec files and standard input, and choosing the reader for them.
enum SpecSource {
    /// The spec's text and the name errors call it by.
    static func read(_ path: String) throws(CommandFailure) -> (text: String, name: String) {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return (try decodeText(data, name: "<stdin>"), "<stdin>")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(code: .noInput, message: "\(path): error: no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(code: .noInput, message: "\(path): error: is a directory, expected a spec file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(code: .noInput, message: "\(path): error: cannot read the file")
        }
        return (try decodeText(data, name: path), path)
    }

    private static func decodeText(_ data: Data, name: String) throws(CommandFailure) -> String {
        guard data.count <= DocumentLimits.maximumBytes else {
            throw CommandFailure(code: .dataError, message: "\(name): error: larger than \(DocumentLimits.maximumBytes) bytes")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure(code: .dataError, message: "\(name): error: not UTF-8 text")
        }
        return text
    }

    /// Parses a spec document, picking JSON or YAML by the file's extension (by its first
    /// character for standard input).
    static func parse(_ text: String, name: String) throws(CommandFailure) -> DocumentNode {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
            throw CommandFailure(code: .dataError, message: "\(name): error: YAML specs are not supported by this version; write the spec as JSON")
        }
        do {
            return try JSONReader.read(text)
        } catch {
            throw CommandFailure(code: .dataError, message: error.rendered(file: name, source: text))
        }
    }
}
