import Foundation

/// The version `--version` prints.
let version = "0.1.0"

let usage = """
    USAGE: layout-compile SPEC [--device D] [--width W] [--height H] [--scale S] [--design D] [--rtl] [--offset X,Y] [--no-content]
                               [--orthogonal-offset S=X]... [--rect X,Y,W,H] [-o FILE] [--format json|csv|svg]
                               [--expect GOLDEN.json [--tolerance T] [--max-lines N] [--exact] [--report DIR]
                                [--reporter junit:FILE|github]] [--warnings-as-errors] [--max-output-bytes N]

           layout-compile read FILE [-o OUT]
           layout-compile render SPEC... [--out-dir DIR] [--expect-dir GOLDEN [--record]] [--widths W,...] (render --help)
           layout-compile diff A.json B.json [--tolerance T] [--max-lines N] [--exact] [--report DIR] [--reporter R]
           layout-compile swift SPEC [-o Layout.swift] [--name N] [--platform uikit|appkit]
           layout-compile xctest SPEC [--width W]... [--warnings-as-errors] -o LayoutFramesTests.swift
           layout-compile import FILE.swift [--function NAME] [-o SPEC] [--format yaml|json] [--items S=N,...] [--partial]
           layout-compile help [COMMAND]

    Compiles a compositional layout spec (YAML or JSON) into the frame of every element, as UIKit's
    UICollectionViewCompositionalLayout computes them. SPEC is a file, or - for standard input; a
    .swift file is the Swift that builds the layout, read through `import` (Docs/Import.md).
    A SPEC with a top-level `screen:` is a split view whose columns each hold a layout (Docs/Screens.md);
    --width, --height, --scale and --rtl then set its device.

    OPTIONS:
      --device D       a device's screen: size, scale, safe area, idiom, margins and size classes
                       (iPhoneSE, iPhone15…, iPhone16e, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
                       iPhone17, iPhoneAir, iPhone17Pro, iPhone17ProMax, iPad, iPadMini, iPadAir11, iPadAir13,
                       iPadPro11M4, iPadPro13M4, …; Docs/CLI.md, "Devices"); the other flags override it
      --orientation O  portrait (default) or landscape: the device on its side (size swapped, its
                       landscape safe area); turning it by hand with --width and --height is refused
      --width W        container width in points (overrides environment.width; default 390)
      --height H       container height in points (overrides environment.height; default 844)
      --scale S        display scale 1, 2 or 3 (overrides environment.scale; default 3)
      --design D       list design: glass (iOS 26, the default) or classic (iOS 14-18, or iOS 26 with
                       UIDesignRequiresCompatibility); overrides environment.design (Docs/Lists.md)
      --rtl            lay out right to left (environment.layoutDirection: rightToLeft)
      --offset X,Y     the collection view's content offset (environment.contentOffset)
      --orthogonal-offset S=X
                       scroll orthogonal section S to X (repeatable; over the spec's orthogonalOffset)
      --no-content     cells only: leave out the content elements of list cells (images, texts, accessories)
      --rect X,Y,W,H   print only what layoutAttributesForElements(in:) returns for that rectangle
      -o, --output F   write to F (whole, or not at all) instead of standard output
      --format F       json (frames JSON, the default), csv or svg (a picture)
      --max-output-bytes N
                       stop with an error (exit 73, no file written) rather than write more than N
                       bytes (default 1073741824, 1 GiB)
      --svg-limit N    with --format svg: draw at most the first N screens of a long layout, and the
                       viewport (default 20; 0 draws everything)
      --expect G       compare the frames with the golden frames JSON G instead of printing them:
                       prints the differences, exits 1 when there are any (--tolerance T, default 0.001);
                       it takes no -o, --format or --max-output-bytes; its report takes --max-lines N,
                       --exact, --report DIR and --reporter R, as diff does (diff --help)
      --warnings-as-errors
                       fail (exit 65) on warnings: what the spec asks for that UIKit ignores or lays out
                       nothing for (printed as file:line:col: warning: ...; see Docs/CLI.md)
      -h, --help       show this help
      --version        print the version

    SUBCOMMANDS:
      read FILE        print a YAML or JSON document as the JSON of its tree (see read --help)
      render SPEC...   every spec at several widths into a folder, with an HTML gallery (render --help)
      diff A B         compare two frames dumps (diff --help)
      swift SPEC       Swift source building the layout with UIKit (swift --help)
      xctest SPEC      an XCTest checking these frames on real UIKit (xctest --help)
      import FILE      the spec of the layout a Swift file builds (import --help)
      help [COMMAND]   this help, or a subcommand's

    EXIT STATUS: 0 success (warnings included), 1 frames differ from --expect, 2 the --expect golden
    is missing or not a frames dump, 64 usage error, 65 bad spec (or warnings with
    --warnings-as-errors), 66 unreadable spec, 73 unwritable output (or larger than --max-output-bytes).
    """

