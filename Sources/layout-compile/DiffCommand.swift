import FrameOutput
import LayoutCompilation

/// `layout-compile diff A.json B.json [--tolerance T]`: exit 0 same, 1 different, 2 trouble.
struct DiffCommand {
    static let parser = ArgumentParser(options: [
        .init(names: ["--tolerance"], takesValue: true),
        .init(names: ["-h", "--help"], takesValue: false),
    ])

    static let usage = """
        USAGE: layout-compile diff A.json B.json [--tolerance 0.001]

        Compares two frames dumps. Elements are matched by (category, kind, section, item), or by id
        when both dumps name them; added, removed and moved or resized elements are listed with
        old -> new and the change, and the unchanged ones counted.
        EXIT STATUS: 0 the same, 1 different, 2 trouble (a file missing or not a frames dump),
        64 usage error (not two files, - for both, a bad --tolerance).
        """

    static let defaultTolerance = 0.001

    var old: String
    var new: String
    var tolerance: Double

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 2 else { throw UsageError(message: "diff expects two frames files, A and B") }
        old = parsed.positional[0]
        new = parsed.positional[1]
        guard old != "-" || new != "-" else {
            throw UsageError(message: "diff reads standard input (-) once: it can be A or B, not both")
        }
        tolerance = try parsed.number("--tolerance", in: 0...1_000) ?? Self.defaultTolerance
    }

    /// Returns whether the dumps are the same; prints the report either way.
    func run() throws(CommandFailure) -> Bool {
        // Each file is read once, then compared as both are scanned when both are the tool's own
        // frames, else read into dumps (the scanner for the tool's own, the general reader for others).
        let diff = try Self.asTrouble { () throws(SourceFileError) in
            let oldFile = try FramesFiles.contents(old), newFile = try FramesFiles.contents(new)
            if let scanned = FramesFiles.diff(scanning: oldFile.data, newFile.data, tolerance: tolerance) { return scanned }
            return FramesDiff(try FramesFiles.dump(oldFile.data, name: oldFile.name),
                              try FramesFiles.dump(newFile.data, name: newFile.name), tolerance: tolerance)
        }
        try OutputFile.writeStandardOutput(diff.report(old: old, new: new))
        return diff.isEmpty
    }

    /// The golden frames file at `golden` against frames just solved (`--expect`, `--expect-dir`;
    /// `FramesFiles.compare`); a golden that cannot be read is trouble (exit 2).
    static func compare(golden: String, frames: some LayoutFrames, tolerance: Double) throws(CommandFailure) -> FramesDiff {
        try asTrouble { () throws(SourceFileError) in try FramesFiles.compare(golden: golden, frames: frames, tolerance: tolerance) }
    }

    /// A failure reading a frames file is trouble (exit 2), as diff tools report it.
    private static func asTrouble<T>(_ body: () throws(SourceFileError) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(code: .trouble, message: error.message)
        }
    }
}
