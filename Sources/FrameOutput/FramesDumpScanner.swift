import LayoutEngine

/// Reads frames JSON exactly as this tool writes it (Docs/SpecFormat.md, "Output": the fixed
/// header lines, one flat element object per line, keys in the contract's order or any order,
/// no escapes) in one pass over the bytes, without building a document tree. Anything else, and
/// anything it is not sure of, it leaves to the general JSON reader by returning nil.
/// Elements are read one at a time (`next()`), so that two dumps can be compared as they are read.
struct FramesDumpScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private(set) var contentSize: [Double] = []
    private var first = true
    private var ended = false
    /// Whether the whole text was read as frames JSON, once `next()` has returned nil.
    private(set) var complete = false

    static func read(_ text: String) -> FramesDump? {
        var text = text
        return text.withUTF8 { read($0) }
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> FramesDump? {
        guard var scanner = FramesDumpScanner(bytes) else { return nil }
        var entries: [FramesDump.Entry] = []
        entries.reserveCapacity(bytes.count / 120)
        while let entry = scanner.next() { entries.append(entry) }
        return scanner.complete ? FramesDump(contentSize: scanner.contentSize, entries: entries) : nil
    }

    /// Reads the header up to the first element; nil when the bytes are not frames JSON as this tool writes it.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        guard skip("{\n  \"format\": \"layout-compile/frames\", \"version\": 1,\n"),
              skipPast("\n  \"contentSize\": {\"width\": "), let width = number(),
              skip(", \"height\": "), let height = number(), skip("},\n"),
              skipPast("\n  \"elements\": [") else { return nil }
        contentSize = [width, height]
        if skip("]\n}\n") {
            ended = true
            complete = atEnd
        }
    }

    /// The next element; nil at the end of the elements, or at anything unexpected (then not `complete`).
    mutating func next() -> FramesDump.Entry? {
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

    private var atEnd: Bool { index == bytes.count }

    /// One element object: `{"key": value, ...}` with string, number and `true` values.
    private mutating func entry() -> FramesDump.Entry? {
        guard skip("{") else { return nil }
        var category: String?, kind: String?, id: String?, column: String?
        var section: Int?, item: Int?, zIndex: Int?
        var x = Double.nan, y = Double.nan, width = Double.nan, height = Double.nan
        repeat {
            guard skip("\"") else { return nil }
            let keyStart = index
            guard skipPast("\": ") else { return nil }
            let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<index - 3])
            switch key.count {
            case 1 where key[0] == UInt8(ascii: "x"): guard let value = number() else { return nil }; x = value
            case 1 where key[0] == UInt8(ascii: "y"): guard let value = number() else { return nil }; y = value
            default:
                if matches(key, "category") { category = string() }
                else if matches(key, "kind") { guard let value = string() else { return nil }; kind = value }
                else if matches(key, "id") { guard let value = string() else { return nil }; id = value }
                else if matches(key, "column") { guard let value = string() else { return nil }; column = value }
                else if matches(key, "section") { section = integer() }
                else if matches(key, "item") { item = integer() }
                else if matches(key, "level") { guard integer() != nil else { return nil } }
                else if matches(key, "zIndex") { zIndex = integer() }
                else if matches(key, "width") { guard let value = number() else { return nil }; width = value }
                else if matches(key, "height") { guard let value = number() else { return nil }; height = value }
                else if matches(key, "approximate") { guard skip("true") || skip("false") else { return nil } }
                else { return nil }
            }
        } while skip(", ")
        guard skip("}"), let category, let section, let item, let zIndex,
              !x.isNaN, !y.isNaN, !width.isNaN, !height.isNaN else { return nil }
        return FramesDump.Entry(category: category, kind: kind, section: section, item: item, id: id, column: column,
                                frame: Rect(x: x, y: y, width: width, height: height), zIndex: zIndex)
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
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// A whole number written as digits, with an optional minus, that fits an Int.
    private mutating func integer() -> Int? {
        let negative = skip("-")
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let (tens, overflowTens) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow) = tens.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
            guard !overflowTens, !overflow else { return nil }
            value = next
            index += 1
        }
        guard index > start, index < bytes.count, !isNumberByte(bytes[index]) else { return nil }
        return negative ? -value : value
    }

    /// A finite JSON number: whole ones read as digits, the others by the standard library.
    private mutating func number() -> Double? {
        let start = index
        if let whole = integer() { return Double(whole) }
        index = start
        while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
        guard index > start, let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)),
              value.isFinite else { return nil }  // 1e400: the general reader says where
        return value
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
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
