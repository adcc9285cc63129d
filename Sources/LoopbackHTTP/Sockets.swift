#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few socket calls the server makes, the same on Linux and macOS: a listening socket on
/// 127.0.0.1, non-blocking connections, and sends that never raise SIGPIPE.
enum Sockets {
    /// A listening socket on 127.0.0.1:`port` (0 picks a free port) and the port it got.
    static func listen(port: UInt16, backlog: Int32) throws(ServerError) -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError(message: "cannot open a socket: \(reason())") }
        // A port left in TIME_WAIT by the last run binds again at once.
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1: loopback only, by decision
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, systemListen(descriptor, backlog) == 0, nonBlocking(descriptor) else {
            let why = errno == EADDRINUSE ? "port \(port) is in use" : reason()
            close(descriptor)
            throw ServerError(message: "cannot listen on 127.0.0.1:\(port): \(why)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// A waiting connection, non-blocking, or nil when there is none.
    static func accept(_ listener: Int32) -> Int32? {
        #if canImport(Glibc)
        let descriptor = Glibc.accept(listener, nil, nil)
        #else
        let descriptor = Darwin.accept(listener, nil, nil)
        #endif
        guard descriptor >= 0 else { return nil }
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard nonBlocking(descriptor) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    static func nonBlocking(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0
    }

    /// Bytes sent (0 when the socket would block), or nil when the connection is gone.
    static func send(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        let sent = bytes.withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count, flags) }
        if sent >= 0 { return sent }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
    }

    /// Bytes received into `buffer` (0 when none are waiting), or nil when the peer closed or the connection failed.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int? {
        let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if received > 0 { return received }
        if received < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return 0 }
        return nil
    }

    static func reason() -> String { String(cString: strerror(errno)) }
}

// The module's own `listen` and `send` hide the C functions inside `Sockets`.
#if canImport(Glibc)
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { Glibc.listen(descriptor, backlog) }
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int { Glibc.send(descriptor, bytes, count, flags) }
#else
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { Darwin.listen(descriptor, backlog) }
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int { Darwin.send(descriptor, bytes, count, flags) }
#endif

/// Why the server could not start.
public struct ServerError: Error, Sendable {
    public var message: String
}
