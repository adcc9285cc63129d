import Foundation
import SpecReading

/// Reading spec files and standard input, and choosing the reader for them.
enum SpecSource {
    /// A spec read and parsed: its text, the name errors call it by, and its document tree.
    static func load(_ path: String) throws(CommandFailure) -> (text: String, name: String, document: DocumentNode) {
        let (text, name) = try read(path)
        return (text, name, try parse(text, name: name))
    }

    /// The spec's text and the name errors call it by; a file over `limit` bytes is refused.
    static func read(_ path: String, limit: Int = DocumentLimits.maximumBytes) throws(CommandFailure) -> (text: String, name: String) {
        let (data, name) = try bytes(path, limit: limit)
        return (try text(data, name: name, limit: limit), name)
    }

    /// The bytes of a file or of standard input, up to one byte past `limit` (so that the error
    /// says where the limit falls), and the name errors call it by; exit 66 when there are none.
    /// `expected` names what the file should have been, for a directory given in its place.
    static func bytes(_ path: String, limit: Int, expected: String = "a spec file") throws(CommandFailure) -> (data: Data, name: String) {
        if path == "-" {
            // Up to one byte past the limit, to the end of the input however it arrives.
            return ((try? FileHandle.standardInput.read(upToCount: limit + 1)) ?? Data(), "<stdin>")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(code: .noInput, message: "\(path): error: no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(code: .noInput, message: "\(path): error: is a directory, expected \(expected)")
        }
        // No more than one byte past the limit is read: a huge file is refused, not loaded.
        guard let file = FileHandle(forReadingAtPath: path),
              let data = try? file.read(upToCount: limit + 1) ?? Data() else {
            throw CommandFailure(code: .noInput, message: "\(path): error: cannot read the file")
        }
        return (data, path)
    }

    /// The text of a source file, or exit 65 with the line and column of the first byte past
    /// `limit` or of the first byte that is not UTF-8.
    static func text(_ data: Data, name: String, limit: Int) throws(CommandFailure) -> String {
        do {
            return try SourceText.decode([UInt8](data.prefix(limit + 1)), limit: limit)
        } catch {
            throw CommandFailure(code: .dataError, message: error.rendered(file: name))
        }
    }

    /// Decodes a parsed spec (a layout, or a screen when it has `screen:`) in the environment the
    /// flags give; a bad spec is exit 65 with the positioned message and the source line, a column
    /// layout file that cannot be read exit 66.
    /// `reading` hears the path of each column's layout file before it is read (the live preview watches them).
    static func decode(_ document: DocumentNode, text: String, name: String, overrides: EnvironmentOverrides,
                       reading: @escaping (String) -> Void = { _ in }) throws(CommandFailure) -> CompiledDocument {
        do {
            if ScreenDecoder.isScreen(document) {
                return .screen(try ScreenDecoder.decode(document, overrides: overrides, load: layoutLoader(besides: name, reading: reading)))
            }
            return .layout(try SpecDecoder.decode(document, overrides: overrides))
        } catch {
            throw CommandFailure(code: error.isMissingFile ? .noInput : .dataError, message: error.rendered(file: name, source: text))
        }
    }

    /// The layout spec as written, every `adapt` entry kept (what the Swift generator works from).
    /// A screen spec is refused here (`swift` compiles screens on their own path; `xctest` checks
    /// one layout: each column's layout spec).
    static func describe(_ document: DocumentNode, text: String, name: String,
                         overrides: EnvironmentOverrides) throws(CommandFailure) -> LayoutDescription {
        if ScreenDecoder.isScreen(document), case .object(let members) = document.value,
           let screen = members.first(where: { $0.key == "screen" }) {
            throw failure(SpecError(path: "screen", position: screen.keyPosition,
                                    message: "a screen (split view columns) has no frames test of its own; generate one for each column's layout spec"),
                          text: text, name: name)
        }
        do {
            return try SpecDecoder.describe(document, overrides: overrides)
        } catch {
            throw failure(error, text: text, name: name)
        }
    }

    /// Reads the layout files a screen's columns name, relative to the screen spec's folder (the
    /// current folder for standard input).
    static func layoutLoader(besides spec: String, reading: @escaping (String) -> Void = { _ in }) -> ScreenDecoder.Loader {
        let folder = spec == "<stdin>" ? "" : (spec as NSString).deletingLastPathComponent
        return { path throws(SpecError) in
            let resolved = path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
            reading(resolved)
            let text: String
            do throws(CommandFailure) {
                text = try SpecSource.read(resolved).text
            } catch {
                let reason = error.message.components(separatedBy: "error: ").last ?? error.message
                throw SpecError(path: "", position: nil, message: "cannot read the layout file '\(resolved)': \(reason)",
                                isMissingFile: error.code == .noInput)
            }
            do throws(DocumentError) {
                return LoadedDocument(node: try SpecSource.parseDocument(text, name: resolved), file: resolved, source: text)
            } catch {
                throw SpecError(path: "", position: error.position, message: error.message, file: resolved, source: text)
            }
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
        do {
            return try parseDocument(text, name: name)
        } catch {
            throw CommandFailure(code: .dataError, message: error.rendered(file: name, source: text))
        }
    }

    static func parseDocument(_ text: String, name: String) throws(DocumentError) -> DocumentNode {
        let isJSON = name == "<stdin>"
            ? text.unicodeScalars.first { !$0.properties.isWhitespace }.map { $0 == "{" || $0 == "[" } ?? false
            : name.lowercased().hasSuffix(".json")
        return isJSON ? try JSONReader.read(text) : try YAMLReader.read(text)
    }
}
