import Dispatch

/// Another sink fed on a second thread: while it takes one full buffer (a file's `write(2)`, the
/// kernel's copy, a fifth of a large output's time; a golden's comparison, `ExpectedBytesSink`),
/// the writers fill the other. Two buffers in all, so memory stays bounded; a failure is
/// reported at the next hand-over or at `drain`.
/// Unchecked Sendable: `pending` and `failure` are touched by the second thread only between a
/// hand-over and the wait (`queue.sync`) that follows it, and `sink` only by that thread.
public final class BackgroundSink: ByteSink, @unchecked Sendable {
    private let sink: ByteSink
    private let queue = DispatchQueue(label: "layout-compile.output")
    /// The buffer being taken, which the next hand-over gives back.
    private var pending: UnsafeMutablePointer<UInt8>?
    private var failure: OutputError?

    public init(_ sink: ByteSink) {
        self.sink = sink
    }

    /// A file descriptor written on the second thread (`FileSink`).
    public convenience init(descriptor: Int32) {
        self.init(FileSink(descriptor: descriptor))
    }

    deinit {
        queue.sync {}
        pending?.deallocate()
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        try drain()
        try sink.write(bytes)
    }

    public func take(_ buffer: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) throws(OutputError) -> UnsafeMutablePointer<UInt8> {
        try drain()
        let free = pending ?? .allocate(capacity: capacity)
        pending = buffer
        nonisolated(unsafe) let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
        queue.async {
            do throws(OutputError) { try self.sink.write(bytes) } catch { self.failure = error }
        }
        return free
    }

    public func drain() throws(OutputError) {
        queue.sync {}
        if let failure { throw failure }
    }
}
