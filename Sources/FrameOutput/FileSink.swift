#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// A file descriptor as a byte sink: `write(2)` until every byte is taken. The one piece of the
/// system FrameOutput touches; opening, renaming and removing files is the command's.
public final class FileSink: ByteSink {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = systemWrite(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(String(cString: strerror(errno)))
            }
            next += written
            left -= written
        }
    }
}
