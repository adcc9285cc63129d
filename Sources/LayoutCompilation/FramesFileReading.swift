import FramesFormat
import LayoutEngine
import SpecReading

/// Reading a frames file (Docs/SpecFormat.md, "Output") into the dump it holds, with positioned errors:
/// a dump is input too. What this tool writes is read by `FramesDumpScanner`, in one pass at any
/// size; other JSON by the general reader, which checks every number and says where one is wrong.
extension FramesDump {
    /// The dump in `bytes` when they are frames JSON as this tool writes it, read in one pass
    /// without a copy into a String; nil otherwise (read those with `init(parsingJSON:)`). A number
    /// RFC 8259 refuses is an error at its line and column, whatever the size of the file.
    public static func scanned(_ bytes: UnsafeRawBufferPointer) throws(DocumentError) -> FramesDump? {
        do {
            return try FramesDumpScanner.read(bytes, readingHeader: FramesDump.headerReader)
        } catch {
            throw DocumentError(error)
        }
    }

    /// Reads frames JSON (Docs/SpecFormat.md, "Output"); anything else is an error saying what is missing.
    /// What this tool writes is read by a scanner made for it, in one pass at any size; other
    /// JSON by the general reader, which checks every number and says where one is wrong.
    public init(json text: String) throws(DocumentError) {
        let scanned: FramesDump?
        do {
            scanned = try FramesDumpScanner.read(text, readingHeader: FramesDump.headerReader)
        } catch {
            throw DocumentError(error)
        }
        if let scanned {
            self = scanned
            return
        }
        try self.init(parsingJSON: text)
    }

    /// Reads frames JSON with the general reader only: for text `scanned` has left to it (a
    /// document up to `DocumentLimits.maximumBytes`). A reference case (a `spec` and the frames
    /// UIKit gave it under `expected`: Tests/ConformanceTests/Fixtures, `xctest --record`) reads
    /// as the dump of its expected frames (Docs/SwiftGeneration.md, "Recording UIKit's frames").
    public init(parsingJSON text: String) throws(DocumentError) {
        var root = try JSONReader.read(text)
        var referenceCase = false
        if root["format"] == nil, root["spec"] != nil, let expected = root["expected"] {
            root = expected
            referenceCase = true
        } else {
            guard case .string("layout-compile/frames")? = root["format"]?.value else {
                throw DocumentError(.notAFramesDump, at: root.position)
            }
            // A version this tool does not write may mean anything: refused, not compared.
            if let version = root["version"] {
                guard case .number(1, _) = version.value else {
                    let written = if case .number(_, let text) = version.value { text } else { version.typeName }
                    throw DocumentError(.unsupportedFramesVersion(written), at: version.position)
                }
            }
        }
        // Every number is checked, as in a spec: a dump is input too.
        func number(_ node: DocumentNode?, _ what: String, at position: SourcePosition) throws(DocumentError) -> Double {
            guard case .number(let value, _)? = node?.value else { throw DocumentError(.numberExpected(what, .any), at: position) }
            guard value.isFinite else { throw DocumentError(.numberExpected(what, .finite), at: node?.position ?? position) }
            return value
        }
        func wholeNumber(_ node: DocumentNode?, _ what: String, at position: SourcePosition) throws(DocumentError) -> Int {
            // Written as an integer, read exactly (a layout's own boundary items have item Int.max).
            if case .number(_, let text)? = node?.value, let exact = Int(text) { return exact }
            let value = try number(node, what, at: position)
            guard value == value.rounded(), abs(value) <= FramesDump.largestWholeNumber else {
                throw DocumentError(.numberExpected(what, .whole), at: node?.position ?? position)
            }
            return Int(value)
        }
        let size = root["contentSize"]
        // A case's content size is [width, height], or null where it was not recorded: read as 0 × 0.
        var contentSize: [Double] = [0, 0]
        if !referenceCase {
            contentSize = [try number(size?["width"], "contentSize.width", at: root.position),
                           try number(size?["height"], "contentSize.height", at: root.position)]
        } else if case .array(let pair)? = size?.value, pair.count == 2 {
            contentSize = [try number(pair[0], "contentSize[0]", at: root.position), try number(pair[1], "contentSize[1]", at: root.position)]
        } else if size?.value != .null {
            throw DocumentError(.contentSizeExpected, at: size?.position ?? root.position)
        }
        guard case .array(let elements)? = root["elements"]?.value else {
            throw DocumentError(.elementsMissing, at: root.position)
        }
        var entries: [Entry] = []
        for node in elements {
            guard case .string(let category)? = node["category"]?.value else {
                throw DocumentError(.elementWithoutCategory, at: node.position)
            }
            var kind: String?
            if case .string(let text)? = node["kind"]?.value { kind = text }
            var id: String?
            if case .string(let text)? = node["id"]?.value { id = text }
            var column: String?
            if case .string(let text)? = node["column"]?.value { column = text }
            let section = try wholeNumber(node["section"], "section", at: node.position)
            let item = try wholeNumber(node["item"], "item", at: node.position)
            let frame = Rect(x: try number(node["x"], "x", at: node.position), y: try number(node["y"], "y", at: node.position),
                             width: try number(node["width"], "width", at: node.position),
                             height: try number(node["height"], "height", at: node.position))
            // A case's zIndex is null where it was not recorded: read as 0.
            let zIndex = referenceCase && node["zIndex"]?.value == .null ? 0 : try wholeNumber(node["zIndex"], "zIndex", at: node.position)
            entries.append(Entry(category: category, kind: kind, section: section, item: item, id: id, column: column,
                                 frame: frame, zIndex: zIndex))
        }
        var scale: Double?
        if case .number(let value, _)? = root["scale"]?.value, value.isFinite, value > 0 { scale = value }
        self.init(contentSize: contentSize, entries: entries, scale: scale, header: try Self.header(of: root))
    }

