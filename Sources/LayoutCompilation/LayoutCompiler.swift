import FrameOutput
import LayoutEngine
import SpecReading
import SwiftImport

/// The one compile path (Docs/Library.md): a spec's text in; its frames, its warnings and
/// positioned errors out. The command, a preview server, a Swift importer or a SwiftPM plugin
/// call the same `compile`; the command adds only arguments, files and exit codes.
///
/// ```swift
/// import LayoutCompilation
/// let compiled = try LayoutCompiler.compile(SpecInput(text: spec, fileName: "grid.yaml", directory: "Specs"),
///                                           CompileOptions(overrides: EnvironmentOverrides(width: 390)))
/// compiled.result.elements[0].frame
/// compiled.warnings   // by file: the spec's own, and each column layout file's
/// ```
public enum LayoutCompiler {
    /// Reads, decodes (a layout, or a screen when it has `screen:`) and solves a spec. A spec that
    /// cannot be compiled throws its `Diagnostics`: every error found, each a `SpecError` with the
    /// spec path, line:column and its catalog case (`diagnostic`; Docs/CLI.md, "Diagnostics");
    /// `rendered(file:source:)` prints them as the command does; a layout file a screen names that
    /// cannot be read has `isMissingFile`.
    public static func compile(_ input: SpecInput, _ options: CompileOptions = CompileOptions()) throws(Diagnostics) -> Compilation {
        try parse(input).compile(options)
    }

    /// Reads a spec's document tree, the reader picked by its file name (`SpecFiles.parseDocument`),
    /// to compile it in several environments (`ParsedSpec.compile`) without reading it again.
    /// A `.swift` spec is imported (`SwiftSpecs.parse`, Docs/Import.md).
    public static func parse(_ input: SpecInput) throws(Diagnostics) -> ParsedSpec {
        if SwiftSpecs.isSwift(input.fileName) { return try SwiftSpecs.parse(input) }
        do {
            return ParsedSpec(input: input, document: try SpecFiles.parseDocument(input.text, name: input.fileName))
        } catch {
            throw Diagnostics(SpecError(path: "", position: error.position, .unreadableDocument(error.diagnostic)))
        }
    }

    /// Compiles a YAML (or JSON: JSON is YAML) spec and solves it, through `compile`. `width` and
    /// `overrides` change the spec's environment as the command's flags do (a screen spec's
    /// device). A screen spec (Docs/Screens.md) gives its columns' layouts inline: there is no
    /// folder to read a layout file from.
    public static func frames(yaml text: String, width: Double? = nil,
                              overrides: EnvironmentOverrides = EnvironmentOverrides()) throws(Diagnostics) -> LayoutResult {
        var overrides = overrides
        if let width { overrides.width = width }
        return try compile(SpecInput(text: text, fileName: "spec.yaml"), CompileOptions(overrides: overrides)).result
    }
}

/// A spec to compile: its text, the name diagnostics call it by (`.json` is read as JSON, anything
/// else as YAML; `SpecFiles.standardInput` as `SpecFiles.looksLikeJSON` says), and the folder the layout files
/// it names are read from (nil: none may be named, columns give their layouts inline).
public struct SpecInput: Sendable, Equatable {
    public var text: String
    public var fileName: String
    public var directory: String?
    /// The folders the files it names may lie in besides `directory` (Docs/CLI.md, "Files a spec or project may touch").
    public var files: FileAccess
    /// A `.swift` spec's other files, read with it as one module (Docs/Import.md, "The module").
    public var swiftModule: [SwiftSource] = []

    /// How a `.swift` spec is imported: its entry point, arguments and given values (Docs/Import.md).
    public var importing = LayoutImporter.Options()

    public init(text: String, fileName: String, directory: String? = nil, files: FileAccess = FileAccess()) {
        self.text = text
        self.fileName = fileName
        self.directory = directory
        self.files = files
    }
}

/// How to compile: the environment over the spec's own, and which frames to make.
public struct CompileOptions: Sendable {
    /// What the command line (or a preview) says of the environment; each given field overrides the spec's.
    public var overrides: EnvironmentOverrides
    /// Only the elements UIKit's `layoutAttributesForElements(in:)` answers for this rectangle.
    public var query: Rect?
    /// The parts of list cells' content (images, texts, accessories) as elements of their own.
    public var includesCellContent: Bool
    /// A lone layout's frames made as they are written (a million elements never stored at once),
    /// for a caller that reads them once; otherwise `Compilation.frames` is a `LayoutResult`.
    public var streamsFrames: Bool
    /// Hears the path of each layout file a screen's columns name, before it is read (the live
    /// preview watches them, a file that cannot be read too).
    public var reading: @Sendable (String) -> Void

