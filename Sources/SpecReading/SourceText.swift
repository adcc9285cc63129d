/// A source file's bytes as text: refused, with the line and column of the first byte at fault,
/// when larger than `limit` (specs: `DocumentLimits.maximumBytes`) or not UTF-8.
public enum SourceText {
    /// `bytes`: the file's as read (a `Data`), made into the text with one copy when ASCII.
    public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes, limit: Int = DocumentLimits.maximumBytes) throws(DocumentError) -> String {
        // The usual text is ASCII (so UTF-8) and within the limit: checked eight bytes at a time.
        if bytes.count <= limit, bytes.withContiguousStorageIfAvailable({ isASCII(UnsafeRawBufferPointer($0)) }) == true {
            return String(decoding: bytes, as: UTF8.self)
        }
        // Otherwise the scalars are walked to the first byte at fault, for its line and column.
        let bytes = Array(bytes)
        var line = 1, column = 1
        var previousWasCR = false
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            if offset >= limit && offset < bytes.count {
                throw DocumentError(.sourceTooLarge(limit: limit), at: SourcePosition(line: line, column: column))
            }
            switch decoder.decode(&iterator) {
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                throw DocumentError(.notUTF8(byte: bytes[offset], offset: offset), at: SourcePosition(line: line, column: column))
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                // Lines end at LF, CRLF or a lone CR, as the readers count them.
                if scalar == "\n" && previousWasCR {
                    previousWasCR = false
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                    previousWasCR = scalar == "\r"
                } else {
                    column += 1
                    previousWasCR = false
                }
            }
        }
    }

    /// The characters (Unicode scalars) of valid UTF-8 `bytes`: the bytes that are no continuation
    /// byte (10xxxxxx), for a column that counts characters, not bytes.
    static func characters<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Int {
        bytes.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// Whether every byte is below 0x80, eight bytes at a time.
    static func isASCII(_ raw: UnsafeRawBufferPointer) -> Bool {
        var bits: UInt64 = 0
        var offset = 0
        while offset + 8 <= raw.count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < raw.count {
            bits |= UInt64(raw[offset])
            offset += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
