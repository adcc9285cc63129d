import Foundation
import LayoutEngine
import LivePreview
import SpecReading
import ViewerPage

/// `layout-compile preview SPEC`: the arguments, then LivePreview serves and watches until Ctrl-C.
struct PreviewCommand {
    static let parser = ArgumentParser(options: [
        .init(names: ["--devices"], takesValue: true),
        .init(names: ["--widths"], takesValue: true),
        .init(names: ["--port"], takesValue: true),
        .init(names: ["--no-content"], takesValue: false),
        .init(names: ["-h", "--help"], takesValue: false),
    ])

    static let usage = """
        USAGE: layout-compile preview SPEC [--devices D,...] [--widths W,...] [--port P] [--no-content]

        Serves a live viewer of SPEC on http://127.0.0.1:P/ (loopback only; P 8080 by default, 0 for
        any free port) and prints its address; it opens nothing itself. The page redraws when SPEC, or
        a layout file its screen's columns name, is saved: what moved since the last save is marked,
        and a spec that stops compiling shows its errors over the last picture that compiled.
        The page draws every device and width side by side (by default the widths render uses,
        320, 390, 744 and 1024 pt), shows an element's frame and index path on hover, steps orthogonal
        sections through their resting offsets, and toggles right to left, the design and the text size.
        Ctrl-C stops it; it writes no files.
        EXIT STATUS: 0 stopped by Ctrl-C (SIGINT) or SIGTERM, 64 usage error, 66 SPEC cannot be read,
        69 the port cannot be listened on (in use).
        """

    /// What the page draws side by side: a device's screen, or a width.
    enum View {
        case device(DevicePreset)
        case width(Double)

        var width: Double {
            switch self {
            case .device(let device): return device.width
            case .width(let width): return width
            }
        }
    }

    var spec: String
    var views: [View] = []
    var port: UInt16 = 8080
    var includesCellContent = true

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else { throw UsageError(message: "preview takes one SPEC (a file: it is watched)") }
        spec = parsed.positional[0]
        guard spec != "-" else { throw UsageError(message: "preview watches a file; standard input cannot be watched") }
        for name in parsed.value("--devices")?.split(separator: ",") ?? [] {
            views.append(.device(try DevicePreset.named(String(name))))
        }
        if let text = parsed.value("--widths") {
            views += try parsed.numbers("--widths", count: nil, text, in: 1...SpecLimits.maximumLength).map(View.width)
        }
        if views.isEmpty { views = RenderCommand.defaultWidths.map(View.width) }
        // Side by side from the narrowest, as the page's width picker lists them.
        views = views.enumerated().sorted { ($0.element.width, $0.offset) < ($1.element.width, $1.offset) }.map(\.element)
        if let number = try parsed.number("--port", in: 0...65_535) {
            guard number == number.rounded() else { throw UsageError(message: "--port expects a whole number") }
            port = UInt16(number)
        }
        includesCellContent = !parsed.flags.contains("--no-content")
    }

    func run() throws(CommandFailure) {
        _ = try SpecSource.bytes(spec, limit: 0)
        let (spec, views, includesCellContent) = (spec, views, includesCellContent)
        let preview = LivePreview(spec: spec, port: port) { settings in
            Self.compile(spec, views: views, settings: settings, includesCellContent: includesCellContent)
        }
        do {
            try preview.run { address in
                FileHandle.standardOutput.write(Data("layout-compile preview: \(address) (Ctrl-C stops)\n".utf8))
            }
        } catch {
            throw CommandFailure(code: .unavailable, message: "layout-compile: error: \(error.message)")
        }
        FileHandle.standardOutput.write(Data("layout-compile preview: stopped\n".utf8))
    }

    /// The seam to the compile path (SpecSource, as compile and render use it): the spec at every
    /// view in the page's settings, or the positioned errors of the first view that fails, and every
    /// file it read. The views are compiled in parallel: a save reaches the page sooner.
    static func compile(_ path: String, views: [View], settings: PreviewSettings, includesCellContent: Bool) -> PreviewCompilation {
        let source: (text: String, name: String, document: DocumentNode)
        do throws(CommandFailure) {
            source = try SpecSource.load(path)
        } catch {
            return PreviewCompilation(specs: [], errors: error.message, files: [path])
        }
        let results = ResultsBox<(view: Result<GalleryPage.View, CommandFailure>, files: [String])>(count: views.count)
        DispatchQueue.concurrentPerform(iterations: views.count) { index in
            var files: [String] = []
            let view = Result { () throws(CommandFailure) in
                try compile(source, view: views[index], settings: settings, includesCellContent: includesCellContent) { files.append($0) }
            }
            results.set(index, (view, files))
        }
        let outcomes = results.all
        let files = Array(Set([path] + outcomes.flatMap(\.files)))
        do throws(CommandFailure) {
            let drawn = try outcomes.map { outcome throws(CommandFailure) in try outcome.view.get() }
            return PreviewCompilation(specs: [(SpecSource.fileName(path), drawn)], errors: nil, files: files)
        } catch {
            return PreviewCompilation(specs: [], errors: error.message, files: files)
        }
    }

    /// One view: the spec in the view's device or width, solved, with its orthogonal rows.
    static func compile(_ source: (text: String, name: String, document: DocumentNode), view: View, settings: PreviewSettings,
                        includesCellContent: Bool, reading: @escaping (String) -> Void) throws(CommandFailure) -> GalleryPage.View {
        var overrides = EnvironmentOverrides()
        overrides.contentSizeCategory = settings.contentSizeCategory
        let label: String
        switch view {
        case .device(let device):
            device.apply(to: &overrides)
            label = device.name
        case .width(let width):
            overrides = RenderCommand.overrides(overrides, width: width, height: nil, specGivesHeight: RenderCommand.givesHeight(source.document))
            label = formatNumber(width)
        }
        let compiled = try SpecSource.decode(source.document, text: source.text, name: source.name, overrides: overrides, reading: reading)
        let result = compiled.solve(includesCellContent: includesCellContent)
        var page = GalleryPage.View(width: label, result: result, files: [])
        if case .layout(let layout) = compiled {
            page.rows = GalleryPage.orthogonalRows(layout, result: result, includesCellContent: includesCellContent)
        }
        return page
    }
}
