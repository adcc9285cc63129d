import Dispatch

/// A file descriptor written on a second thread: while one full buffer goes into the file (the
/// kernel's copy, a fifth of a large output's time), the writers fill the other. Two buffers in
/// all, so memory stays bounded; a failed write is reported at the next hand-over or at `drain`.
/// Unchecked Sendable: `pending` and `failure` are touched by the writing thread only between a
/// hand-over and the wait (`queue.sync`) that follows it.
public final class BackgroundFileSink: ByteSink, @unchecked Sendable {
    private let file: FileSink
    private let queue = DispatchQueue(label: "layout-compile.output")
    /// The buffer being written, which the next hand-over gives back.
    private var pending: UnsafeMutablePointer<UInt8>?
    private var failure: OutputError?

    public init(descriptor: Int32) {
        file = FileSink(descriptor: descriptor)
    }

    deinit {
        queue.sync {}
        pending?.deallocate()
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        try drain()
        try file.write(bytes)
    }

    public func take(_ buffer: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) throws(OutputError) -> UnsafeMutablePointer<UInt8> {
        try drain()
        let free = pending ?? .allocate(capacity: capacity)
        pending = buffer
        nonisolated(unsafe) let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
        queue.async {
            do throws(OutputError) { try self.file.write(bytes) } catch { self.failure = error }
        }
        return free
    }

    public func drain() throws(OutputError) {
        queue.sync {}
        if let failure { throw failure }
    }
}
