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

    /// Decodes a parsed spec in the environment the flags give; a bad spec is exit 65 with the
    /// positioned message and the source line.
    static func decode(_ document: DocumentNode, text: String, name: String,
                       overrides: EnvironmentOverrides) throws(CommandFailure) -> CompiledSpec {
        try describe(document, text: text, name: name, overrides: overrides).compiled()
    }

    /// The spec as written, every `adapt` entry kept (what the Swift generator works from).
    static func describe(_ document: DocumentNode, text: String, name: String,
                         overrides: EnvironmentOverrides) throws(CommandFailure) -> LayoutDescription {
        do {
            return try SpecDecoder.describe(document, overrides: overrides)
        } catch {
            throw failure(error, text: text, name: name)
        }
    }

    /// The file name a spec's path ends with (`Examples/grid.yaml` → `grid.yaml`), as titles show it.
    static func fileName(_ name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// Exit 65 with the positioned message and the source line.
    static func failure(_ error: SpecError, text: String, name: String) -> CommandFailure {
        CommandFailure(code: .dataError, message: error.rendered(file: name, source: text))
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
