import Foundation
import FrameOutput
import SpecReading

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
        64 usage error (not two files, a bad --tolerance).
        """

    static let defaultTolerance = 0.001

    var old: String
    var new: String
    var tolerance: Double

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 2 else { throw UsageError(message: "diff expects two frames files, A and B") }
        old = parsed.positional[0]
        new = parsed.positional[1]
        tolerance = try parsed.number("--tolerance", in: 0...1_000) ?? Self.defaultTolerance
    }

    /// Returns whether the dumps are the same; prints the report either way.
    func run() throws(CommandFailure) -> Bool {
        let diff: FramesDiff
        if let scanned = scanned(old, new) {
            diff = scanned
        } else {
            diff = FramesDiff(try Self.load(old), try Self.load(new), tolerance: tolerance)
        }
        try OutputFile.writeStandardOutput(diff.report(old: old, new: new))
        return diff.isEmpty
    }

    /// The two files compared as they are read (mapped, not copied), when both are frames JSON as
    /// this tool writes them; nil otherwise.
    func scanned(_ old: String, _ new: String) -> FramesDiff? {
        guard let oldData = Self.mapped(old), let newData = Self.mapped(new) else { return nil }
        return oldData.withUnsafeBytes { oldBytes in
            newData.withUnsafeBytes { newBytes in FramesDiff.scanning(oldBytes, newBytes, tolerance: tolerance) }
        }
    }

    /// A file's bytes mapped rather than copied, when it is a file no larger than the default
    /// `--max-output-bytes`; nil for standard input and for anything that cannot be mapped.
    static func mapped(_ path: String) -> Data? {
        guard path != "-", let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped),
              data.count <= OutputFile.defaultLimit else { return nil }
        return data
    }

    /// The golden frames file at `golden` against frames JSON just written (`--expect`, `--expect-dir`).
    static func compare(golden: String, frames: String, tolerance: Double) throws(CommandFailure) -> FramesDiff {
        let expected = try load(golden)
        do {
            return FramesDiff(expected, try FramesDump(json: frames), tolerance: tolerance)
        } catch {
            throw CommandFailure(code: .trouble, message: "layout-compile: error: cannot read back the frames: \(error.message)")
        }
    }

    /// A frames dump from a file; any trouble is exit 2, as diff tools do. Any file the tool
    /// writes is read: up to the default `--max-output-bytes`.
    static func load(_ path: String) throws(CommandFailure) -> FramesDump {
        // The tool's own frames are scanned straight from the file's bytes, mapped rather than copied.
        if let data = mapped(path), let dump = try scanned(data, name: path) {
            return dump
        }
        let text: String
        do {
            text = try SpecSource.read(path, limit: OutputFile.defaultLimit).text
        } catch {
            throw CommandFailure(code: .trouble, message: error.message)
        }
        do {
            return try FramesDump(json: text)
        } catch {
            throw CommandFailure(code: .trouble, message: error.rendered(file: path, source: text))
        }
    }

    /// The dump in `data` when it is frames JSON as this tool writes it; nil otherwise. A number
    /// RFC 8259 refuses is trouble (exit 2) at its line and column.
    static func scanned(_ data: Data, name: String) throws(CommandFailure) -> FramesDump? {
        let scan = data.withUnsafeBytes { bytes in Result { () throws(DocumentError) in try FramesDump.scanned(bytes) } }
        switch scan {
        case .success(let dump): return dump
        case .failure(let error):
            throw CommandFailure(code: .trouble, message: error.rendered(file: name, source: String(decoding: data, as: UTF8.self)))
        }
    }
}
