import Foundation
import LayoutCompilation
import LivePreview
import SpecReading

/// `layout-compile preview SPEC`: the arguments, then LivePreview serves and watches until Ctrl-C.
struct PreviewCommand {
    static let help = CommandHelp(
        name: "preview", summary: "a live viewer on 127.0.0.1 that redraws as the spec is saved",
        synopsis: """
            SPEC [--devices D,... [--orientations portrait,landscape] | --widths W,... [--heights H,...]]
            [--device D [--orientation O]] [--scale S] [--offset X,Y] [--design D] [--port P] [--no-content]
            [--allow-files DIR]...
            """,
        description: """
            Serves a live viewer of SPEC on http://127.0.0.1:P/ (loopback only; P 8080 by default, 0 for
            any free port) and prints its address; it opens nothing itself. The page redraws when SPEC, or
            a layout file its screen's columns name, is saved: what moved since the last save is marked,
            and a spec that stops compiling shows its errors over the last picture that compiled.
            The page draws the spec where render would, side by side: every width (by default
            \(DefaultWidths.listed) pt), or every device in every orientation (render --help). It shows an element's
            frame and index path on hover, steps orthogonal sections through their resting offsets, and
            toggles right to left, the list design and the text size (their "own" is the spec's, or --design's).
            The files a spec names are confined as compile confines them (--allow-files; Docs/CLI.md,
            "Files a spec or project may touch"). Ctrl-C stops it; it writes no files.
            """,
        // render's options that say where and how the spec is drawn, the folders it may read, and the port.
        options: RenderCommand.help.options.filter { option in option.names.contains { drawing.contains($0) } } + [
            .init(names: ["--port"], takesValue: true, valueName: "P", help: "the loopback port to serve on (default 8080; 0 for any free port)"),
        ],
        operands: .specs,
        exitStatus: """
            0 stopped by Ctrl-C (SIGINT) or SIGTERM, 64 usage error, 66 SPEC cannot be read,
            69 the port cannot be listened on (in use).
            """)
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }
    static let drawing: Set = ["--devices", "--orientations", "--widths", "--heights", "--device", "--orientation", "--scale",
                               "--offset", "--design", "--no-content", "--allow-files", "--help"]

    var spec: String
    var views: [PreviewView] = []
    var port: UInt16 = 8080
    var includesCellContent = true
    /// The folders the files a spec names may lie in (`--allow-files`), as compile's.
    var files: FileAccess

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else { throw UsageError(message: "preview takes one SPEC (a file: it is watched)") }
        spec = parsed.positional[0]
        guard spec != "-" else { throw UsageError(message: "preview watches a file; standard input cannot be watched") }
        views = try RenderTarget.parse(parsed, overrides: EnvironmentFlags.overrides(parsed)).map { target in
            PreviewView(label: target.label, overrides: target.overrides, heightFollowsWidth: target.heightFollowsWidth)
        }
        if let number = try parsed.number("--port", in: 0...65_535) {
            guard number == number.rounded() else { throw UsageError(message: "--port expects a whole number") }
            port = UInt16(number)
        }
        includesCellContent = !parsed.flags.contains("--no-content")
        files = try FileAccess(parsed)
    }

    func run() throws(CommandFailure) {
        do throws(SourceFileError) {
            _ = try SpecFiles.bytes(spec, limit: 0, files: files)
        } catch {
            throw CommandFailure(error)
        }
        let preview = LivePreview(spec: spec, files: files, views: views, port: port, includesCellContent: includesCellContent)
        do {
            try preview.run { address in
                LivePreview.say("layout-compile preview: \(address) (Ctrl-C stops)", to: .standardOutput)
            }
        } catch {
            throw CommandFailure(code: .unavailable, message: "layout-compile: error: \(error.message)")
        }
        LivePreview.say("layout-compile preview: stopped", to: .standardOutput)
    }
}
