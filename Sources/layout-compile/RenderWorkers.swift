import Foundation

/// Outcomes collected from render's worker threads, one per spec.
final class ResultsBox: @unchecked Sendable {
    private var outcomes: [RenderCommand.Outcome?]
    private let lock = NSLock()

    init(count: Int) {
        outcomes = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ outcome: RenderCommand.Outcome) {
        lock.lock()
        outcomes[index] = outcome
        lock.unlock()
    }

    var all: [RenderCommand.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes.compactMap { $0 }
    }
}

/// A one-line progress report, on a terminal only (CI logs stay clean).
final class Progress: @unchecked Sendable {
    private let total: Int
    private var done = 0
    private var failed = 0
    private let lock = NSLock()
    private let interactive = isatty(STDERR_FILENO) != 0

    init(total: Int) {
        self.total = total
    }

    func advance(failed didFail: Bool) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if didFail { failed += 1 }
        if interactive {
            FileHandle.standardError.write(Data("\rrendered \(done)/\(total) specs\(failed > 0 ? ", \(failed) failed" : "")".utf8))
        }
    }

    func finish() {
        if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
