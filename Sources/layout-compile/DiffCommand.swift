import Foundation
import FrameOutput
import LayoutEngine
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
        let oldFile = try Self.contents(old), newFile = try Self.contents(new)
        let diff: FramesDiff
        if let scanned = Self.scanning(oldFile.data, newFile.data, tolerance: tolerance) {
            diff = scanned
        } else {
            diff = FramesDiff(try Self.dump(oldFile.data, name: oldFile.name), try Self.dump(newFile.data, name: newFile.name),
                              tolerance: tolerance)
        }
        try OutputFile.writeStandardOutput(diff.report(old: old, new: new))
        return diff.isEmpty
    }

    /// The two files compared as they are scanned, when both are frames JSON as this tool writes
    /// them (and no larger than the default `--max-output-bytes`); nil otherwise.
    static func scanning(_ old: Data, _ new: Data, tolerance: Double) -> FramesDiff? {
        guard old.count <= OutputFile.defaultLimit, new.count <= OutputFile.defaultLimit else { return nil }
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner(newBytes), tolerance: tolerance)
            }
        }
    }

    /// The golden frames file at `golden` against frames just solved (`--expect`, `--expect-dir`):
    /// the golden read as any frames file is (another tool's layout, an older one), the frames
    /// as their JSON reads back (`json`, when written already), header and all: a golden of
    /// another container, scroll direction or section frame differs.
    static func compare(golden: String, frames: some LayoutFrames, json: String? = nil,
                        tolerance: Double) throws(CommandFailure) -> FramesDiff {
        let solved: FramesDump
        do {
            solved = try FramesDump(json: json ?? FramesJSONWriter.write(frames))
        } catch {
            throw CommandFailure(code: .trouble, message: "layout-compile: error: the frames do not read back: \(error.message)")
        }
        return FramesDiff(try load(golden), solved, tolerance: tolerance)
    }

    /// A frames dump from a file; any trouble is exit 2, as diff tools do.
    static func load(_ path: String) throws(CommandFailure) -> FramesDump {
        let file = try contents(path)
        return try dump(file.data, name: file.name)
    }

    /// A frames file's bytes, read once: a regular file mapped rather than copied (a FIFO or a
    /// device refused unopened, as `SpecSource.bytes` does), standard input (or what cannot be
    /// mapped) read to one byte past the default `--max-output-bytes`; any file the tool writes is
    /// read. Nothing to read is trouble (exit 2).
    static func contents(_ path: String) throws(CommandFailure) -> (data: Data, name: String) {
        if path != "-", case .success(let file) = FileAccess.openRegularFile(path, expected: "a frames file") {
            defer { close(file.descriptor) }
            if file.size == 0 { return (Data(), path) }
            if let mapped = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), mapped != MAP_FAILED {
                return (Data(bytesNoCopy: mapped, count: file.size, deallocator: .custom { pointer, count in munmap(pointer, count) }), path)
            }
        }
        return try asTrouble { () throws(CommandFailure) in
            try SpecSource.bytes(path, limit: OutputFile.defaultLimit, expected: "a frames file")
        }
    }

    /// The dump in a frames file's bytes: the tool's own layout scanned from them as they are,
    /// other JSON decoded and read by the general reader, which takes documents up to 64 MiB
    /// (`DocumentLimits.maximumBytes`): no more than that is decoded for it, so that a large file
    /// in another layout is refused at the limit, not copied whole first.
    static func dump(_ data: Data, name: String) throws(CommandFailure) -> FramesDump {
        if data.count <= OutputFile.defaultLimit, let dump = try scanned(data, name: name) { return dump }
        let limit = data.count > OutputFile.defaultLimit ? OutputFile.defaultLimit : DocumentLimits.maximumBytes
        let text = try asTrouble { () throws(CommandFailure) in try SpecSource.text(data, name: name, limit: limit) }
        do {
            return try FramesDump(parsingJSON: text)
        } catch {
            throw CommandFailure(code: .trouble, message: error.rendered(file: name, source: text))
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

    /// A failure reading a frames file is trouble (exit 2), as diff tools report it.
    private static func asTrouble<T>(_ body: () throws(CommandFailure) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(code: .trouble, message: error.message)
        }
    }
}
