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
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    public private(set) var contentSize: [Double] = []
    public private(set) var header: [FramesDump.HeaderValue] = []
    public private(set) var scale: Double?
    private var first = true
    private var ended = false
    /// Whether the whole text was read as frames JSON, once `next()` has returned nil.
    public private(set) var complete = false
    /// A number RFC 8259 refuses, where it starts; the scanner stops there.
    public private(set) var failure: FramesFileError?
    /// Whether elements are only checked, not read (`skipElement(writtenAlikeIn:)`): strings are
    /// not made, and a fraction is not converted when it cannot be out of range.
    private var checksOnly = false

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

    /// When the next elements of this dump and of `other` are written in the same bytes (an element
    /// line, up to its line feed): checks this one's as `next()` reads it, without making its
    /// strings or numbers, and moves both past it; returns whether it gives an `id`. Nil, with
    /// neither moved, when the bytes differ or are not one whole element that reads (then read
    /// each with `next()`, which says what is wrong). Two dumps of one layout are compared
    /// without reading their numbers (FrameOutput's `FramesDiff.streaming`).
    public mutating func skipElement(writtenAlikeIn other: inout FramesDumpScanner) -> Bool? {
        guard !ended, !other.ended, first == other.first, let length = lengthOfLine(alikeIn: other) else { return nil }
        let start = index, bytes = bytes
        // The element ends the line, or a comma after it does.
        guard let hasID = skipChecked(through: { $0 == length || ($0 == length - 1 && bytes[start + $0] == UInt8(ascii: ",")) })
        else { return nil }
        other.index += index - start
        other.first = false
        return hasID
    }

    /// When the next element is written as `object` (`{` to `}`, as FrameOutput's JSON writer
    /// writes an element, so that those bytes read back as that element): moves past it and returns
    /// true. False, not moved, when it is written otherwise (then read it with `next()`): frames just
    /// solved compared with a golden as it is scanned (`--expect`), the golden's lines written alike
    /// neither read nor checked again, being the writer's own.
    public mutating func skipElement(writtenAs object: UnsafeBufferPointer<UInt8>) -> Bool {
        let separator = first ? 5 : 6  // `,\n    ` before every element but the first
        let end = index + separator + object.count
        guard !ended, object.count > 0, end < bytes.count, bytes[end] == UInt8(ascii: ",") || bytes[end] == 0x0A,
              sameBytes(bytes.baseAddress! + index, first ? "\n    " : ",\n    ", count: separator),
              sameBytes(bytes.baseAddress! + index + separator, object.baseAddress!, count: object.count) else { return false }
        index = end
        first = false
        return true
    }

    /// Reads the next element as `next()` does, only checking it; keeps it read when `read` accepts
    /// the count of bytes it took, else puts everything back as it was. Whether it gives an `id`.
    private mutating func skipChecked(through read: (Int) -> Bool) -> Bool? {
        // What `next()` may change, kept to be put back (not the whole scanner: its header's arrays
        // would be retained and released at every element).
        let saved = (index, first, ended, complete)
        checksOnly = true
        let entry = next()
        checksOnly = false
        guard let entry, failure == nil, read(index - saved.0) else {
            (index, first, ended, complete) = saved
            failure = nil
            return nil
        }
        return entry.id != nil
    }

    /// Whether the `count` bytes at `a` are those of `literal`.
    private func sameBytes(_ a: UnsafePointer<UInt8>, _ literal: StaticString, count: Int) -> Bool {
        sameBytes(a, literal.utf8Start, count: count)
    }

    /// Whether the `count` bytes at `a` and `b` are the same, eight at a time.
    private func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            guard UnsafeRawPointer(a + offset).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(b + offset).loadUnaligned(as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < count {
            guard a[offset] == b[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// The length of the text from the cursor to the next line feed (the `,` before the next
    /// element, its line feed and indent, the object, the `,` after it) when `other`'s is the same
    /// bytes; nil otherwise.
    private func lengthOfLine(alikeIn other: FramesDumpScanner) -> Int? {
        let here = bytes.baseAddress! + index, there = other.bytes.baseAddress! + other.index
        let available = min(bytes.count - index, other.bytes.count - other.index)
        var offset = 0
        // Eight bytes at a time while they are equal and hold no line feed past the first one.
        let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A, ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let bodyStart = first ? 6 : 7  // past `,\n    {`
        guard available > bodyStart else { return nil }
        for position in 0..<bodyStart where here[position] != there[position] { return nil }
        guard here[bodyStart - 1] == UInt8(ascii: "{") else { return nil }
        offset = bodyStart
        while offset + 8 <= available {
            let word = UnsafeRawPointer(here + offset).loadUnaligned(as: UInt64.self)
            guard word == UnsafeRawPointer(there + offset).loadUnaligned(as: UInt64.self) else { break }
            let masked = word ^ lineFeeds
            if (masked &- ones) & ~masked & highs != 0 { break }
            offset += 8
        }
        while offset < available {
            let byte = here[offset]
            guard byte == there[offset] else { return nil }
            if byte == 0x0A { return offset }
            offset += 1
        }
        return nil
    }

    private var atEnd: Bool { index == bytes.count }

    /// Whether the scanner has already stopped short: the bytes are not frames JSON as this tool
    /// writes it (or hold a refused number), and reading on gives nothing.
    public var stoppedShort: Bool { ended && !complete }

    /// One element object: `{"key": value, ...}` with string, number and `true` values.
    private mutating func entry() -> FramesDump.Entry? {
        guard skip("{") else { return nil }
        var category: String?, kind: String?, id: String?, column: String?
        var section: Int?, item: Int?, zIndex: Int?
        var x = Double.nan, y = Double.nan, width = Double.nan, height = Double.nan
        // The keys read so far, one bit each in `Self.elementKeys`' order: a key given twice is
        // refused, as the general reader refuses it (the same element on one line or on several).
        var seen: UInt16 = 0
        repeat {
            guard skip("\"") else { return nil }
            let keyStart = index
            guard skipPast("\": ") else { return nil }
            let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<index - 3])
            guard let bit = keyIndex(key) else { return nil }
            guard seen & (1 << bit) == 0 else {
                let (line, column) = position(of: keyStart - 1)
                failure = FramesFileError("duplicate key '\(Self.elementKeys[bit])'", line: line, column: column)
                return nil
            }
            seen |= 1 << bit
            switch bit {
            case 0: category = string()
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
        } while failure == nil && skip(", ")
        guard failure == nil, skip("}"), let category, let section, let item, let zIndex,
              !x.isNaN, !y.isNaN, !width.isNaN, !height.isNaN else { return nil }
        return FramesDump.Entry(category: category, kind: kind, section: section, item: item, id: id, column: column,
                                frame: Rect(x: x, y: y, width: width, height: height), zIndex: zIndex)
    }

    /// The keys an element line may hold (Docs/SpecFormat.md, "Output").
    private static let elementKeys: [StaticString] = ["category", "kind", "id", "column", "section", "item", "level", "zIndex",
                                                       "x", "y", "width", "height", "approximate"]

    /// The index of `key` in `elementKeys`, found by its length (one or two candidates each, not
    /// all thirteen tried); nil for a key an element line does not hold.
    private func keyIndex(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let candidates: (Int, Int?)
        switch key.count {
        case 1: candidates = (8, 9)
        case 2: candidates = (2, nil)
        case 4: candidates = (1, 5)
        case 5: candidates = (6, 10)
        case 6: candidates = key.first == UInt8(ascii: "c") ? (3, nil) : key.first == UInt8(ascii: "z") ? (7, nil) : (11, nil)
        case 7: candidates = (4, nil)
        case 8: candidates = (0, nil)
        case 11: candidates = (12, nil)
        default: return nil
        }
        if matches(key, Self.elementKeys[candidates.0]) { return candidates.0 }
        if let other = candidates.1, matches(key, Self.elementKeys[other]) { return other }
        return nil
    }

    private func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard key.count == name.utf8CodeUnitCount else { return false }
        for offset in 0..<key.count where key[offset] != name.utf8Start[offset] { return false }
        return true
    }

    /// A string without escapes (an escape leaves the file to the general reader).
    private mutating func string() -> String? {
        guard skip("\"") else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") || bytes[index] < 0x20 { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return checksOnly ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// A whole number written as digits, with an optional minus, that fits an Int (others, such
    /// as `1e3`, are left to the general reader, which checks that they are whole).
    private mutating func integer() -> Int? {
        numberToken()?.whole
    }

    /// A finite JSON number: whole ones read as digits, the others by the standard library.
    private mutating func number() -> Double? {
        let start = index
        guard let token = numberToken() else { return nil }
        if let whole = token.whole { return Double(whole) }
        // Fewer than 300 digits and no exponent: finite whatever they are.
        if checksOnly, !token.exponent, token.end - start < 300 { return 0 }
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
    private mutating func skip(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        for offset in 0..<length where bytes[index + offset] != literal.utf8Start[offset] { return false }
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
