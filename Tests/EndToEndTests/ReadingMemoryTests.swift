import Foundation
import Testing

/// Reading takes memory a small multiple of the input (Docs/CLI.md, "Limits"): the densest
/// document, a list of `0,` (2 bytes a node), is stopped at the node limit, whichever reader
/// reads it. Measured as the peak resident size of the command, by GNU time.
@Suite struct ReadingMemoryTests {
    @Test(.needs(TestTool.gnuTime)) func theDensestDocumentTakesAtMostTenTimesItsSize() throws {
        let time = try TestTool.gnuTime.require()
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 60 MiB of `0,`: 31 million nodes. Read whole, it took 2.2 GB (64 MiB: 34 times its size).
        let file = directory.appendingPathComponent("zeros.json")
        let size = 60 * 1024 * 1024
        // `[0,0,…,0]`: `[` at 0, zeros at the odd offsets, commas at the even ones, `]` last (an even count past them).
        var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: size + 1)
        bytes[0] = UInt8(ascii: "[")
        for index in stride(from: 2, to: size, by: 2) { bytes[index] = UInt8(ascii: ",") }
        bytes[size] = UInt8(ascii: "]")
        try Data(bytes).write(to: file)
        let outcome = try CommandRunner.run(["-f", "%M", CommandRunner.executable.path, "read", file.path, "-o", "/dev/null"],
                                            executable: URL(fileURLWithPath: time))
        #expect(outcome.stderr.contains("the document holds more than 8000000 nodes"), "\(outcome.stderr.prefix(300))")
        let kilobytes = outcome.stderr.split(separator: "\n").last.flatMap { Int($0) } ?? .max
        // 8,000,000 nodes of 40 bytes, the input's text twice (a string, and its bytes for the
        // reader), and the doubling of the list as it grows: about 8 times the input.
        #expect(kilobytes * 1024 <= 10 * size, "peak \(kilobytes) KB for \(size / 1024) KB of input")
    }
}
