import Foundation
import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading
import SwiftImport

/// The spec a command line names, read and compiled through LayoutCompilation's one path, its
/// failures turned into exit codes: a file that cannot be read 66, a bad spec 65.
enum SpecSource {
    /// A spec file (or standard input, `-`) read; the layout files a screen names are read beside
    /// it (the current folder for standard input), where `files` allows.
    /// A `.swift` spec is read with the Swift files and folders of `swiftSources` (`--swift-sources`),
    /// its module (Docs/Import.md, "The module"), and imported as `importing` says (`--function`, `--arg`, `--given`).
    static func input(_ path: String, files: FileAccess = .project, swiftSources: [String] = [],
                      importing: LayoutImporter.Options = LayoutImporter.Options()) throws(CommandFailure) -> SpecInput {
        do {
            var input = try SpecFiles.input(path, files: files)
            input.importing = importing
            if SwiftSpecs.isSwift(input.fileName), !swiftSources.isEmpty {
                input.swiftModule = try SwiftModuleFiles.read(swiftSources, files: files).filter { $0.path != input.fileName }
            }
            return input
        } catch {
            throw CommandFailure(error)
        }
    }

    /// A spec file read and parsed, to compile in several environments or describe.
    /// A `.swift` spec is imported (Docs/Import.md) and its notes printed.
    static func load(_ path: String, files: FileAccess = .project, swiftSources: [String] = [],
                     importing: LayoutImporter.Options = LayoutImporter.Options()) throws(CommandFailure) -> ParsedSpec {
        let input = try input(path, files: files, swiftSources: swiftSources, importing: importing)
        do {
            let spec = try LayoutCompiler.parse(input)
            printNotes(spec.notes, name: input.fileName)
            return spec
        } catch {
            throw failure(error, text: input.text, name: input.fileName)
        }
    }

    /// Compiles a spec read (`LayoutCompiler.compile`, the library's one path); a `.swift` spec's
    /// import notes printed.
    static func compile(_ input: SpecInput, _ options: CompileOptions) throws(CommandFailure) -> Compilation {
        do {
            let compiled = try LayoutCompiler.compile(input, options)
            printNotes(compiled.notes, name: input.fileName)
            return compiled
        } catch {
            throw failure(error, text: input.text, name: input.fileName)
        }
    }

    /// Compiles a parsed spec (`ParsedSpec.compile`, what `LayoutCompiler.compile` runs after
    /// parsing), reusing `earlier`, the spec as decoded in other options, where it holds.
    static func compile(_ spec: ParsedSpec, _ options: CompileOptions, reusing earlier: CompiledDocument? = nil) throws(CommandFailure) -> Compilation {
        do {
            return try spec.compile(options, reusing: earlier)
        } catch {
            throw failure(error, text: spec.input.text, name: spec.input.fileName)
        }
    }

    /// Decodes a parsed spec (a layout, or a screen when it has `screen:`) in the environment the
    /// flags give, without solving it.
    static func decode(_ spec: ParsedSpec, overrides: EnvironmentOverrides) throws(CommandFailure) -> CompiledDocument {
        do {
            return try spec.decode(overrides)
        } catch {
            throw failure(error, text: spec.input.text, name: spec.input.fileName)
        }
    }

    /// The layout spec as written, every `adapt` entry kept (what the Swift generator works from).
    /// A screen spec is refused here (`swift` compiles screens on their own path; `xctest` checks
    /// one layout: each column's layout spec).
    static func describe(_ spec: ParsedSpec, overrides: EnvironmentOverrides) throws(CommandFailure) -> LayoutDescription {
        let (document, text, name) = (spec.document, spec.input.text, spec.input.fileName)
        if ScreenDecoder.isScreen(document), case .object(let members) = document.value,
           let screen = members.first(where: { $0.key == "screen" }) {
            throw failure(Diagnostics(SpecError(path: "screen", position: screen.keyPosition, .screenHasNoFramesTest)),
                          text: text, name: name)
        }
        do {
            return try SpecDecoder.describe(document, overrides: overrides)
        } catch {
            throw failure(error, text: text, name: name)
        }
    }

    /// `file:line:col: note: …` on standard error: what importing a `.swift` spec assumed or left out.
    static func printNotes(_ notes: [ImportDiagnostic], name: String) {
        for note in notes {
            let line = "\(EchoedText.escaped(note.file ?? name, limit: nil)):\(note.position): note: \(EchoedText.escaped(note.fullMessage, limit: nil))\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Exit 65 with the positioned message and the source line; 66 when a file the spec names
    /// cannot be read.
    static func failure(_ error: Diagnostics, text: String, name: String) -> CommandFailure {
        CommandFailure(code: error.isMissingFile ? .noInput : .dataError, message: error.rendered(file: name, source: text))
    }
}

extension CommandFailure {
    /// A source file that cannot be read (exit 66), or is too large or not UTF-8 (65).
    init(_ error: SourceFileError) {
        self.init(code: error.isUnreadable ? .noInput : .dataError, message: error.message)
    }
}

extension FileAccess {
    /// `--allow-files DIR`, repeatable (`compile`, `render`, `swift`): a folder the files a spec
    /// names may lie in too (Docs/CLI.md, "Files a spec or project may touch").
    static let option = ArgumentParser.Option(
        names: ["--allow-files"], takesValue: true, repeatable: true, valueName: "DIR",
        help: "a folder the files a spec names (a screen's column layout files) may also lie in (repeatable). Without it "
            + "a file a spec names must lie, symbolic links resolved, in the spec's folder or the project root (the folder "
            + "of layout-compile.yml, else the working directory); any other is refused unread",
        completion: .directory)

    /// `--config FILE` (`compile`, `render`, `swift`, `preview`): the project file named, as
    /// SwiftLint's `--config` names its own, instead of the nearest layout-compile.yml; its folder
    /// is the project root (Docs/CLI.md, "Project file").
    static let config = ArgumentParser.Option(
        names: ["--config"], takesValue: true, valueName: "FILE",
        help: "the project file (default: the nearest layout-compile.yml here or above); its folder is the project root",
        completion: .anyFile)

    /// The project file `--config` names, which must be a file; nil without the flag.
    static func configFile(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> String? {
        guard let path = parsed.value("--config") else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw UsageError(message: "--config expects an existing project file, got '\(path)'")
        }
        return path
    }

    /// The project root: the folder of the project file `config` (`--config`), else of the
    /// nearest layout-compile.yml, else the working directory.
    static func projectRoot(config: String?) -> String {
        let current = FileManager.default.currentDirectoryPath
        guard let config else { return ProjectFiles.root(from: current) }
        let folder = (config as NSString).deletingLastPathComponent
        return folder.isEmpty ? current : folder
    }

    /// The project's access without `--allow-files` (the commands that take none, and `diff`'s
    /// frames files): its root is the folder of the nearest layout-compile.yml, else the working directory.
    static var project: FileAccess {
        (try? FileAccess(projectRoot: ProjectFiles.root(from: FileManager.default.currentDirectoryPath))) ?? FileAccess()
    }

    /// The access the command line gives: the project root (`projectRoot`) and `--allow-files`.
    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        let root = Self.projectRoot(config: try Self.configFile(parsed))
        do {
            try self.init(projectRoot: root, allowed: parsed.values["--allow-files"] ?? [])
        } catch {
            throw UsageError(message: "--allow-files expects an existing folder, got '\(error.path)'")
        }
    }
}
