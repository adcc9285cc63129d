import Foundation
import FrameOutput
import FramesFormat
import SpecReading

/// Frames files read back from disk (`diff`, `--expect`, `render --expect-dir`): the reading
/// policy. The tool's own frames JSON is scanned from the bytes as they are (`FramesDumpScanner`,
/// any size the tool writes); other JSON is read by the general reader, up to its document limit.
public enum FramesFiles {
    /// The largest frames file read: the command's default `--max-output-bytes` (1 GiB), so that
    /// any file it writes is read back.
    public static let maximumBytes = 1 << 30

    /// A frames file's bytes, read once: a regular file mapped rather than copied (a small one
    /// read: `smallFile`; a FIFO or a device refused unopened, as `SpecFiles.bytes` does),
    /// standard input (`-`, or what cannot be mapped) read to one byte past `maximumBytes`.
    /// The path is opened as `files` allows it (`FileAccess.openForReading`): a golden in its
    /// folder is `named(in:)` it.
    public static func contents(_ path: String, files: FileAccess = FileAccess(),
                                origin: FileAccess.Origin = .commandLine) throws(SourceFileError) -> (data: Data, name: String) {
        if path != "-" {
            let file: (descriptor: Int32, size: Int)
            switch files.openForReading(path, origin: origin, expected: "a frames file") {
            case .success(let opened): file = opened
            case .failure(let problem): throw SourceFileError(file: origin.joined(path), problem: problem)
            }
            defer { close(file.descriptor) }
            if file.size == 0 { return (Data(), origin.joined(path)) }
            if file.size <= smallFile, let data = SpecFiles.readWhole(file.descriptor, count: file.size) { return (data, origin.joined(path)) }
            if let mapped = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), mapped != MAP_FAILED {
                return (Data(bytesNoCopy: mapped, count: file.size, deallocator: .custom { pointer, count in munmap(pointer, count) }),
                        origin.joined(path))
            }
        }
        return try SpecFiles.bytes(path, limit: maximumBytes, expected: "a frames file", files: files, origin: origin)
    }

    /// A file of at most this many bytes is read, not mapped: a golden of a small layout (a few
    /// KB; a golden check reads thousands) costs less as one read(2) than as a mapping faulted in
    /// and unmapped.
    static let smallFile = 1 << 16

    /// The dump in the frames file at `path`.
    public static func load(_ path: String, files: FileAccess = FileAccess()) throws(SourceFileError) -> FramesDump {
        let file = try contents(path, files: files)
        return try dump(file.data, name: file.name)
    }

    /// The dump in a frames file's bytes: the tool's own layout scanned from them as they are,
    /// other JSON decoded and read by the general reader, which takes documents up to 64 MiB
    /// (`DocumentLimits.maximumBytes`): no more than that is decoded for it, so that a large file
    /// in another layout is refused at the limit, not copied whole first.
    public static func dump(_ data: Data, name: String) throws(SourceFileError) -> FramesDump {
        if data.count <= maximumBytes, let dump = try scanned(data, name: name) { return dump }
        let limit = data.count > maximumBytes ? maximumBytes : DocumentLimits.maximumBytes
        let text = try SpecFiles.text(data, name: name, limit: limit)
        do {
            return try FramesDump(parsingJSON: text)
        } catch {
            throw SourceFileError(file: name, problem: .document(error), source: text)
        }
    }

    /// The dump in `data` when it is frames JSON as this tool writes it; nil otherwise. A number
    /// RFC 8259 refuses is an error at its line and column.
    static func scanned(_ data: Data, name: String) throws(SourceFileError) -> FramesDump? {
        let scan = data.withUnsafeBytes { bytes in Result { () throws(DocumentError) in try FramesDump.scanned(bytes) } }
        switch scan {
        case .success(let dump): return dump
        case .failure(let error):
            throw SourceFileError(file: name, problem: .document(error), source: String(decoding: data, as: UTF8.self))
        }
    }

    /// Two frames files compared as both are scanned, when both are frames JSON as this tool
    /// writes them (and no larger than `maximumBytes`); nil otherwise (read them with `dump`).
    public static func diff(scanning old: Data, _ new: Data, tolerance: Double, reporting: FramesDiff.Reporting = .init()) -> FramesDiff? {
        guard old.count <= maximumBytes, new.count <= maximumBytes else { return nil }
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                FramesDiff.streaming(FramesDumpScanner(oldBytes, readingHeader: FramesDump.headerReader),
                                     FramesDumpScanner(newBytes, readingHeader: FramesDump.headerReader), tolerance: tolerance,
                                     reporting: reporting)
            }
        }
    }

    /// The dump frames just solved read back as from their JSON (`json`, when written already):
    /// header and all (`FramesDump.header`), so that a golden of another container width, scroll
    /// direction, content offset or section frame differs. Without `json` the elements' JSON is
    /// not written to be read back: only the header is (`solvedHeader`), and the elements are
    /// taken as their JSON reads back (`FramesDump(frames)`: numbers printed in their shortest
    /// round-trip form read back exactly), which spares a second whole copy.
    public static func solved(_ frames: some LayoutFrames, json: String? = nil) -> FramesDump {
        if let json, let dump = try? FramesDump(json: json) { return dump }
        var dump = FramesDump(frames)
        let header = solvedHeader(frames)
        (dump.contentSize, dump.header, dump.scale) = (header.contentSize, header.header, header.scale)
        return dump
    }

    /// The header of frames just solved as their JSON reads back, elements left out: their
    /// header written and read as any file's header is.
    static func solvedHeader(_ frames: some LayoutFrames) -> FramesDump {
        solvedHeader(document: FramesJSONWriter.headerDocument(frames))
    }

    /// The header of frames just solved, from its document (`FramesJSONWriter.headerDocument`).
    private static func solvedHeader(document: String) -> FramesDump {
        (try? FramesDump(json: document)) ?? FramesDump(contentSize: [], entries: [])
    }

    /// The golden frames file at `golden` against frames just solved, compared as they are made
    /// (`--expect` without an HTML report): a golden in this tool's layout as it is scanned, the
    /// frames' dump written and compared with its bytes as a file is written while they are the
    /// same (`FramesJSONWriter.writtenAlike(_:golden:)`), else each element written as its
    /// JSON line and matched to the golden's bytes
    /// (`FramesDiff.streaming(golden:solved:header:tolerance:)`), so that nothing of either is held
    /// but their differences; another golden read whole and compared with `solved(frames)`. The
    /// golden is opened as `files` allows it from `origin` (`contents`).
    public static func compare(golden: String, frames: some LayoutFrames, tolerance: Double, reporting: FramesDiff.Reporting = .init(),
                               files: FileAccess = FileAccess(), origin: FileAccess.Origin = .commandLine) throws(SourceFileError) -> FramesDiff {
        let file = try contents(golden, files: files, origin: origin)
        let headerDocument = FramesJSONWriter.headerDocument(frames)
        if file.data.count <= maximumBytes, let diff = file.data.withUnsafeBytes({ bytes in
            var (scanner, headerAlike) = scanningHeader(bytes, alikeIn: headerDocument)
            // The frames' dump compared with the golden's bytes as a file is written; from the
            // element where they part, element by element.
            var alikeElements = 0
            if headerAlike {
                switch FramesJSONWriter.writtenAlike(frames, golden: bytes) {
                case .whole(let elements):
                    return FramesDiff.alike(elements: elements, golden: scanner, tolerance: tolerance, reporting: reporting)
                case .prefix(let alikeBytes):
                    alikeElements = scanner.skipElements(writtenBefore: alikeBytes)
                }
            }
            // A golden's header written in the frames' own bytes holds their values: neither is read.
            let header = headerAlike ? FramesDump(contentSize: scanner.contentSize, entries: [], scale: scanner.scale)
                : solvedHeader(document: headerDocument)
            return FramesDiff.streaming(golden: scanner, solved: frames, header: header, alikeElements: alikeElements,
                                        tolerance: tolerance, reporting: reporting)
        }) {
            return diff
        }
        return FramesDiff(try self.dump(file.data, name: file.name), solved(frames), tolerance: tolerance, reporting: reporting)
    }

    /// A golden's scanner that reads its header (`FramesDump.headerReader`) only when it is not
    /// written in the same bytes as `headerDocument`'s, the header of the frames it is compared
    /// with (the writer's own text, so valid); then it keeps no header values (a header read
    /// holds several: the container's, the content size's), and whether so is returned: the two
    /// headers are the same values.
    private static func scanningHeader(_ bytes: UnsafeRawBufferPointer, alikeIn headerDocument: String) -> (FramesDumpScanner, alike: Bool) {
        // The document ends `"elements": []\n}\n`; a header as the scanner takes it, `"elements": [`.
        let solved = Array(headerDocument.utf8.dropLast(4))
        let scanner = FramesDumpScanner(bytes) { text in
            var text = text
            let alike = text.withUTF8 { header in
                solved.withUnsafeBufferPointer { header.count == $0.count && header.elementsEqual($0) }
            }
            return alike ? .success([]) : FramesDump.headerReader(text)
        }
        return (scanner, !scanner.stoppedShort && scanner.header.isEmpty)
    }

    /// The golden frames file at `golden` against frames just solved (`--expect`, `--expect-dir`):
    /// the golden read as any frames file is (another tool's layout, an older one), the frames
    /// as their JSON reads back (`solved`, made once: the HTML diff report draws it too), without
    /// writing it. A golden in this tool's layout is compared as it is scanned, not read whole first.
    public static func compare(golden: String, dump: FramesDump, tolerance: Double, reporting: FramesDiff.Reporting = .init(),
                               files: FileAccess = FileAccess(), origin: FileAccess.Origin = .commandLine) throws(SourceFileError) -> FramesDiff {
        let file = try contents(golden, files: files, origin: origin)
        if file.data.count <= maximumBytes, let diff = file.data.withUnsafeBytes({ bytes in
            FramesDiff.streaming(FramesDumpScanner(bytes, readingHeader: FramesDump.headerReader), FramesDump.Elements(dump),
                                 tolerance: tolerance, reporting: reporting)
        }) {
            return diff
        }
        return FramesDiff(try self.dump(file.data, name: file.name), dump, tolerance: tolerance, reporting: reporting)
    }
}
