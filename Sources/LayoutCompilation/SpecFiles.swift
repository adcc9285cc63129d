import Foundation
import SpecReading

/// A file that cannot be read as a source, and why (`problem`): missing, a directory, unreadable
/// (`isUnreadable`: the command exits 66), or larger than its limit or not UTF-8 (exit 65).
public struct SourceFileError: Error, Sendable, Equatable {
    /// The name the file is called by.
    public var file: String
    public var problem: FileProblem
    /// The file's text, for the line shown under a `document` problem.
    public var source: String?

    public init(file: String, problem: FileProblem, source: String? = nil) {
        self.file = file
        self.problem = problem
        self.source = source
    }

    public var isUnreadable: Bool { problem.isUnreadable }

    /// The whole rendered diagnostic: `path: error: ...`, or `path:line:col: error: ...` with the
    /// source line and a caret.
    public var message: String {
        if case .document(let error) = problem { return error.rendered(file: file, source: source) }
        return Diagnostic.render(file: file, position: nil, message: problem.text, source: nil)
    }
}

/// Reading spec files and standard input, and choosing the reader for them.
public enum SpecFiles {
    /// The name a spec read from standard input is called by in diagnostics.
    public static let standardInput = "<stdin>"

    /// The spec's text and the name errors call it by; a file over `limit` bytes is refused.
    /// Without `limit`, the one its kind has (`SwiftSpecs.byteLimit`: a `.swift` file is read up to 4 MiB).
    /// `files` and `origin` say whether the path may be opened (`FileAccess.confine`): by default
    /// it was typed on the command line, in the working directory's project.
    public static func read(_ path: String, limit: Int? = nil, expected: String = "a spec file",
                            files: FileAccess = FileAccess(), origin: FileAccess.Origin = .commandLine) throws(SourceFileError) -> (text: String, name: String) {
        let limit = limit ?? SwiftSpecs.byteLimit(for: path)
        let (data, name) = try bytes(path, limit: limit, expected: expected, files: files, origin: origin)
        return (try text(data, name: name, limit: limit), name)
    }

    /// A spec file (or standard input, `-`) read, to compile: the layout files a screen names are
    /// read beside it (the current folder for standard input), where `files` allows (Docs/CLI.md,
    /// "Files a spec or project may touch"). Every command that compiles a spec from a path reads it here.
    public static func input(_ path: String, files: FileAccess) throws(SourceFileError) -> SpecInput {
        let (text, name) = try read(path, files: files)
        return SpecInput(text: text, fileName: name, directory: directory(of: name), files: files)
    }

    /// The bytes of a file or of standard input (`-`), up to one byte past `limit` (so that the error
    /// says where the limit falls), and the name errors call it by; unreadable when there are none.
    /// `expected` names what the file should have been, for a directory given in its place.
    /// The path is opened as `files` allows it (`FileAccess.openForReading`).
    public static func bytes(_ path: String, limit: Int, expected: String = "a spec file", files: FileAccess = FileAccess(),
                             origin: FileAccess.Origin = .commandLine) throws(SourceFileError) -> (data: Data, name: String) {
        if path == "-" {
            // Up to one byte past the limit, to the end of the input however it arrives.
            return ((try? FileHandle.standardInput.read(upToCount: limit + 1)) ?? Data(), standardInput)
        }
        let opened: (descriptor: Int32, size: Int)
        switch files.openForReading(path, origin: origin, expected: expected) {
        case .success(let file): opened = file
        case .failure(let problem): throw SourceFileError(file: origin.joined(path), problem: problem)
        }
        // No more than one byte past the limit is read: a huge file is refused, not loaded. Its
        // size known, in one read; a file whose size says nothing (a size of 0) or that ends
        // before it, as it comes.
        if opened.size > 0, let data = readWhole(opened.descriptor, count: min(opened.size, limit + 1)) {
            close(opened.descriptor)
            return (data, origin.joined(path))
        }
        let file = FileHandle(fileDescriptor: opened.descriptor, closeOnDealloc: true)
        guard (try? file.seek(toOffset: 0)) != nil, let data = try? file.read(upToCount: limit + 1) ?? Data() else {
            throw SourceFileError(file: origin.joined(path), problem: .readFailed)
        }
        return (data, origin.joined(path))
    }

