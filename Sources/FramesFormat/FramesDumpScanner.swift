import LayoutEngine

/// Reads frames JSON exactly as this tool writes it (Docs/SpecFormat.md, "Output": the fixed
/// header lines, one flat element object per line, keys in the contract's order or any order,
/// no escapes) in one pass over the bytes, without building a document tree. Anything else, and
/// anything it is not sure of, it leaves to the general JSON reader by returning nil.
/// A number RFC 8259 refuses (`007`, `1.`, `+1`) is an error, not something to be unsure of:
/// `failure` says where, in the general reader's words, so that files too large for that reader
/// get the same positioned error (LayoutCompilation's frames-file reading gives it as SpecReading's
/// `DocumentError`).
/// Elements are read one at a time (`next()`), so that two dumps can be compared as they are read
/// (FrameOutput's `FramesDiff.streaming`).
public struct FramesDumpScanner: FramesDumpStream {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    public private(set) var contentSize: [Double] = []
    public private(set) var header: [FramesDump.HeaderValue] = []
    public private(set) var scale: Double?
    var first = true
    var ended = false
    /// Whether the whole text was read as frames JSON, once `next()` has returned nil.
    public internal(set) var complete = false
    /// A number RFC 8259 refuses, where it starts; the scanner stops there.
    public internal(set) var failure: FramesFileError?
    /// Whether elements are only checked, not read (`skipElement(writtenAlikeIn:)`): strings are
    /// not made, and a fraction is not converted when it cannot be out of range.
    var checksOnly = false
    /// The last element line checked whole, the template the next ones are matched to
    /// (`skipElement(writtenAlikeIn:)`); its numbers are noted as they are checked.
    var checkedLine = CheckedElementLine()

    /// Reads a frames file's header lines (its text from the start through `"elements": [`)
    /// into their values (`FramesDump.header`): nil when they are not a header as this tool writes
    /// it, a failure at the line and column of a wrong value (NaN, garbage, a key given twice).
    /// LayoutCompilation's reads them with the general JSON reader, so that both readers check
    /// and keep the header alike; without one the header is not read.
    public typealias HeaderReader = @Sendable (_ headerText: String) -> Result<[FramesDump.HeaderValue], FramesFileError>?

