import FramesFormat

/// The JSON of a document tree, as `layout-compile read` prints it: what anchors, aliases and merge
/// keys became. Numbers keep the text they were written as when it is valid JSON, else print as
/// a decimal integer with its digits (`+1` and `017`, integers of the YAML core schema, as `1` and
/// `17`), another as its value in shortest round-trip form; YAML's `.inf` as `1e999` (`-1e999`),
/// JSON that every reader reads back as infinity, and `.nan`, which no JSON number is, as `null`
/// (Docs/CLI.md, "read"). Written as bytes
/// in chunks as the tree is walked (`write(_:to:)`), so that a large document's JSON is never held
/// whole beside it.
public enum DocumentJSONWriter {
    /// The whole JSON as text (tests, the importer's comparisons of small values).
    public static func write(_ node: DocumentNode) -> String {
        var text: [UInt8] = []
        write(node) { chunk in
            text.append(contentsOf: chunk)
            return true
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Hands the JSON to `take` a chunk of about `Chunks.size` bytes at a time, in order, until
    /// `take` returns false (its output failed); returns whether every chunk was taken. Not generic
    /// over an error type, so that the command's call runs specialized code.
    @discardableResult
    public static func write(_ node: DocumentNode, to take: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var chunks = Chunks()
        guard append(node, indent: 0, to: &chunks, take) else { return false }
        chunks.bytes.append(UInt8(ascii: "\n"))
        return chunks.handOn(take, whenFull: false)
    }

    /// The bytes written since the last chunk was handed on.
    struct Chunks {
        static let size = 1 << 16
        var bytes: [UInt8] = []

        init() { bytes.reserveCapacity(Chunks.size + 256) }

        mutating func append(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func append(_ literal: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }

        mutating func append(_ byte: UInt8) {
            bytes.append(byte)
        }

        /// An integer's decimal digits (the text of a `whole` number, at most
        /// `WholeNumber.maximumDigits` of them), written in place.
        mutating func append(digitsOf integer: Int) {
            if integer < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = integer.magnitude
            var divisor: UInt = 1
            while divisor <= magnitude / 10 { divisor *= 10 }
            repeat {
                bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
                magnitude %= divisor
                divisor /= 10
            } while divisor > 0
        }

        /// A line feed and the indent of a document as deep as the readers read (2 spaces a level
        /// of `DocumentLimits.maximumDepth`), copied as far as a line needs (a YAML alias may nest
        /// deeper: spaces past these are added one by one).
        private static let lineStart: [UInt8] = [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 2 * DocumentLimits.maximumDepth)

        mutating func newLine(indent: Int) {
            Self.lineStart.withUnsafeBufferPointer { line in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[0..<min(indent + 1, line.count)]))
            }
            for _ in Self.lineStart.count..<max(indent + 1, Self.lineStart.count) { bytes.append(UInt8(ascii: " ")) }
        }

        /// Hands the chunk on once it is full (or at once); false when `take` refused it.
        mutating func handOn(_ take: (UnsafeRawBufferPointer) -> Bool, whenFull: Bool = true) -> Bool {
            guard !whenFull || bytes.count >= Chunks.size else { return true }
            defer { bytes.removeAll(keepingCapacity: true) }
            return bytes.withUnsafeBytes(take)
        }
    }

    /// False once `take` refused a chunk.
    static func append(_ node: DocumentNode, indent: Int, to out: inout Chunks, _ take: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        switch node.storage {
        case .null: out.append("null")
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .whole(let integer): out.append(digitsOf: integer)
        case .number(let number, let text):
            if number.isNaN { out.append("null") }
            else if number.isInfinite { out.append(number < 0 ? "-1e999" : "1e999") }
            else if isJSONNumber(text) { out.append(text) }
            else { out.append(decimalDigits(text) ?? formatNumber(number)) }
        case .string(let text): appendString(text, to: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out.append("[]")
                return true
            }
            out.append("[")
            // By index, each item passed where it lies, not copied out by an iterator.
            for index in items.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.newLine(indent: indent + 2)
                guard append(items[index], indent: indent + 2, to: &out, take), out.handOn(take) else { return false }
            }
            out.newLine(indent: indent)
            out.append("]")
            return true
        case .object(let members):
            guard !members.isEmpty else {
                out.append("{}")
                return true
            }
            out.append("{")
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(",") }
                out.newLine(indent: indent + 2)
                appendString(member.key, to: &out)
                out.append(": ")
                guard append(member.value, indent: indent + 2, to: &out, take), out.handOn(take) else { return false }
            }
            out.newLine(indent: indent)
            out.append("}")
            return true
        }
        return true
    }

    /// A JSON string literal (`jsonString`); one with nothing to escape copied as it is.
    private static func appendString(_ text: String, to out: inout Chunks) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out.append("\"")
            out.append(text)
            out.append("\"")
        } else {
            out.append(jsonString(text))
        }
    }

    /// A decimal integer of the YAML core schema (`+1`, `017`, `-007`) as JSON writes it: every
    /// digit kept (a Double would round 30 of them), without the plus or the leading zeros.
    private static func decimalDigits(_ text: String) -> String? {
        let negative = text.hasPrefix("-")
        let digits = text.drop { $0 == "+" || $0 == "-" }
        guard text.count - digits.count <= 1, !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
        let significant = digits.drop { $0 == "0" }
        return significant.isEmpty ? "0" : (negative ? "-" : "") + significant
    }

    /// Whether `text` is a number as JSON writes it (RFC 8259, section 6:
    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`), checked on its bytes.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        var byte = bytes.next()
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        /// Moves past a run of digits; false when there is none.
        func digits() -> Bool {
            guard isDigit(byte) else { return false }
            while isDigit(byte) { byte = bytes.next() }
            return true
        }
        if byte == UInt8(ascii: "-") { byte = bytes.next() }
        if byte == UInt8(ascii: "0") {
            byte = bytes.next()
        } else if !digits() {
            return false
        }
        if byte == UInt8(ascii: ".") {
            byte = bytes.next()
            guard digits() else { return false }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = bytes.next()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = bytes.next() }
            guard digits() else { return false }
        }
        return byte == nil
    }
}
