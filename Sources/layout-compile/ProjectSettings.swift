import FramesFormat
import Foundation
import LayoutCompilation
import SpecReading

/// `layout-compile render` with no SPEC: the project file's settings as the flags they stand for,
/// under the flags given (Docs/CLI.md, "Project file").
enum ProjectSettings {
    /// `parsed` with the project's specs, and each setting the command line does not give itself.
    static func applied(to parsed: ArgumentParser.Parsed) throws(CommandFailure) -> ArgumentParser.Parsed {
        let current = FileManager.default.currentDirectoryPath
        guard let path = ProjectFiles.find(from: current) else {
            throw UsageError(message: "render needs at least one SPEC, or a \(ProjectFile.fileName) project file here or above")
                .failure("layout-compile render")
        }
        let spec = try SpecSource.load(path)
        let project: ProjectFile
        do {
            project = try ProjectFile.decode(spec.document, deviceNames: DevicePreset.all.map(\.name))
        } catch {
            throw SpecSource.failure(error, text: spec.input.text, name: spec.input.fileName)
        }
        let root = (path as NSString).deletingLastPathComponent
        let (specs, unmatched) = ProjectFiles.specs(project.specs, root: root, current: current)
        if let pattern = unmatched.first {
            throw CommandFailure(code: .noInput, message: "layout-compile: error: \(spec.input.fileName): specs: '\(pattern)' names no file")
        }
        let prefix = specs.first.map { $0.hasPrefix(root + "/") } == true ? root + "/" : ""
        var settled = parsed
        settled.positional = specs
        func give(_ flag: String, _ value: String?) {
            if let value, settled.values[flag] == nil { settled.values[flag] = [value] }
        }
        give("--expect-dir", project.goldens.map { prefix + $0 })
        give("--widths", project.widths?.map(formatNumber).joined(separator: ","))
        give("--device", project.device)
        give("--devices", project.devices?.joined(separator: ","))
        give("--design", project.design?.rawValue)
        // A tolerance compares; recording compares nothing.
        if !parsed.flags.contains("--record") { give("--tolerance", project.tolerance.map(formatNumber)) }
        if project.warningsAsErrors == true { settled.flags.insert("--warnings-as-errors") }
        return settled
    }
}
