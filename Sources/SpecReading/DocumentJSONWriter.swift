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
        let chunks = Chunks()
        guard append(node, indent: 0, to: chunks, take) else { return false }
        chunks.append(UInt8(ascii: "\n"))
        return chunks.handOn(take, whenFull: false)
    }

    /// The bytes written since the last chunk was handed on, in a buffer of their own: an append
    /// checks the room left and copies, without an array's uniqueness and capacity checks (most of
    /// `read`'s time past reading is these appends, a few per node).
    final class Chunks {
        static let size = 1 << 16
        /// The bytes written, `storage[0..<count]`.
        private(set) var count = 0
        private var capacity = Chunks.size + 256
        private var storage: UnsafeMutablePointer<UInt8>

        init() { storage = .allocate(capacity: capacity) }

        deinit { storage.deallocate() }

        /// Room for `extra` more bytes at the end, grown (doubled at least) when there is not.
        @inline(__always)
        private func room(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
            if count + extra > capacity { grow(to: count + extra) }
            return storage + count
        }

        private func grow(to needed: Int) {
            capacity = max(needed, 2 * capacity)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            larger.initialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
        }

        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return }
            room(bytes.count).initialize(from: base, count: bytes.count)
            count += bytes.count
        }

        func append(_ text: String) {
            var text = text
            text.withUTF8 { append($0) }
        }

        func append(_ literal: StaticString) {
            append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }

        func append(_ byte: UInt8) {
            room(1).pointee = byte
            count += 1
        }

        /// An integer's decimal digits (the text of a `whole` number), written in place: a sign
        /// and at most 19 digits.
        func append(digitsOf integer: Int) {
            writeDigits(of: integer, at: room(20))
        }

        /// An item of a list that is a whole number, on its own line: the comma after the item
        /// before, the line feed, `indent` spaces and the digits, with room made once (the items
        /// of the densest document, `[0,0,…]`, are all such).
        func appendItem(digitsOf integer: Int, indent: Int, first: Bool) {
            var out = room(indent + 22)
            if !first {
                out.pointee = UInt8(ascii: ",")
                out += 1
            }
            out.pointee = UInt8(ascii: "\n")
            writeSpaces(indent, at: out + 1)
            count = out + 1 + indent - storage
            writeDigits(of: integer, at: out + 1 + indent)
        }

        /// `count` spaces at `out`, where there is room for eight at least: an indent of up to
        /// eight (a document's first four levels) as one store, not a call to fill memory.
        @inline(__always)
        private func writeSpaces(_ count: Int, at out: UnsafeMutablePointer<UInt8>) {
            if count <= 8 {
                UnsafeMutableRawPointer(out).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            } else {
                out.initialize(repeating: UInt8(ascii: " "), count: count)
            }
        }

        /// Writes the digits at `out`, the end of what is written, and counts them.
        @inline(__always)
        private func writeDigits(of integer: Int, at out: UnsafeMutablePointer<UInt8>) {
            // A single digit (every item of the densest document) at once.
            if UInt(bitPattern: integer) < 10 {
                out.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: integer)
                count += 1
                return
            }
            if integer < 0 { out.pointee = UInt8(ascii: "-") }
            count += (integer < 0 ? 1 : 0) + DecimalDigits.write(integer.magnitude, to: integer < 0 ? out + 1 : out)
        }

        /// A line feed and `indent` spaces.
        func newLine(indent: Int) {
            let out = room(max(indent, 8) + 1)
            out.pointee = UInt8(ascii: "\n")
            writeSpaces(indent, at: out + 1)
            count += indent + 1
        }

        /// Hands the chunk on once it is full (or at once); false when `take` refused it.
        func handOn(_ take: (UnsafeRawBufferPointer) -> Bool, whenFull: Bool = true) -> Bool {
            guard !whenFull || count >= Chunks.size else { return true }
            defer { count = 0 }
            return take(UnsafeRawBufferPointer(start: storage, count: count))
        }
    }

    /// False once `take` refused a chunk.
    static func append(_ node: DocumentNode, indent: Int, to out: Chunks, _ take: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        switch node.storage {
        case .null: out.append("null")
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .whole(let integer): out.append(digitsOf: integer)
        case .number(let number, let text):
            if number.isNaN { out.append("null") }
            else if number.isInfinite { out.append(number < 0 ? "-1e999" : "1e999") }
            else if isJSONNumber(text) { out.append(text) }
            else { out.append(decimalDigits(text) ?? formatNumber(number)) }
        case .string(let text): appendString(text, to: out)
        case .array(let items):
            guard !items.isEmpty else {
                out.append("[]")
                return true
            }
            out.append("[")
            // By index, each item passed where it lies, not copied out by an iterator.
            for index in items.indices {
                // A whole number (every item of the densest document) is written here, without a call.
                if case .whole(let integer) = items[index].storage {
                    out.appendItem(digitsOf: integer, indent: indent + 2, first: index == 0)
                } else {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    out.newLine(indent: indent + 2)
                    guard append(items[index], indent: indent + 2, to: out, take) else { return false }
                }
                guard out.handOn(take) else { return false }
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
                appendString(member.key, to: out)
                out.append(": ")
                guard append(member.value, indent: indent + 2, to: out, take), out.handOn(take) else { return false }
            }
            out.newLine(indent: indent)
            out.append("}")
            return true
        }
        return true
    }

    /// A JSON string literal (`jsonString`); one with nothing to escape copied as it is.
    private static func appendString(_ text: String, to out: Chunks) {
        if jsonStringIsVerbatim(text) {
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
