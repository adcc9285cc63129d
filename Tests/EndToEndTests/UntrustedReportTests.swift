import Foundation
import Testing

/// Frames files and reports are input and output of CI: a frames file is refused where it is not
/// what this tool writes (a key twice, another version, a fractional section), and nothing echoed
/// from one forges a line of a CI log or reaches a terminal as an escape (issue 33; Docs/CLI.md,
/// "Errors and exit status" and "Limits").
@Suite struct UntrustedReportTests {
    /// The grid's frames as this tool writes them, and `edit` of them, in a new folder.
    static func grid(_ edit: (String) -> String) throws -> (directory: URL, own: String, edited: String) {
        let directory = try CommandRunner.temporaryDirectory()
        let (own, _) = try FramesFileTests.gridFiles(in: directory)
        let edited = directory.appendingPathComponent("edited.json").path
        try edit(try String(contentsOfFile: own, encoding: .utf8)).write(toFile: edited, atomically: false, encoding: .utf8)
        return (directory, own, edited)
    }

    /// The first cell's line, `edit`ed.
    static func firstCell(_ text: String, _ edit: (String) -> String) -> String {
        var lines = text.components(separatedBy: "\n")
        let index = lines.firstIndex { $0.contains("\"category\": \"cell\"") }!
        lines[index] = edit(lines[index])
        return lines.joined(separator: "\n")
    }

    @Test func anEchoedKindForgesNoLogLineAndNoTerminalEscape() throws {
        let kind = #"x\n::error::fake\u001b[2J\u001b]0;title\u0007\u009b31m"#
        let (directory, own, edited) = try Self.grid { text in
            Self.firstCell(text) { $0.replacingOccurrences(of: "\"category\": \"cell\"", with: "\"category\": \"cell\", \"kind\": \"\(kind)\"") }
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [["diff", own, edited], ["diff", own, edited, "--reporter", "github"], ["diff", own, edited, "--exact"],
                          ["Examples/grid.yaml", "--expect", edited], ["Examples/grid.yaml", "--expect", edited, "--reporter", "github"]] {
            let outcome = try CommandRunner.run(arguments)
            #expect(outcome.status == 1, "\(arguments): \(outcome.stderr)")
            let lines = (outcome.stdout + outcome.stderr).split(separator: "\n", omittingEmptySubsequences: false)
            // The github reporter's own annotations are the only lines that start with `::`.
            for line in lines where line.hasPrefix("::") { #expect(line.hasPrefix("::error file="), "\(arguments): \(line)") }
            #expect(lines.filter { $0.hasPrefix("::") }.count == (arguments.contains("github") ? 1 : 0), "\(arguments): \(outcome.stdout)")
            // No control character but the line breaks: ESC, BEL, CSI (U+009B) escaped.
            #expect(!(outcome.stdout + outcome.stderr).unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) },
                    "\(arguments): \(outcome.stdout.debugDescription)")
            #expect(outcome.stdout.contains(#"x\n:\u{3A}error:\u{3A}fake\u{1B}[2J\u{1B}]0;title\u{7}\u{9B}31m"#), "\(arguments): \(outcome.stdout)")
        }
    }

    @Test func aKeyGivenTwiceInAnElementLineIsRefusedAsOnOneLine() throws {
        let (directory, own, edited) = try Self.grid { text in Self.firstCell(text) { $0.replacingOccurrences(of: "\"x\": ", with: "\"x\": 5, \"x\": ") } }
        defer { try? FileManager.default.removeItem(at: directory) }
        // The first cell is on line 11 (10 header lines); `    {"category": "cell", "section": 0, "item": 0, "x": 5, ` is 58 characters.
        for arguments in [["diff", own, edited], ["diff", edited, own], ["Examples/grid.yaml", "--expect", edited]] {
            let outcome = try CommandRunner.run(arguments)
            #expect(outcome.status == 2, "\(arguments): \(outcome.stdout)")
            #expect(outcome.stderr.hasPrefix("\(edited):11:59: error: duplicate key 'x'"), "\(arguments): \(outcome.stderr)")
        }
        // The same element on one line, as the general reader reads it: the same error.
        let oneLine = directory.appendingPathComponent("one-line.json").path
        try String(contentsOfFile: edited, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
            .write(toFile: oneLine, atomically: false, encoding: .utf8)
        let general = try CommandRunner.run(["diff", own, oneLine])
        #expect(general.status == 2 && general.stderr.contains("error: duplicate key 'x'"), "\(general.stderr)")
    }

    @Test func anotherVersionIsRefusedNotCompared() throws {
        let (directory, own, edited) = try Self.grid { $0.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 99,") }
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try CommandRunner.run(["diff", own, edited])
        #expect(outcome.status == 2, "\(outcome.stdout)")
        // Line 2, `  "format": "layout-compile/frames", "version": ` is 48 characters.
        #expect(outcome.stderr.hasPrefix("\(edited):2:49: error: version: 99 is not a frames format version this tool reads: expected 1"),
                "\(outcome.stderr)")
    }

    @Test func aFractionalSectionInTheSectionsHeaderIsRefused() throws {
        let (directory, own, edited) = try Self.grid { $0.replacingOccurrences(of: "{\"section\": 0, ", with: "{\"section\": 1.5, ") }
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try CommandRunner.run(["diff", own, edited])
        #expect(outcome.status == 2, "\(outcome.stdout)")
        // Line 8, `    {"section": ` is 16 characters.
        #expect(outcome.stderr.hasPrefix("\(edited):8:17: error: sections[0].section: a whole number from -2^53 to 2^53 expected"),
                "\(outcome.stderr)")
    }
}
