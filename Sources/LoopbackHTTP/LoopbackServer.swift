#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A small HTTP/1.1 server on 127.0.0.1 only, on one thread: one request a connection, GET and
/// HEAD, and event streams that stay open for what `send(event:data:)` broadcasts. A responder
/// may answer later, from another thread (`Responder`): the thread that accepts and serves
/// connections never waits for an answer's work. Everything a
/// client can make it hold is bounded (`Limits`): a request head's bytes and the time to send it,
/// connections, event streams and the bytes queued for each. A client past a bound is answered
/// (431, 408, 503) or dropped; the server goes on.
public final class LoopbackServer: @unchecked Sendable {
    public struct Limits: Sendable {
        /// Bytes of a request head (request line and header fields).
        public var headBytes = 16 * 1024
        /// Open connections, event streams among them; a connection past it is answered 503 and closed.
        public var connections = 64
        public var eventStreams = 16
        /// Seconds a client has to send its request head, and to take a whole response. The time a
        /// responder takes to answer is its own to bound (the connection waits, costing nothing).
        public var requestSeconds = 5.0
        public var responseSeconds = 10.0
        /// Bytes an event stream may leave unread before it is dropped.
        public var streamBacklogBytes = 8 << 20
        /// Seconds between comments on an idle event stream, which find clients that left.
        public var heartbeatSeconds = 15.0

        public init() {}
    }

    /// Hears a request and answers it through `reply`, once, at once or later from any thread (a
    /// slow answer is made elsewhere, so that the server goes on serving and sending events meanwhile).
    public typealias Responder = @Sendable (_ request: HTTPRequest, _ reply: @escaping @Sendable (HTTPResponse) -> Void) -> Void

    /// The port it listens on (the one asked for, or the free one it was given for 0).
    public let port: UInt16
    /// The Host values it answers to.
    public let authorities: [String]
    private let limits: Limits
    private let responder: Responder
    private let listener: Int32
    /// Written to wake the loop: for an event to send, or to stop.
    private let wake: (read: Int32, write: Int32)
    private let lock = Mutex()
    private var queuedEvents: [String] = []
    /// Answers given through a `Responder`'s reply, by connection, for the loop to queue.
    private var answered: [(connection: Int, response: HTTPResponse)] = []
    private var stopping = false
    /// Whether `run()` has closed the wake pipe: a late reply or event then writes nothing to it.
    private var wakeClosed = false
    private var connectionCount = 0
    /// The number the next connection is known by (a descriptor is reused once closed; this is not).
    private var nextConnection = 0

    /// Connections open after the loop's last turn (event streams among them); from any thread.
    /// Only the tests read it (Docs/Developing.md, "Tests": a drop is not seen from the client in time).
    public var openConnections: Int { lock.locked { connectionCount } }

    private final class Connection {
        let descriptor: Int32
        let number: Int
        var input: [UInt8] = []
        /// The request's method while its answer is awaited (a HEAD gets the head alone); nil otherwise.
        var awaitedMethod: String?
        var output: [UInt8] = []
        var sent = 0
        var deadline: Double
        var isEventStream = false
        var lastWrite: Double

        init(descriptor: Int32, number: Int, deadline: Double, now: Double) {
            (self.descriptor, self.number, self.deadline, self.lastWrite) = (descriptor, number, deadline, now)
        }

        var pending: Int { output.count - sent }
    }

    private var connections: [Connection] = []

