import FramesFormat
import Foundation
import LayoutCompilation
import SpecReading

/// `layout-compile render` with no SPEC: the project file's settings as the flags they stand for,
/// under the flags given (Docs/CLI.md, "Project file").
struct ProjectSettings {
    /// The spec files the project's patterns name.
    var specs: [String]
    /// Each setting as the flag it stands for, with its value.
    var values: [String: String]
    var warningsAsErrors: Bool

    /// The settings of the project file `config` (`--config FILE`), else of the nearest one; no
    /// project file is a usage error (render needs a SPEC then), a pattern that names no file exit
    /// 66, a bad key exit 65 at its place.
    static func read(config: String?) throws(CommandFailure) -> ProjectSettings {
        let current = FileManager.default.currentDirectoryPath
        guard let path = config ?? ProjectFiles.find(from: current) else {
            throw UsageError(message: "render needs at least one SPEC, or a \(ProjectFile.fileName) project file here or above (or --config FILE)")
                .failure("layout-compile render")
        }
        let root = FileAccess.projectRoot(config: path)
        // The project file and what it names lie under its own folder: `--config`'s, else the nearest one's.
        let files = config == nil ? FileAccess.project : ((try? FileAccess(projectRoot: root)) ?? FileAccess.project)
        let spec = try SpecSource.load(path, files: files)
        let project: ProjectFile
        do {
            project = try ProjectFile.decode(spec.document, deviceNames: DevicePreset.all.map(\.name))
        } catch {
            throw SpecSource.failure(error, text: spec.input.text, name: spec.input.fileName)
        }
        let (specs, unmatched, refused) = ProjectFiles.specs(project.specs, root: root, current: current, files: files)
        if let (refusedPath, problem) = refused.first {
            throw CommandFailure(code: .noInput, message: "layout-compile: error: \(spec.input.fileName): specs: "
                                 + "\(EchoedText.quoted(refusedPath)) \(problem.text)")
        }
        if let pattern = unmatched.first {
            throw CommandFailure(code: .noInput, message: "layout-compile: error: \(spec.input.fileName): specs: \(EchoedText.quoted(pattern)) names no file")
        }
        let prefix = specs.first.map { $0.hasPrefix(root + "/") } == true ? root + "/" : ""
        if let goldens = project.goldens, case .failure(let problem) = files.confine(goldens, origin: .named(in: prefix)) {
            throw CommandFailure(code: .noInput, message: "layout-compile: error: \(spec.input.fileName): goldens: "
                                 + "\(EchoedText.quoted(prefix + goldens)) \(problem.text)")
        }
        let values: [String: String?] = [
            "--expect-dir": project.goldens.map { prefix + $0 },
            "--widths": project.widths?.map(formatNumber).joined(separator: ","),
            "--device": project.device,
            "--devices": project.devices?.joined(separator: ","),
            "--design": project.design?.rawValue,
            "--tolerance": project.tolerance.map(formatNumber),
            "--swift-sources": project.swiftSources.map { $0.map { prefix + $0 }.joined(separator: ",") },
        ]
        return ProjectSettings(specs: specs, values: values.compactMapValues { $0 }, warningsAsErrors: project.warningsAsErrors == true)
    }

    /// `parsed` with the project's specs, and each setting the command line does not give itself.
    func applied(to parsed: ArgumentParser.Parsed) -> ArgumentParser.Parsed {
        var settled = parsed
        settled.positional = specs
        for (flag, value) in values where settled.values[flag] == nil {
            // A tolerance compares; recording compares nothing.
            if flag == "--tolerance" && parsed.flags.contains("--record") { continue }
            settled.values[flag] = [value]
        }
        if warningsAsErrors { settled.flags.insert("--warnings-as-errors") }
        return settled
    }
}
