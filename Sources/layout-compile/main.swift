import Foundation

/// The version `--version` prints.
let version = "0.1.0"

let usage = """
    USAGE: layout-compile SPEC [--width W] [--height H] [--scale S] [--rtl] [--offset X,Y]
                               [--orthogonal-offset S=X]... [--rect X,Y,W,H] [-o FILE] [--format json]

           layout-compile read FILE [-o OUT]

    Compiles a compositional layout spec (YAML or JSON) into the frame of every element, as UIKit's
    UICollectionViewCompositionalLayout computes them. SPEC is a file, or - for standard input.

    OPTIONS:
      --width W        container width in points (overrides environment.width; default 390)
      --height H       container height in points (overrides environment.height; default 844)
      --scale S        display scale 1, 2 or 3 (overrides environment.scale; default 3)
      --rtl            lay out right to left (environment.layoutDirection: rightToLeft)
      --offset X,Y     the collection view's content offset (environment.contentOffset)
      --orthogonal-offset S=X
                       scroll orthogonal section S to X (repeatable; over the spec's orthogonalOffset)
      --rect X,Y,W,H   print only what layoutAttributesForElements(in:) returns for that rectangle
      -o, --output F   write to F (whole, or not at all) instead of standard output
      --format json    output format (frames JSON)
      -h, --help       show this help
      --version        print the version

    SUBCOMMANDS:
      read FILE        print a YAML or JSON document as the JSON of its tree (see read --help)

    EXIT STATUS: 0 success, 64 usage error, 65 bad spec, 66 unreadable spec, 73 unwritable output.
    """

func fail(_ failure: CommandFailure) -> Never {
    FileHandle.standardError.write(Data((failure.message + "\n").utf8))
    exit(failure.code.rawValue)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "read" {
        let parsed = try ReadCommand.parser.parse(Array(arguments.dropFirst()))
        if parsed.flags.contains("--help") {
            print(ReadCommand.usage)
            exit(0)
        }
        try ReadCommand(parsed).run()
        exit(0)
    }
    let parsed = try CompileCommand.parser.parse(arguments)
    if parsed.flags.contains("--help") {
        print(usage)
        exit(0)
    }
    if parsed.flags.contains("--version") {
        print("layout-compile \(version)")
        exit(0)
    }
    try CompileCommand(parsed).run()
} catch let error as UsageError {
    fail(CommandFailure(code: .usage, message: "layout-compile: error: \(error.message)\nRun 'layout-compile --help' for usage."))
} catch let failure as CommandFailure {
    fail(failure)
} catch {
    fail(CommandFailure(code: .dataError, message: "layout-compile: error: \(error)"))
}
