import FramesFormat
import LayoutEngine

/// Where written output goes: a file descriptor (`FileSink`, `write(2)` on a file the command
/// opened, or standard output), memory (`MemorySink`). The writers need no Foundation.
public protocol ByteSink: AnyObject {
    /// Takes all of `bytes`, or throws `OutputError.cannotWrite`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError)
    /// Takes the first `count` bytes of a full buffer of `capacity` bytes and returns the buffer
    /// to fill next: by default the same one, written; a sink that writes in the background
    /// (`BackgroundSink`) keeps it and returns another.
    func take(_ buffer: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) throws(OutputError) -> UnsafeMutablePointer<UInt8>
    /// Returns once everything taken is written.
    func drain() throws(OutputError)
}

extension ByteSink {
    public func take(_ buffer: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) throws(OutputError) -> UnsafeMutablePointer<UInt8> {
        try write(UnsafeRawBufferPointer(start: buffer, count: count))
        return buffer
    }

    public func drain() throws(OutputError) {}
}

/// Why output stopped.
public enum OutputError: Error, Equatable {
    /// The output would be longer than `limit` bytes; what was written so far is incomplete.
    case tooLarge(limit: Int)
    /// The sink failed (the system's reason).
    case cannotWrite(String)
}

/// Collects the bytes in memory: for tests and for outputs read back (`--expect`).
public final class MemorySink: ByteSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        self.bytes.append(contentsOf: bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// One reusable byte buffer that writers format into and that is handed to its sink each time it
/// fills: output of any length in bounded memory, with no String built on the way. It counts what
/// it writes and refuses to pass `limit` bytes (the command's `--max-output-bytes`).
/// Not copyable, and passed `inout`: the compiler checks exclusive access, so that no run-time
/// check is paid on every byte.
public struct OutputBuffer: ~Copyable {
    /// Large enough that a write(2) per fill costs nothing next to the formatting.
    public static let capacity = 1 << 20
    /// What a text made in memory starts with (`text(_:)`, a scratch line): a header or a line
    /// fits, and making one allocates no mapping of a megabyte to fault in and unmap (a golden
    /// check makes several for each of thousands of goldens).
    static let textCapacity = 1 << 12
    /// Room every append of one value may take without checking again (a number, a short literal).
    static let slack = 64

    let sink: ByteSink
    public let limit: Int
    /// Where the buffer is full: its capacity and the slack past it.
    private let end: Int
    /// Never one the sink is still writing: it hands back a free one each time it takes one.
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// Made with a streamed output's buffer, else at the first fractional number.
    private var numberTexts: NumberTexts?
    /// Bytes already handed to the sink.
    public private(set) var flushed = 0

    public init(sink: ByteSink, limit: Int = .max) {
        self.init(sink: sink, limit: limit, capacity: OutputBuffer.capacity)
    }

    init(sink: ByteSink, limit: Int = .max, capacity: Int) {
        self.sink = sink
        self.limit = limit
        end = capacity + OutputBuffer.slack
        storage = .allocate(capacity: end)
        // A streamed output has its table of recent numbers from the start (32 KiB beside its
        // megabyte), and copies its whole numbers from it too; a text made in memory (a header,
        // a scratch line, thousands of them in a golden check) makes it at its first fractional
        // number only, and writes whole numbers as digits.
        if capacity >= OutputBuffer.capacity { numberTexts = NumberTexts() }
    }

    deinit {
        storage.deallocate()
        numberTexts?.deallocate()
    }

    /// Everything written so far, flushed or not.
    public var written: Int { flushed + count }

    /// Forgets the bytes buffered and not yet handed to the sink: a scratch buffer that formats one
    /// value at a time to compare its bytes (`FramesDiff.streaming(golden:solved:header:tolerance:)`).
    mutating func clear() {
        count = 0
    }

    /// The bytes buffered and not yet handed to the sink.
    func withBufferedBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: storage, count: count))
    }

    /// Hands the buffered bytes to the sink and waits until all are written.
    public mutating func flush() throws(OutputError) {
        try handOff()
        try sink.drain()
    }

    /// Hands the buffered bytes to the sink, and goes on in the buffer it gives back.
    private mutating func handOff() throws(OutputError) {
        guard count > 0 else { return }
        guard flushed + count <= limit else { throw .tooLarge(limit: limit) }
        storage = try sink.take(storage, count: count, capacity: end)
        flushed += count
        count = 0
    }

    /// Makes room for `bytes` more, handing the buffer over when it is full.
    @inline(__always)
    private mutating func reserve(_ bytes: Int) throws(OutputError) {
        if count + bytes > end { try handOff() }
    }

    @inline(__always)
    public mutating func append(_ byte: UInt8) throws(OutputError) {
        try withRoom(1) { $0.append(byte) }
    }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        if bytes.count > end - OutputBuffer.slack {
            try flush()
            guard flushed + bytes.count <= limit else { throw .tooLarge(limit: limit) }
            try sink.write(bytes)
            flushed += bytes.count
            return
        }
        try reserve(bytes.count)
        if let base = bytes.baseAddress { (storage + count).initialize(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count) }
        count += bytes.count
    }

    /// Makes room for `bytes` more (at most the buffer's capacity) and lets `write` fill at most
    /// that many through a cursor: a row of values of bounded length checked once, not value by
    /// value.
    @inline(__always)
    public mutating func withRoom(_ bytes: Int, _ write: (inout ByteCursor) -> Void) throws(OutputError) {
        assert(bytes <= end, "room for more than the buffer holds")
        try reserve(bytes)
        var cursor = ByteCursor(position: storage + count, numberTexts: numberTexts)
        write(&cursor)
        count = cursor.position - storage
        numberTexts = cursor.numberTexts
    }

    /// A literal, copied whole. Inlined, so that the literal's length is known where it is written
    /// and the copy is a few moves.
    @inline(__always)
    public mutating func append(_ literal: StaticString) throws(OutputError) {
        let length = literal.utf8CodeUnitCount
        guard length <= OutputBuffer.slack else {
            return try append(UnsafeRawBufferPointer(start: literal.utf8Start, count: length))
        }
        try withRoom(length) { $0.append(literal) }
    }

    /// Text as UTF-8, copied from the string's storage when it has one.
    public mutating func append(text: String) throws(OutputError) {
        let length = text.utf8.count
        if length <= OutputBuffer.slack {
            try reserve(length)
            let target = UnsafeMutableBufferPointer(start: storage + count, count: length)
            if text.utf8.withContiguousStorageIfAvailable({ _ = target.initialize(from: $0) }) != nil {
                count += length
                return
            }
        }
        for byte in text.utf8 {
            if count == end { try handOff() }
            storage[count] = byte
            count += 1
        }
    }

    /// An integer as decimal digits (`ByteCursor.append(_:)`).
    @inline(__always)
    public mutating func append(_ value: Int) throws(OutputError) {
        try withRoom(ByteCursor.longestInteger) { $0.append(value) }
    }

    /// A number as frames JSON and CSV print it (`ByteCursor.append(number:)`).
    @inline(__always)
    public mutating func append(number value: Double) throws(OutputError) {
        try withRoom(ByteCursor.longestNumber) { $0.append(number: value) }
    }

    /// A JSON string literal (`jsonString`).
    public mutating func append(jsonString text: String) throws(OutputError) {
        if jsonStringIsVerbatim(text) {
            try append(UInt8(ascii: "\""))
            try append(text: text)
            try append(UInt8(ascii: "\""))
        } else {
            try append(text: FramesFormat.jsonString(text))
        }
    }

    /// Runs `write` into memory and returns the text: for tests, and for the command's `--expect`.
    public static func text(_ write: (inout OutputBuffer) throws(OutputError) -> Void) -> String {
        let sink = MemorySink()
        var buffer = OutputBuffer(sink: sink, capacity: textCapacity)
        // A memory sink never fails and this buffer has no limit: nothing here throws.
        try? write(&buffer)
        try? buffer.flush()
        return sink.text
    }
}