func fail(_ failure: CommandFailure) -> Never {
    FileHandle.standardError.write(Data((failure.message + "\n").utf8))
    exit(failure.code.rawValue)
}

/// Parses the arguments after a subcommand's name, showing its usage for --help.
func parse(_ parser: ArgumentParser, _ arguments: [String], usage: String) throws(UsageError) -> ArgumentParser.Parsed {
    let parsed = try parser.parse(arguments)
    if parsed.flags.contains("--help") {
        print(usage)
        exit(0)
    }
    return parsed
}

/// The usage text of a subcommand, or of the compiler itself.
func usageText(_ command: String?) -> String? {
    switch command {
    case nil, "compile": return usage
    case "read": return ReadCommand.usage
    case "render": return RenderCommand.usage
    case "diff": return DiffCommand.usage
    case "swift": return SwiftCommand.usage
    case "xctest": return XCTestCommand.usage
    case "import": return ImportCommand.usage
    default: return nil
    }
}

// Past a file-size limit (ulimit -f) a write fails with EFBIG and is reported as exit 73, the
// temporary file removed, instead of the signal ending the process.
signal(SIGXFSZ, SIG_IGN)

let arguments = Array(CommandLine.arguments.dropFirst())
let subcommands: Set = ["read", "render", "diff", "swift", "xctest", "import", "help"]
/// The command a usage error points to the help of.
let helpName = arguments.first.flatMap { subcommands.contains($0) && $0 != "help" ? "layout-compile \($0)" : nil } ?? "layout-compile"
do {
    switch arguments.first {
    case "help":
        guard arguments.count <= 2, let text = usageText(arguments.dropFirst().first) else {
            throw UsageError(message: "help takes one of: read, render, diff, swift, xctest, import (or nothing)")
        }
        print(text)
    case "read":
        try ReadCommand(try parse(ReadCommand.parser, Array(arguments.dropFirst()), usage: ReadCommand.usage)).run()
    case "render":
        let same = try RenderCommand(try parse(RenderCommand.parser, Array(arguments.dropFirst()), usage: RenderCommand.usage)).run()
        exit(same ? ExitCode.success.rawValue : ExitCode.different.rawValue)
    case "swift":
        try SwiftCommand(try parse(SwiftCommand.parser, Array(arguments.dropFirst()), usage: SwiftCommand.usage)).run()
    case "xctest":
        try XCTestCommand(try parse(XCTestCommand.parser, Array(arguments.dropFirst()), usage: XCTestCommand.usage)).run()
    case "import":
        try ImportCommand(try parse(ImportCommand.parser, Array(arguments.dropFirst()), usage: ImportCommand.usage)).run()
    case "diff":
        let same = try DiffCommand(try parse(DiffCommand.parser, Array(arguments.dropFirst()), usage: DiffCommand.usage)).run()
        exit(same ? ExitCode.success.rawValue : ExitCode.different.rawValue)
    default:
        let parsed = try parse(CompileCommand.parser, arguments, usage: usage)
        if parsed.flags.contains("--version") {
            print("layout-compile \(version)")
            exit(0)
        }
        let same = try CompileCommand(parsed).run()
        exit(same ? ExitCode.success.rawValue : ExitCode.different.rawValue)
    }
} catch let error as UsageError {
    fail(error.failure(helpName))
} catch let failure as CommandFailure {
    fail(failure)
} catch {
    fail(CommandFailure(code: .dataError, message: "layout-compile: error: \(error)"))
}