    /// The header of a frames document, every member but `format`, `version`, `contentSize` and
    /// `elements` (read on their own), flattened to paths; every number finite, as elsewhere in a
    /// dump. Both readers read the header so: the scanner hands it to the general reader.
    static func header(of root: DocumentNode) throws(DocumentError) -> [HeaderValue] {
        var values: [HeaderValue] = []
        func flatten(_ node: DocumentNode, _ path: String) throws(DocumentError) {
            switch node.value {
            case .number(let value, _):
                guard value.isFinite else { throw DocumentError(.numberExpected(path, .finite), at: node.position) }
                // A section's index is whole in the sections header, as in an element.
                if path.hasSuffix("].section") || path == "section", value != value.rounded() || abs(value) > FramesDump.largestWholeNumber {
                    throw DocumentError(.numberExpected(path, .whole), at: node.position)
                }
                values.append(HeaderValue(path: path, number: value))
            case .object(let members):
                for member in members { try flatten(member.value, path.isEmpty ? member.key : "\(path).\(member.key)") }
            case .array(let elements):
                for (index, element) in elements.enumerated() { try flatten(element, "\(path)[\(index)]") }
            case .string(let text): values.append(HeaderValue(path: path, text: "\"\(text)\""))
            case .bool(let flag): values.append(HeaderValue(path: path, text: flag ? "true" : "false"))
            case .null: values.append(HeaderValue(path: path, text: "null"))
            }
        }
        guard case .object(let members) = root.value else { return [] }
        for member in members where !["format", "version", "contentSize", "elements"].contains(member.key) {
            try flatten(member.value, member.key)
        }
        return values
    }
}

extension FramesDump {
    /// The scanner's header reader (`FramesDumpScanner.HeaderReader`): the header lines closed
    /// with `]}` and read by the general reader, so that they are checked as any frames file is,
    /// at the same line and column; an error where the closing was added means the lines are not
    /// a header as this tool writes it (nil: the general reader reads the file).
    @Sendable public static func headerReader(_ text: String) -> Result<[HeaderValue], FramesFileError>? {
        do throws(DocumentError) {
            return .success(try header(of: try JSONReader.read(text + "]}")))
        } catch {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let closing = (line: lines.count, column: (lines.last?.count ?? 0) + 1)
            guard (error.position.line, error.position.column) < closing else { return nil }
            return .failure(FramesFileError(error.message, line: error.position.line, column: error.position.column))
        }
    }
}

extension DocumentError {
    /// The scanner's refusal of a number, in the words and at the place the general reader gives.
    init(_ error: FramesFileError) {
        self.init(.framesScanner(message: error.message), at: SourcePosition(line: error.line, column: error.column))
    }
}