/// The shortest round-trip text of the fractional numbers written lately, by bit pattern: a layout
/// repeats the same widths, heights and column positions, and the standard library's formatting
/// costs more than a copy.
struct NumberTexts {
    /// The longest text of a double ("-1.2345678901234567e-308").
    static let longest = 24
    static let slots = 1024

    /// One block: the slots' keys (bit patterns), then their texts, then their lengths. One
    /// pointer, so that a cursor carries it in a register (`ByteCursor`).
    private let base: UnsafeMutableRawPointer
    private static let textsOffset = slots * 8
    private static let lengthsOffset = textsOffset + slots * longest

    private var keys: UnsafeMutablePointer<UInt64> { base.assumingMemoryBound(to: UInt64.self) }
    private var texts: UnsafeMutablePointer<UInt8> { (base + NumberTexts.textsOffset).assumingMemoryBound(to: UInt8.self) }
    private var lengths: UnsafeMutablePointer<UInt8> { (base + NumberTexts.lengthsOffset).assumingMemoryBound(to: UInt8.self) }

    init() {
        base = .allocate(byteCount: NumberTexts.lengthsOffset + NumberTexts.slots, alignment: 8)
        // No finite value has the bit pattern of a NaN: every slot starts empty.
        base.bindMemory(to: UInt64.self, capacity: NumberTexts.slots).initialize(repeating: Double.nan.bitPattern, count: NumberTexts.slots)
        // Texts and lengths are set slot by slot as they are filled (`fill`), before any is read.
        (base + NumberTexts.textsOffset).bindMemory(to: UInt8.self, capacity: NumberTexts.slots * (NumberTexts.longest + 1))
    }

    func deallocate() {
        base.deallocate()
    }

    /// Writes the text of a finite `value` at `target`, which has room for `longest` bytes;
    /// returns its length. Inlined: a number met lately costs a look-up and three moves.
    @inline(__always)
    func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let bits = value.bitPattern
        let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54)
        if keys[slot] != bits { fill(slot, with: value) }
        // The whole slot in three moves rather than a call to copy its length in bytes.
        let source = UnsafeRawPointer(texts + slot * NumberTexts.longest), destination = UnsafeMutableRawPointer(target)
        for word in 0..<(NumberTexts.longest / 8) {
            destination.storeBytes(of: source.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self), toByteOffset: word * 8, as: UInt64.self)
        }
        return Int(lengths[slot])
    }

    /// Makes `slot` hold the text of `value`: a positive whole number as its digits
    /// (`ByteCursor.append(number:)` sends no other whole one here), any other as the shortest
    /// text that reads back as it.
    private func fill(_ slot: Int, with value: Double) {
        let text = texts + slot * NumberTexts.longest
        let length: Int
        if value >= 1 && value < 1e15 && value.rounded(.towardZero) == value {
            length = DecimalDigits.write(UInt(value), to: text)
        } else {
            var description = value.description
            length = description.withUTF8 { utf8 in
                let length = min(utf8.count, NumberTexts.longest)
                for offset in 0..<length { text[offset] = utf8[offset] }
                return length
            }
        }
        // The slot is copied whole (`write`): the rest of it is set too.
        (text + length).initialize(repeating: 0, count: NumberTexts.longest - length)
        lengths[slot] = UInt8(length)
        keys[slot] = value.bitPattern
    }
}
