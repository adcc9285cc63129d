#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares what is written with the bytes expected, instead of keeping it: frames checked
/// against a golden written in the very bytes the writer writes (`--expect`, the golden check;
/// `FramesJSONWriter.writtenAlike(_:golden:)`), with no copy of either. The first
/// difference, or output past the expected end, stops the writing (`OutputError.cannotWrite`).
/// Unchecked Sendable: a `BackgroundSink` compares on its second thread, and `alike` is read
/// once that thread has been waited for (`drain`).
public final class ExpectedBytesSink: ByteSink, @unchecked Sendable {
    private let expected: UnsafeRawBufferPointer
    /// How many of the expected bytes were written alike: all those taken, or up to the first
    /// that differs.
    public private(set) var alike = 0
    private var overran = false

    public init(_ expected: UnsafeRawBufferPointer) {
        self.expected = expected
    }

    /// Whether everything expected was written, and nothing else.
    public var matchedWhole: Bool { alike == expected.count && !overran }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        let count = min(bytes.count, expected.count - alike)
        if count > 0, let written = bytes.baseAddress, let base = expected.baseAddress, memcmp(base + alike, written, count) != 0 {
            // Once: where they part.
            let other = written.assumingMemoryBound(to: UInt8.self), same = (base + alike).assumingMemoryBound(to: UInt8.self)
            alike += (0..<count).first { other[$0] != same[$0] } ?? count
            throw .cannotWrite("other bytes than expected")
        }
        alike += count
        guard count == bytes.count else {
            overran = true
            throw .cannotWrite("more bytes than expected")
        }
    }
}
