import FrameOutput
import FramesFormat
import Foundation
import LayoutCompilation
import LayoutEngine
import SpecReading
import ViewerPage

/// One spec rendered by `render`, in a worker: solved at every target, its warnings gathered, its
/// files and goldens written (or compared), or why it failed.
extension RenderCommand {
    /// One spec's outcome: the files it wrote, its views and goldens by width, warnings, or why it failed.
    struct Outcome: Sendable {
        var spec: String
        var name: String
        var written: [String] = []
        var bytes = 0
        var views: [GalleryPage.View] = []
        /// With --expect-dir: each width's golden, recorded or compared.
        var goldens: [GoldenCheck.Outcome] = []
        var warnings: [String] = []
        var failure: CommandFailure?
    }

    /// One spec at every width, in a worker: solved, its warnings gathered by width, its files
    /// and goldens written (or compared); a failure is kept in the outcome, for the list at the end.
    func render(_ path: String, as name: String) -> Outcome {
        var outcome = Outcome(spec: path, name: name)
        do throws(CommandFailure) {
            let spec = try SpecSource.load(path, files: files, swiftSources: swiftSources, importing: importing)
            var warningsByWidth = WarningsByWidth()
            if targets.contains(where: { !$0.heightFollowsWidth }) { warningsByWidth.unit = "" }
            let lines = SpecLines(file: path == "-" ? nil : spec.input.fileName, document: spec.document)
            // A spec that fails at any width (a limit the solver counts in the width's container),
            // or whose warnings fail it (--warnings-as-errors), has nothing written for it: no file,
            // no golden. So what writes waits until every width is solved; the gallery holds every
            // width's frames anyway. A check alone writes nothing, and compares each width at once.
            let writes = outputDirectory != nil || goldens?.record == true
            var held: [(target: RenderTarget, spec: CompiledDocument, result: LayoutResult)] = []
            // The first width's decoding, reused at the others where the spec holds in any width.
            var first: CompiledDocument?
            for target in targets {
                // A width's height falls back on its device's; a device target has its own.
                let environment = target.heightFollowsWidth
                    ? spec.overrides(target.overrides, width: target.overrides.width ?? 0) : target.overrides
                let compiled = try SpecSource.compile(spec, CompileOptions(overrides: environment, includesCellContent: includesCellContent),
                                                      reusing: first)
                if first == nil { first = compiled.spec }
                let result = compiled.result
                warningsByWidth.add(WarningReport.render(compiled.warnings), at: target.label)
                if writes {
                    held.append((target, compiled.spec, result))
                } else {
                    try write(compiled.spec, result, target: target, name: name, lines: lines, into: &outcome)
                }
            }
            outcome.warnings = warningsByWidth.lines
            if warnings.asErrors && !outcome.warnings.isEmpty { return outcome }
            for (target, spec, result) in held { try write(spec, result, target: target, name: name, lines: lines, into: &outcome) }
        } catch {
            outcome.failure = error
        }
        return outcome
    }

    /// What render makes of one spec at one width: its golden recorded or compared, its files
    /// in each format and its view in the gallery page. `lines` says where the spec writes its
    /// sections, for the report's annotations.
    func write(_ spec: CompiledDocument, _ result: LayoutResult, target: RenderTarget, name: String, lines: SpecLines,
               into outcome: inout Outcome) throws(CommandFailure) {
        // Formatted once, for the file and the golden alike.
        let json = outputDirectory != nil && formats.contains(.json) ? FramesJSONWriter.write(result) : nil
        if let goldens { outcome.goldens.append(goldens.check(name, target: target, frames: result, json: json, spec: lines)) }
        guard let outputDirectory else { return }
        let label = target.label
        var view = GalleryPage.View(width: label, result: result, files: [])
        for format in formats {
            let file = "\(name)@\(label).\(format.rawValue)"
            let output = (format == .json ? json : nil) ?? format.text(result, title: "\(name) @ \(target.title)", svgLimit: svgLimit)
            try OutputFile.write(output, to: (outputDirectory as NSString).appendingPathComponent(file))
            outcome.written.append(file)
            outcome.bytes += output.utf8.count
            view.files.append(file)
        }
        if case .layout(let layout) = spec { view.rows = GalleryPage.orthogonalRows(layout, result: result, includesCellContent: includesCellContent) }
        outcome.views.append(view)
    }
}