    public init(overrides: EnvironmentOverrides = EnvironmentOverrides(), query: Rect? = nil,
                includesCellContent: Bool = true, streamsFrames: Bool = false, reading: @escaping @Sendable (String) -> Void = { _ in }) {
        self.overrides = overrides
        self.query = query
        self.includesCellContent = includesCellContent
        self.streamsFrames = streamsFrames
        self.reading = reading
    }
}

/// A spec's document tree, read once, to compile in any environment.
public struct ParsedSpec: Sendable {
    public var input: SpecInput
    public var document: DocumentNode
    /// What importing a `.swift` spec assumed or left out (item counts, ignored calls): notes to show.
    public var notes: [ImportDiagnostic] = []

    /// A document read or made elsewhere (an import's, before it is written), to decode or compile.
    public init(input: SpecInput, document: DocumentNode, notes: [ImportDiagnostic] = []) {
        self.input = input
        self.document = document
        self.notes = notes
    }

    /// Whether the spec sets its own height (a layout's `environment.height`, a screen's
    /// `device.height`): then a width alone does not choose one (`DevicePreset.height(forWidth:)`).
    public var givesHeight: Bool {
        document["environment"]?["height"] != nil || document["screen"]?["device"]?["height"] != nil
    }

    /// Decodes the spec in the environment `overrides` give: a layout, or a screen and the layouts
    /// its columns name (each path told to `reading` before it is read). `earlier` is this spec
    /// decoded in other overrides, if it was: a layout that holds in any environment is taken
    /// from it, not decoded again (`SpecDecoder.decode(_:overrides:reusing:)`).
    public func decode(_ overrides: EnvironmentOverrides, reading: @escaping @Sendable (String) -> Void = { _ in },
                       reusing earlier: CompiledDocument? = nil) throws(Diagnostics) -> CompiledDocument {
        if ScreenDecoder.isScreen(document) {
            return .screen(try ScreenDecoder.decode(document, overrides: overrides,
                                                    load: SpecFiles.layoutLoader(in: input.directory, files: input.files,
                                                                                 reading: reading)))
        }
        guard case .layout(let layout) = earlier else { return .layout(try SpecDecoder.decode(document, overrides: overrides)) }
        return .layout(try SpecDecoder.decode(document, overrides: overrides, reusing: layout))
    }

    /// Decodes and solves the spec, and gathers its warnings (`LayoutCompiler.compile`). `earlier`
    /// is this spec as decoded in other options (`Compilation.spec`), if it was, which may be reused (`decode`).
    public func compile(_ options: CompileOptions, reusing earlier: CompiledDocument? = nil) throws(Diagnostics) -> Compilation {
        let spec = try decode(options.overrides, reading: options.reading, reusing: earlier)
        let frames: any LayoutFrames = options.streamsFrames
            ? spec.frames(query: options.query, includesCellContent: options.includesCellContent)
            : spec.solve(query: options.query, includesCellContent: options.includesCellContent)
        return Compilation(spec: spec, frames: frames,
                           warnings: spec.warnings(solving: frames, file: input.fileName, source: input.text), notes: notes)
    }
}

/// What compiling a spec gives: the compiled spec, its frames and its warnings.
public struct Compilation {
    public var spec: CompiledDocument
    /// A `LayoutResult`, or with `CompileOptions.streamsFrames` a lone layout's frames made as they are read.
    public var frames: any LayoutFrames
    /// The spec's warnings and its solved frames', by file (a screen's columns may name their own).
    public var warnings: [SpecWarnings]
    /// The notes of a `.swift` spec's import (`ParsedSpec.notes`).
    public var notes: [ImportDiagnostic] = []

    /// The frames with every element in an array.
    public var result: LayoutResult { frames.collected() }
}

/// The warnings found in one file: a spec's own, or the layout file a screen's column names.
public struct SpecWarnings: Sendable, Equatable {
    /// The name the file is called by, and its text (for the source line a rendered warning echoes).
    public var file: String
    public var source: String
    public var warnings: [SpecWarning]

    public init(file: String, source: String, warnings: [SpecWarning]) {
        self.file = file
        self.source = source
        self.warnings = warnings
    }
}
