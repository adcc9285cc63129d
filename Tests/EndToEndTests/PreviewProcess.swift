import Foundation

/// `layout-compile preview` running in the background: its output lines as they come, its
/// address, and a stop by SIGINT as Ctrl-C sends it. Every wait is bounded in time.
final class PreviewProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var lines: [String] = []
    private var partial = ""
    /// Whether the output has ended (the process closed it, or exited).
    private var ended = false

    /// `layout-compile preview ARGUMENTS` run in `directory` (the package's root by default).
    init(_ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil) throws {
        process.executableURL = CommandRunner.executable
        process.arguments = ["preview"] + arguments
        process.currentDirectoryURL = directory ?? CommandRunner.packageRoot
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            self?.take(String(decoding: data, as: UTF8.self), ended: data.isEmpty)
        }
        try process.run()
    }

    private func take(_ text: String, ended: Bool) {
        lock.lock()
        defer { lock.unlock() }
        self.ended = ended
        partial += text
        while let end = partial.firstIndex(of: "\n") {
            lines.append(String(partial[..<end]))
            partial = String(partial[partial.index(after: end)...])
        }
    }

    /// The first line after `skipping` lines that `matches` accepts, within `seconds`; the index past it.
    func line(after skipping: Int = 0, within seconds: Double, where matches: (String) -> Bool) -> (line: String, next: Int)? {
        for _ in 0..<Int(seconds * 200) {
            lock.lock()
            let (seen, over) = (lines, ended)
            lock.unlock()
            if let index = seen.indices.dropFirst(skipping).first(where: { matches(seen[$0]) }) { return (seen[index], index + 1) }
            if over { return nil }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    /// The page's address, from the line the command prints once it listens.
    func address(within seconds: Double = 20) -> String? {
        guard let found = line(within: seconds, where: { $0.hasPrefix("layout-compile preview: http://") }) else { return nil }
        return found.line.components(separatedBy: " ")[2]
    }

    /// SIGINT, then the exit status within `seconds` (nil when it did not stop).
    func interrupt(within seconds: Double = 5) -> Int32? {
        process.interrupt()
        for _ in 0..<Int(seconds * 100) where process.isRunning { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}

extension HeadlessBrowser {
    /// Headless chromium showing a page until it is ended (the live preview's page stays open).
    final class OpenPage {
        let process = Process()

        init(_ browser: String, url: String, profile: URL) throws {
            process.executableURL = URL(fileURLWithPath: browser)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                                 "--user-data-dir=\(profile.path)", "--remote-debugging-port=0", url]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
