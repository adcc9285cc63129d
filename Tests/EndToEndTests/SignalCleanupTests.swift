import Foundation
import Testing

/// SIGINT, SIGTERM and SIGHUP while `-o` or `render` writes remove the temporary files beside the
/// targets (Docs/CLI.md, "Output files"): a cancelled CI job used to leave up to 110 MB behind.
@Suite struct SignalCleanupTests {
    /// A million cells: about 90 MB of frames JSON, written for long enough to be interrupted.
    static let spec = """
        sections:
          - items: 1000000
            group:
              size: {width: fractionalWidth(1), height: absolute(10)}
              subitems: [{item: {size: {width: fractionalWidth(0.25), height: absolute(10)}}}]
        """

    /// A temporary folder holding the spec, and the folder (not made) the outputs go to.
    static func folderWithSpec() throws -> (directory: URL, spec: URL, out: URL) {
        let directory = try CommandRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("cells.yaml")
        try Self.spec.write(to: spec, atomically: false, encoding: .utf8)
        return (directory, spec, directory.appendingPathComponent("out"))
    }

    /// Starts the command, waits until a temporary file (`.NAME.XXXXXX`) appears in `folder`,
    /// sends `signal` and returns how the command ended and what is left in `folder`.
    static func interrupt(_ arguments: [String], watching folder: URL, with signal: Int32) throws -> (Process.TerminationReason, [String]) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        var sent = false
        while process.isRunning && Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0.hasPrefix(".") }) {
                kill(process.processIdentifier, signal)
                sent = true
                break
            }
            usleep(2_000)
        }
        if !sent { process.terminate() }
        process.waitUntilExit()
        #expect(sent, "no temporary file appeared in \(folder.path)")
        return (process.terminationReason, (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringDashORemovesTheTemporaryFile(signal: Int32) throws {
        let (directory, spec, out) = try Self.folderWithSpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let (reason, left) = try Self.interrupt([spec.path, "-o", out.appendingPathComponent("frames.json").path],
                                                watching: out, with: signal)
        // Ended by the signal itself, as a shell expects (130 for SIGINT), with nothing left.
        #expect(reason == .uncaughtSignal)
        #expect(left.isEmpty, "\(left)")
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringRenderRemovesTheTemporaryFiles(signal: Int32) throws {
        let (directory, spec, out) = try Self.folderWithSpec()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (reason, left) = try Self.interrupt(["render", spec.path, "--widths", "390", "--formats", "json,csv", "--out-dir", out.path],
                                                watching: out, with: signal)
        #expect(reason == .uncaughtSignal)
        #expect(!left.contains { $0.hasPrefix(".") }, "\(left)")
    }
}
