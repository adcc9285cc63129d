#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import FramesFormat

/// The old dump's element lines checked on a second thread (`FramesDumpScanner.checkNextElementLine()`)
/// while `FramesDiff.streaming` compares two frames files on the calling thread, which then only
/// compares each line's bytes with the new one's and reads the numbers where they part: checking a
/// line (its keys, each number's syntax) is most of a diff's work, and it needs nothing of the new file.
/// Lines are handed over in batches, `batchCount` of them in all, so that memory stays bounded
/// whatever the files' size. A line the calling thread finds no record of (the second thread stopped at
/// a line that does not read, or the two files are out of step there) it checks itself, as without.
/// Unchecked Sendable: a batch is written by the second thread only between its `free` and `filled`
/// signals and read by the calling thread only between the `filled` wait and the next `free` signal;
/// `stopped` is read and written under `state`.
final class LinesCheckedAhead: @unchecked Sendable {
    static let batchSize = 4096, batchCount = 3
    /// Files smaller than this are compared on one thread: the second one's start costs more than it saves.
    static let smallestFile = 1 << 20
    /// How many pairs of lines have their frames compared before the second thread starts: where
    /// the lines are the same bytes, the calling thread checks and compares them in one pass, as
    /// fast as the two threads do, and the second thread would only add its hand-overs.
    static let startAfter = 4096

    private let lines = UnsafeMutablePointer<CheckedLine>.allocate(capacity: batchSize * batchCount)
    private let counts = UnsafeMutablePointer<Int>.allocate(capacity: batchCount)
    /// Both made at 0 (libdispatch traps at disposing of a semaphore below its starting value,
    /// which `free` is when the comparison stops before the second thread does); `free` given its batches in `init`.
    private let filled = DispatchSemaphore(value: 0), free = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let state = DispatchQueue(label: "layout-compile.diff-lines")
    private var stopped = false
    /// The batch the calling thread reads (-1 before the first), where in it, how many it holds,
    /// and whether it is the last the second thread writes.
    private var batch = -1, position = 0, count = 0, last = false

    /// Whether a diff of a file of `byteCount` bytes is worth a second thread here: a large one, on more than one processor.
    static func worthIt(byteCount: Int) -> Bool {
        byteCount >= smallestFile && sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1
    }

    /// Starts checking `scanner`'s element lines, from its cursor, on a second thread.
    init(checking scanner: FramesDumpScanner) {
        for _ in 0..<Self.batchCount { free.signal() }
        let checker = UncheckedScanner(scanner: scanner)
        DispatchQueue.global().async { [self] in
            var scanner = checker.scanner
            check(&scanner)
            finished.signal()
        }
    }

    deinit {
        lines.deallocate()
        counts.deallocate()
    }

    /// Stops the second thread and waits for it: after this it reads nothing of the files, which
    /// may then be unmapped. Call it once, when the comparison is done, whether or not it read every line.
    func stop() {
        state.sync { stopped = true }
        // The second thread waits for a free batch at most once more before it sees `stopped`.
        for _ in 0..<Self.batchCount { free.signal() }
        finished.wait()
    }

    /// The line checked at `start`, when it is the next one checked from there (the lines before it
    /// passed over, waiting for the second thread when it is behind); nil when none was: check it then.
    func line(at start: Int) -> CheckedLine? {
        while true {
            if position < count {
                let line = lines[batch * Self.batchSize + position]
                if line.start >= start { return line.start == start ? line : nil }
                position += 1
                continue
            }
            if last { return nil }
            if batch >= 0 { free.signal() }
            batch = (batch + 1) % Self.batchCount
            filled.wait()
            (position, count) = (0, counts[batch])
            last = count < Self.batchSize
        }
    }

    /// The second thread: fills each free batch with the lines checked next; a batch not full is the last.
    private func check(_ scanner: inout FramesDumpScanner) {
        var batch = 0
        while true {
            free.wait()
            if state.sync(execute: { stopped }) { return }
            let batchLines = lines + batch * Self.batchSize
            var count = 0
            while count < Self.batchSize, let line = scanner.checkNextElementLine() {
                batchLines[count] = line
                count += 1
            }
            counts[batch] = count
            filled.signal()
            if count < Self.batchSize { return }
            batch = (batch + 1) % Self.batchCount
        }
    }
}

/// The scanner handed to the second thread: its bytes are read there only, never written.
private struct UncheckedScanner: @unchecked Sendable {
    var scanner: FramesDumpScanner
}