    /// The first `count` bytes of a regular file, read in as few calls as the system takes
    /// (FileHandle reads 4 KiB a call, growing its buffer as it goes: 4,000 calls for a 16 MB
    /// spec); nil when the file ends before them.
    static func readWhole(_ descriptor: Int32, count: Int) -> Data? {
        guard count > 0 else { return Data() }
        var data = Data(count: count)
        let complete = data.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < count {
                let got = Foundation.read(descriptor, buffer.baseAddress! + done, count - done)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { return false }
                done += got
            }
            return true
        }
        return complete ? data : nil
    }

    /// The text of a source file, or an error at the line and column of the first byte past
    /// `limit` or of the first byte that is not UTF-8.
    public static func text(_ data: Data, name: String, limit: Int) throws(SourceFileError) -> String {
        do {
            return try SourceText.decode(data.prefix(limit + 1), limit: limit)
        } catch {
            throw SourceFileError(file: name, problem: .document(error))
        }
    }

    /// Reads the layout files a screen's columns name, relative to `directory` ("" for the current
    /// folder; nil when the spec has no folder: then a named file is an error saying to write the
    /// layout inline), only where `files` allows (Docs/CLI.md, "Files a spec or project may touch"): a path
    /// outside is refused unread, and the refusal names the path as written; `reading` hears each
    /// path allowed before it is read.
    static func layoutLoader(in directory: String?, files: FileAccess,
                             reading: @escaping @Sendable (String) -> Void = { _ in }) -> ScreenDecoder.Loader {
        guard let folder = directory else {
            return { path throws(Diagnostics) in throw refusal(.layoutFileWithoutFolder(path: path)) }
        }
        return { path throws(Diagnostics) in
            let resolved: String
            switch files.confine(path, origin: .named(in: folder)) {
            case .success(let allowed): resolved = allowed.shown
            case .failure: throw refusal(.layoutFileOutside(path: path))
            }
            reading(resolved)
            if SwiftSpecs.isSwift(resolved) {
                throw refusal(.layoutFileIsSwift(path: path))
            }
            let text: String
            do throws(SourceFileError) {
                text = try read(path, expected: "a layout spec file", files: files, origin: .named(in: folder)).text
            } catch {
                if case .linkOutOfProject = error.problem { throw refusal(.layoutFileOutside(path: path)) }
                throw refusal(.layoutFileUnreadable(path: path, error.problem))
            }
            do throws(DocumentError) {
                return LoadedDocument(node: try parseDocument(text, name: resolved), file: resolved, source: text)
            } catch {
                throw Diagnostics(SpecError(path: "", position: error.position, .unreadableDocument(error.diagnostic),
                                            file: resolved, source: text))
            }
        }
    }

    /// The loader's refusal of a file: said where the spec names it (`ScreenDecoder.decodeLayout`).
    private static func refusal(_ diagnostic: SpecMessage) -> Diagnostics {
        Diagnostics(SpecError(path: "", position: nil, diagnostic))
    }

    /// The folder the files a spec names are read from: the spec file's own folder, the current
    /// folder ("") for standard input.
    public static func directory(of spec: String) -> String {
        spec == standardInput ? "" : (spec as NSString).deletingLastPathComponent
    }

    /// The file name a spec's path ends with (`Examples/grid.yaml` → `grid.yaml`), as titles show it.
    public static func fileName(_ name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// Parses a document, picking the reader by the file's name: .json is JSON, .yaml and .yml
    /// (and anything else) YAML; standard input by its text (`looksLikeJSON`).
    public static func parseDocument(_ text: String, name: String) throws(DocumentError) -> DocumentNode {
        let isJSON = name == standardInput ? looksLikeJSON(text) : name.lowercased().hasSuffix(".json")
        return isJSON ? try JSONReader.read(text) : try YAMLReader.read(text)
    }

    /// Whether a text with no file name is JSON (Docs/CLI.md, "The layout-compile command"): it starts with `[`, or
    /// with `{` and then a quoted key or `}`, as a JSON object does. A YAML flow mapping
    /// (`{sections: [...]}`) starts with `{` too, but its first key is plain: it is read as YAML.
    public static func looksLikeJSON(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.lazy.filter { !$0.properties.isWhitespace }.makeIterator()
        switch scalars.next() {
        case "["?: return true
        case "{"?: return scalars.next().map { $0 == "\"" || $0 == "}" } ?? true
        default: return false
        }
    }
}