    /// The dump in `text` when it is frames JSON as this tool writes it; nil otherwise.
    public static func read(_ text: String, readingHeader: HeaderReader? = nil) throws(FramesFileError) -> FramesDump? {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(FramesFileError) in try read(bytes, readingHeader: readingHeader) } }.get()
    }

    /// The dump in `bytes` when they are frames JSON as this tool writes it, read in one pass
    /// without a copy into a String; nil otherwise.
    public static func read(_ bytes: UnsafeRawBufferPointer, readingHeader: HeaderReader? = nil) throws(FramesFileError) -> FramesDump? {
        try read(bytes.bindMemory(to: UInt8.self), readingHeader: readingHeader)
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, readingHeader: HeaderReader?) throws(FramesFileError) -> FramesDump? {
        var scanner = FramesDumpScanner(bytes, readingHeader: readingHeader)
        var entries: [FramesDump.Entry] = []
        entries.reserveCapacity(bytes.count / 120)
        while let entry = scanner.next() { entries.append(entry) }
        if let failure = scanner.failure { throw failure }
        return scanner.complete ? FramesDump(contentSize: scanner.contentSize, entries: entries, scale: scanner.scale,
                                             header: scanner.header) : nil
    }

    /// Reads the header up to the first element of `bytes`, which must outlive the scanner.
    public init(_ bytes: UnsafeRawBufferPointer, readingHeader: HeaderReader? = nil) {
        self.init(bytes.bindMemory(to: UInt8.self), readingHeader: readingHeader)
    }

    /// Reads the header up to the first element; when the bytes are not frames JSON as this tool
    /// writes it, `next()` returns nil at once and the scanner is not `complete`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, readingHeader: HeaderReader?) {
        self.bytes = bytes
        guard skip("{\n  \"format\": \"layout-compile/frames\", \"version\": 1,\n"),
              skip("  \"container\": {\"width\": "), number() != nil, skip(", \"height\": "), number() != nil,
              skip("}, \"scale\": "), let scale = number(),
              skipPast("\n  \"contentSize\": {\"width\": "), let width = number(),
              skip(", \"height\": "), let height = number(), skip("},\n"),
              skipPast("\n  \"elements\": [") else {
            ended = true
            return
        }
        contentSize = [width, height]
        self.scale = scale
        guard readHeader(readingHeader) else {
            ended = true
            return
        }
        if skip("]\n}\n") {
            ended = true
            complete = atEnd
        }
    }

    /// The header lines, from the start up to `"elements": [` (the cursor), read by `reader`
    /// (`HeaderReader`), so that they are checked as any frames file is and kept to be compared.
    /// False when they are not frames JSON as this tool writes it, or hold a wrong value (`failure`).
    private mutating func readHeader(_ reader: HeaderReader?) -> Bool {
        guard let reader else { return true }
        switch reader(String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<index]), as: UTF8.self)) {
        case nil:
            return false
        case .success(let values):
            header = values
            return true
        case .failure(let error):
            failure = error
            return false
        }
    }

    /// The next element; nil at the end of the elements, or at anything unexpected (then not `complete`).
    public mutating func next() -> FramesDump.Entry? {
        guard !ended else { return nil }
        if !first, !skip(",") {
            ended = true
            complete = skip("\n  ]\n}\n") && atEnd
            return nil
        }
        first = false
        guard skip("\n    "), let entry = entry() else {
            ended = true
            return nil
        }
        return entry
    }

    var atEnd: Bool { index == bytes.count }

    /// Whether the scanner has already stopped short: the bytes are not frames JSON as this tool
    /// writes it (or hold a refused number), and reading on gives nothing.
    public var stoppedShort: Bool { ended && !complete }

    /// One element object: `{"key": value, ...}` with string, number and `true` values.
    private mutating func entry() -> FramesDump.Entry? {
        guard skip("{") else { return nil }
        var category: String?, kind: String?, id: String?, column: String?
        var section: Int?, item: Int?, zIndex: Int?
        var x = Double.nan, y = Double.nan, width = Double.nan, height = Double.nan
        // The keys read so far, one bit each (`elementKey(_:)`): a key given twice is refused, as
        // the general reader refuses it (the same element on one line or on several).
        var seen: UInt16 = 0
        repeat {
            let keyStart = index
            guard let bit = elementKey() else { return nil }
            guard seen & (1 << bit) == 0 else {
                let (line, column) = position(of: keyStart)
                let name = Self.elementKey(bit)
                failure = FramesFileError("duplicate key '\(String(decoding: UnsafeBufferPointer(start: name.utf8Start + 1, count: name.utf8CodeUnitCount - 4), as: UTF8.self))'",
                                          line: line, column: column)
                return nil
            }
            seen |= 1 << bit
            let valueStart = index
            switch bit {
            case 0: category = categoryString()
            case 1: guard let value = string() else { return nil }; kind = value
            case 2: guard let value = string() else { return nil }; id = value
            case 3: guard let value = string() else { return nil }; column = value
            case 4: section = integer()
            case 5: item = integer()
            case 6: guard integer() != nil else { return nil }
            case 7: zIndex = integer()
            case 8: guard let value = number() else { return nil }; x = value
            case 9: guard let value = number() else { return nil }; y = value
            case 10: guard let value = number() else { return nil }; width = value
            case 11: guard let value = number() else { return nil }; height = value
            default: guard skip("true") || skip("false") else { return nil }
            }
            if checksOnly, bit >= 8, bit <= 11 { checkedLine.noteFrameComponent(bit - 8, at: valueStart) }
        } while failure == nil && skip(", ")
        guard failure == nil, skip("}"), let category, let section, let item, let zIndex,
              !x.isNaN, !y.isNaN, !width.isNaN, !height.isNaN else { return nil }
        return FramesDump.Entry(category: category, kind: kind, section: section, item: item, id: id, column: column,
                                frame: Rect(x: x, y: y, width: width, height: height), zIndex: zIndex)
    }

    /// The keys an element line may hold (Docs/SpecFormat.md, "Output"), quoted and followed by
    /// `: ` as the writer writes them, by their bit in `entry()`'s set of keys read. A function,
    /// not a table: the literal is a constant where it is compared.
    @inline(__always)
    private static func elementKey(_ bit: Int) -> StaticString {
        switch bit {
        case 0: "\"category\": "
        case 1: "\"kind\": "
        case 2: "\"id\": "
        case 3: "\"column\": "
        case 4: "\"section\": "
        case 5: "\"item\": "
        case 6: "\"level\": "
        case 7: "\"zIndex\": "
        case 8: "\"x\": "
        case 9: "\"y\": "
        case 10: "\"width\": "
        case 11: "\"height\": "
        default: "\"approximate\": "
        }
    }

    /// The key at the cursor, told by its first letter (one or two candidates, not all thirteen
    /// tried) and compared whole with its `": `; its bit (`elementKey(_:)`), the cursor moved past
    /// it. Nil, with the cursor where it was, for a key an element line does not hold.
    private mutating func elementKey() -> Int? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let candidates: (Int, Int?)
        switch bytes[index + 1] {
        case UInt8(ascii: "c"): candidates = (0, 3)
        case UInt8(ascii: "k"): candidates = (1, nil)
        case UInt8(ascii: "i"): candidates = (5, 2)
        case UInt8(ascii: "s"): candidates = (4, nil)
        case UInt8(ascii: "l"): candidates = (6, nil)
        case UInt8(ascii: "z"): candidates = (7, nil)
        case UInt8(ascii: "x"): candidates = (8, nil)
        case UInt8(ascii: "y"): candidates = (9, nil)
        case UInt8(ascii: "w"): candidates = (10, nil)
        case UInt8(ascii: "h"): candidates = (11, nil)
        case UInt8(ascii: "a"): candidates = (12, nil)
        default: return nil
        }
        if skip(Self.elementKey(candidates.0)) { return candidates.0 }
        if let other = candidates.1, skip(Self.elementKey(other)) { return other }
        return nil
    }

    /// A category as the writer writes it (Docs/SpecFormat.md, "Output") given as the constant
    /// text it is, without making a string of its bytes; any other string as `string()` makes it.
    private mutating func categoryString() -> String? {
        guard let range = stringBytes() else { return nil }
        if checksOnly { return "" }
        func written(_ name: StaticString) -> Bool {
            sameBytes(bytes.baseAddress! + range.lowerBound, name.utf8Start, count: name.utf8CodeUnitCount)
        }
        switch range.count {
        case 4 where written("cell"): return "cell"
        case 13 where written("supplementary"): return "supplementary"
        case 10 where written("decoration"): return "decoration"
        case 7 where written("content"): return "content"
        case 6 where written("column"): return "column"
        default: return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    /// A string without escapes (an escape leaves the file to the general reader).
    private mutating func string() -> String? {
        guard let range = stringBytes() else { return nil }
        return checksOnly ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Moves past a string without escapes and gives the range of its bytes between the quotes.
    private mutating func stringBytes() -> Range<Int>? {
        guard skip("\"") else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") || bytes[index] < 0x20 { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return start..<index - 1
    }

    /// A whole number written as digits, with an optional minus, that fits an Int (others, such
    /// as `1e3`, are left to the general reader, which checks that they are whole).
    private mutating func integer() -> Int? {
        let start = index
        let whole = numberToken()?.whole
        if checksOnly, whole != nil { checkedLine.noteNumber(start..<index, whole: true) }
        return whole
    }

    /// A finite JSON number: whole ones read as digits, the others by the standard library.
    mutating func number() -> Double? {
        let start = index
        guard let token = numberToken() else { return nil }
        if let whole = token.whole {
            if checksOnly { checkedLine.noteNumber(start..<index, whole: false) }
            return Double(whole)
        }
        // Fewer than 300 digits and no exponent: finite whatever they are.
        if checksOnly, !token.exponent, token.end - start < 300 {
            checkedLine.noteNumber(start..<index, whole: false)
            return 0
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<token.end]), as: UTF8.self)),
              value.isFinite else { return nil }  // 1e400: the general reader says where
        return value
    }

    /// Moves past the JSON number at the cursor (RFC 8259, section 6:
    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`) and says where it ends, with the value
    /// of an integer that fits an Int (summed as its digits are passed: each number is read once).
    /// Bytes that start a number RFC 8259 refuses set
    /// `failure` with the message the general reader gives, at the number's start; anything else
    /// that is not a number (a string, `null`) is nil without a failure, for the general reader to name.
    private mutating func numberToken() -> (end: Int, whole: Int?, exponent: Bool)? {
        let start = index
        func refuse(_ message: String) -> (end: Int, whole: Int?, exponent: Bool)? {
            if failure == nil {
                let (line, column) = position(of: start)
                failure = FramesFileError(message, line: line, column: column)
            }
            return nil
        }
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "+"): return refuse("unexpected '+', expected a value")
        case UInt8(ascii: "."): return refuse("unexpected '.', expected a value")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
        default: return nil
        }
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let integerStart = index
        var magnitude = 0, fits = true
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            magnitude = magnitude &* 10 &+ Int(digit)
            index += 1
        }
        // At most 18 digits cannot overflow; more are summed again, checked.
        if index - integerStart > 18 {
            magnitude = 0
            for offset in integerStart..<index {
                let (tens, overflowTens) = magnitude.multipliedReportingOverflow(by: 10)
                let (next, overflow) = tens.addingReportingOverflow(Int(bytes[offset] &- UInt8(ascii: "0")))
                fits = fits && !overflowTens && !overflow
                magnitude = next
            }
        }
        guard index > integerStart else { return refuse("invalid number") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            return refuse("invalid number: leading zeros are not allowed")
        }
        var isInteger = true, exponent = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard digits() > 0 else { return refuse("invalid number: digits expected after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            exponent = true
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return refuse("invalid number: digits expected in the exponent") }
        }
        return (index, isInteger && fits ? (negative ? -magnitude : magnitude) : nil, exponent)
    }

    /// The line and column of byte `offset` as the general reader counts them (lines end at LF,
    /// CRLF or a lone CR; columns count characters, not bytes): worked out only for an error.
    private func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var cursor = 0
        while cursor < offset {
            let byte = bytes[cursor]
            if byte == 0x0A || byte == 0x0D {
                line += 1
                column = 1
                cursor += byte == 0x0D && cursor + 1 < offset && bytes[cursor + 1] == 0x0A ? 2 : 1
                continue
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        return (line, column)
    }

    /// Skips `literal` if the bytes at the cursor are it.
    @inline(__always)
    private mutating func skip(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count, sameBytes(bytes.baseAddress! + index, literal.utf8Start, count: length) else { return false }
        index += length
        return true
    }

    /// Moves the cursor just past the next `literal`, if there is one.
    private mutating func skipPast(_ literal: StaticString) -> Bool {
        let first = literal.utf8Start[0]
        while index < bytes.count {
            if bytes[index] == first, skip(literal) { return true }
            index += 1
        }
        return false
    }
}

/// A number in a frames file that RFC 8259 refuses, at its 1-based line and column (lines end at
/// LF, CRLF or a lone CR; columns count characters), in the words the general JSON reader uses.
public struct FramesFileError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int

    public init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