    /// Listens on 127.0.0.1:`port` at once (0 picks a free port); `run()` then serves, each
    /// request answered through `responder`, at once or later.
    public init(port: UInt16, limits: Limits = Limits(), responder: @escaping Responder) throws(ServerError) {
        let (descriptor, bound) = try Sockets.listen(port: port, backlog: 128)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw ServerError(message: "cannot make a pipe: \(Sockets.reason())")
        }
        _ = Sockets.nonBlocking(ends[0]) && Sockets.nonBlocking(ends[1])
        (self.listener, self.port, self.wake) = (descriptor, bound, (ends[0], ends[1]))
        (self.limits, self.responder) = (limits, responder)
        authorities = ["127.0.0.1:\(bound)", "localhost:\(bound)"]
    }

    /// Sends an event to every open event stream; from any thread.
    public func send(event: String, data: String) {
        lock.locked { queuedEvents.append(ServerSentEvent.encode(event: event, data: data)) }
        signalLoop()
    }

    /// Makes `run()` close every connection and the listening socket, and return; from any thread.
    public func stop() {
        lock.locked { stopping = true }
        signalLoop()
    }

    private func signalLoop() {
        lock.locked {
            guard !wakeClosed else { return }
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }
    }

    /// Serves until `stop()`, then closes everything it opened.
    public func run() {
        while !lock.locked({ stopping }) {
            turn()
        }
        for connection in connections { close(connection.descriptor) }
        connections.removeAll()
        close(listener)
        lock.locked {
            wakeClosed = true
            close(wake.read)
            close(wake.write)
        }
    }

    /// One turn of the loop: wait for a socket (at most until the nearest deadline), then accept,
    /// read, answer, write and drop what is past its deadline.
    private func turn() {
        var watched = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0), pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
        for connection in connections {
            var events: Int32 = 0
            if connection.pending > 0 { events |= Int32(POLLOUT) }
            if connection.output.isEmpty || connection.isEventStream { events |= Int32(POLLIN) }
            watched.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
        }
        let now = Self.seconds()
        // A connection awaiting its answer has no deadline: the reply wakes the loop.
        let nearest = connections.map { connection in
            connection.isEventStream ? connection.lastWrite + limits.heartbeatSeconds
                : connection.awaitedMethod != nil ? now + 1 : connection.deadline
        }.min() ?? now + 1
        let wait = Int32(max(0, min(1, nearest - now)) * 1_000) + 1
        guard poll(&watched, nfds_t(watched.count), wait) >= 0 || errno == EINTR else { return }
        if watched[0].revents != 0 { drainWake() }
        queueAnswers()
        var closed = Set<Int32>()
        for (index, connection) in connections.enumerated() {
            let revents = Int32(watched[index + 2].revents)
            if revents & (Int32(POLLERR) | Int32(POLLNVAL)) != 0 || !serve(connection, readable: revents & (Int32(POLLIN) | Int32(POLLHUP)) != 0) {
                closed.insert(connection.descriptor)
            }
        }
        let later = Self.seconds()
        for connection in connections where !closed.contains(connection.descriptor) {
            if connection.isEventStream {
                if connection.pending == 0 && later - connection.lastWrite >= limits.heartbeatSeconds { queue(Array(": alive\n\n".utf8), on: connection) }
            } else if connection.awaitedMethod == nil && later >= connection.deadline {
                // A request head still coming is answered 408; a response the client does not take is dropped.
                if connection.output.isEmpty { queue(HTTPResponse.plain(408, "the request took too long").serialized(forHead: false), on: connection) }
                else { closed.insert(connection.descriptor) }
            }
        }
        for connection in connections where closed.contains(connection.descriptor) { close(connection.descriptor) }
        connections.removeAll { closed.contains($0.descriptor) }
        if watched[1].revents != 0 { acceptWaiting() }
        lock.locked { connectionCount = connections.count }
    }

    /// Takes the waiting connections; past the limit each is answered 503 (as far as one send
    /// goes) and closed, so that a flood neither grows the list nor fills the backlog.
    private func acceptWaiting() {
        for _ in 0..<limits.connections {
            guard let descriptor = Sockets.accept(listener) else { return }
            guard connections.count < limits.connections else {
                _ = Sockets.send(descriptor, HTTPResponse.plain(503, "too many connections").serialized(forHead: false)[...])
                close(descriptor)
                continue
            }
            let now = Self.seconds()
            nextConnection += 1
            connections.append(Connection(descriptor: descriptor, number: nextConnection, deadline: now + limits.requestSeconds, now: now))
        }
    }

    /// Events queued by other threads, onto every event stream (one that falls too far behind is dropped next turn).
    private func drainWake() {
        var scratch = [UInt8](repeating: 0, count: 256)
        while read(wake.read, &scratch, scratch.count) > 0 {}
        let events = lock.locked { () -> [String] in
            defer { queuedEvents.removeAll() }
            return queuedEvents
        }
        for event in events {
            for connection in connections where connection.isEventStream { queue(Array(event.utf8), on: connection) }
        }
    }

    /// Reads what came, answers a whole head, writes what is queued; false when the connection is done.
    private func serve(_ connection: Connection, readable: Bool) -> Bool {
        if readable {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            guard let count = Sockets.receive(connection.descriptor, into: &buffer) else { return false }
            // An event stream's client has nothing more to say, nor has one awaiting its answer: what it sends is dropped.
            if connection.output.isEmpty && !connection.isEventStream && connection.awaitedMethod == nil {
                connection.input += buffer.prefix(count)
                answer(connection)
            }
        }
        if connection.pending > 0 {
            guard let sent = Sockets.send(connection.descriptor, connection.output[connection.sent...]) else { return false }
            connection.sent += sent
            if sent > 0 { connection.lastWrite = Self.seconds() }
            if connection.sent == connection.output.count {
                connection.output.removeAll(keepingCapacity: connection.isEventStream)
                connection.sent = 0
                if !connection.isEventStream { return false }
            }
        }
        return !connection.isEventStream || connection.pending <= limits.streamBacklogBytes
    }

    /// A whole request head (or one past the byte limit) answered: by the responder, or with the
    /// status that refuses it.
    private func answer(_ connection: Connection) {
        guard let end = RequestHead.end(of: connection.input) else {
            if connection.input.count > limits.headBytes {
                queue(HTTPResponse.plain(431, "the request head is over \(limits.headBytes) bytes").serialized(forHead: false), on: connection)
            }
            return
        }
        guard end <= limits.headBytes else {
            queue(HTTPResponse.plain(431, "the request head is over \(limits.headBytes) bytes").serialized(forHead: false), on: connection)
            return
        }
        switch RequestHead.parse(connection.input[..<end], authorities: authorities) {
        case .failure(let refusal):
            queue(refusal.response.serialized(forHead: false), on: connection)
        case .success(let request):
            connection.awaitedMethod = request.method
            let number = connection.number
            responder(request) { [weak self] response in
                guard let self else { return }
                lock.locked { answered.append((number, response)) }
                signalLoop()
            }
            // An answer given at once is sent this turn.
            queueAnswers()
        }
        connection.input = []
    }

    /// The answers replied since the last look, each queued on its connection when it is still
    /// open (a client that left is not answered).
    private func queueAnswers() {
        let answers = lock.locked { () -> [(connection: Int, response: HTTPResponse)] in
            defer { answered.removeAll() }
            return answered
        }
        for (number, answer) in answers {
            guard let connection = connections.first(where: { $0.number == number }), let method = connection.awaitedMethod else { continue }
            connection.awaitedMethod = nil
            var response = answer
            if response.opensEventStream && connections.filter(\.isEventStream).count >= limits.eventStreams {
                response = .plain(503, "too many event streams")
            }
            // A HEAD of an event stream gets its head, and the connection closes.
            connection.isEventStream = response.opensEventStream && method == "GET"
            queue(response.serialized(forHead: method == "HEAD"), on: connection)
        }
    }

    private func queue(_ bytes: [UInt8], on connection: Connection) {
        if connection.output.isEmpty { connection.deadline = Self.seconds() + limits.responseSeconds }
        connection.output += bytes
    }

    static func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}

/// A lock around a closure.
final class Mutex: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
