import Foundation
import SpecReading

/// Reading spec files and standard input, and choosing the reader for them.
enum SpecSource {
    /// The spec's text and the name errors call it by.
    static func read(_ path: String) throws(CommandFailure) -> (text: String, name: String) {
        if path == "-" {
            // Up to one byte past the limit, to the end of the input however it arrives.
            let data = (try? FileHandle.standardInput.read(upToCount: DocumentLimits.maximumBytes + 1)) ?? Data()
            return (try decodeText(data, name: "<stdin>"), "<stdin>")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(code: .noInput, message: "\(path): error: no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(code: .noInput, message: "\(path): error: is a directory, expected a spec file")
        }
        // No more than one byte past the limit is read: a huge file is refused, not loaded.
        guard let file = FileHandle(forReadingAtPath: path),
              let data = try? file.read(upToCount: DocumentLimits.maximumBytes + 1) ?? Data() else {
            throw CommandFailure(code: .noInput, message: "\(path): error: cannot read the file")
        }
        return (try decodeText(data, name: path), path)
    }

    /// The text of a source file, or exit 65 with the line and column of the first byte past
    /// the size limit or of the first byte that is not UTF-8.
    private static func decodeText(_ data: Data, name: String) throws(CommandFailure) -> String {
        do {
            return try SourceText.decode([UInt8](data))
        } catch {
            throw CommandFailure(code: .dataError, message: error.rendered(file: name))
        }
    }

    /// Decodes a parsed spec in the environment the flags give; a bad spec is exit 65 with the
    /// positioned message and the source line.
    static func decode(_ document: DocumentNode, text: String, name: String,
                       overrides: EnvironmentOverrides) throws(CommandFailure) -> CompiledSpec {
        do {
            return try SpecDecoder.decode(document, overrides: overrides)
        } catch {
            throw CommandFailure(code: .dataError, message: error.rendered(file: name, source: text))
        }
    }

    /// Parses a document, picking the reader by the file's extension: .json is JSON, .yaml and
    /// .yml (and anything else) YAML; standard input is JSON when it starts with `{` or `[`.
    static func parse(_ text: String, name: String) throws(CommandFailure) -> DocumentNode {
        let lowered = name.lowercased()
        let isJSON = name == "<stdin>"
            ? text.unicodeScalars.first { !$0.properties.isWhitespace }.map { $0 == "{" || $0 == "[" } ?? false
            : lowered.hasSuffix(".json")
        do {
            return isJSON ? try JSONReader.read(text) : try YAMLReader.read(text)
        } catch {
            throw CommandFailure(code: .dataError, message: error.rendered(file: name, source: text))
        }
    }
}
