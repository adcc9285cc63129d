import Foundation
import Testing

/// Replays Tests/RegressionCorpus/ (every input that once crashed, hung or blew up, README.md
/// there) and a few large adversarial inputs generated here, through the built command, each
/// under a time and an address-space bound: each must end with an error or a result, never a
/// signal, and write a bounded amount. A replay, deterministic: not a fuzz run.
@Suite(.needs(TestTool.linuxLimits)) struct RegressionCorpusTests {
    /// Bounds per run: far above what a sound input needs, far below what a runaway one takes.
    static let seconds = 60
    static let addressSpaceKB = 4 * 1024 * 1024
    static let maximumOutputBytes = 32 * 1024 * 1024
    static let maximumErrorBytes = 16 * 1024

    static let corpus = CommandRunner.packageRoot.appendingPathComponent("Tests/RegressionCorpus")

    static func files(_ folder: String) -> [URL] {
        let directory = corpus.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Runs the command with `arguments` under the bounds; the outcome, or a failed expectation.
    static func bounded(_ arguments: [String]) throws -> CommandRunner.Outcome {
        let quoted = ([CommandRunner.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        #if os(Linux)
        let script = "ulimit -v \(addressSpaceKB); exec timeout -s KILL \(seconds) " + quoted.joined(separator: " ")
        #else
        // macOS has no address-space limit and no `timeout`: there the bounds are this suite's own
        // point, so it is skipped (TestTool.linuxLimits), and the other suites run their inputs unbounded.
        let script = "exec " + quoted.joined(separator: " ")
        #endif
        return try CommandRunner.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static func check(_ outcome: CommandRunner.Outcome, _ what: String, allowed: Set<Int32>) {
        #expect(allowed.contains(outcome.status), "\(what): exit \(outcome.status) (137: killed at the time bound)\n\(outcome.stderr.prefix(2000))")
        #expect(outcome.stdout.utf8.count <= maximumOutputBytes, "\(what): \(outcome.stdout.utf8.count) bytes out")
        #expect(outcome.stderr.utf8.count <= maximumErrorBytes, "\(what): \(outcome.stderr.utf8.count) bytes of errors")
        #expect(!outcome.stderr.contains("Fatal error"), "\(what): \(outcome.stderr.prefix(2000))")
    }

    /// What README.md says a spec of specs/ does now: the compile's exit status, and for 65 the
    /// error's `LINE:COLUMN` and a part of its message; `read`'s exit status.
    struct DocumentedOutcome: Equatable {
        var status: Int32
        var position = ""
        var message = ""
        var readStatus: Int32
    }

    /// The rows of README.md's specs/ table, by file: `| file | what it did | 65 4:7 `message` | 0 |`.
    static func documentedOutcomes() throws -> [String: DocumentedOutcome] {
        let readme = try String(contentsOf: corpus.appendingPathComponent("README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "## specs/")[1].components(separatedBy: "\n## ")[0]
        var outcomes: [String: DocumentedOutcome] = [:]
        for row in table.split(separator: "\n") where row.hasPrefix("| ") && !row.hasPrefix("| file ") {
            let cells = row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            let compile = cells[cells.count - 2], read = cells[cells.count - 1]
            let words = compile.split(separator: " ", maxSplits: 2).map(String.init)
            var outcome = DocumentedOutcome(status: try #require(Int32(words[0]), "\(row)"), readStatus: try #require(Int32(read), "\(row)"))
            if words.count == 3 {
                outcome.position = words[1]
                outcome.message = String(words[2].dropFirst().dropLast())
            }
            outcomes[cells[0]] = outcome
        }
        return outcomes
    }

    @Test func everySpecInTheCorpusEndsBoundedAsItsReadmeSays() throws {
        let specs = Self.files("specs")
        let documented = try Self.documentedOutcomes()
        #expect(specs.count >= 10)
        #expect(Set(documented.keys) == Set(specs.map(\.lastPathComponent)), "README.md's specs/ table and specs/ differ")
        for spec in specs {
            guard let expected = documented[spec.lastPathComponent] else { continue }
            let compiled = try Self.bounded([spec.path])
            Self.check(compiled, spec.lastPathComponent, allowed: [expected.status])
            let firstLine = compiled.stderr.split(separator: "\n").first.map(String.init) ?? ""
            if expected.status == 65 {
                #expect(firstLine.hasPrefix("\(spec.path):\(expected.position): error: ") && firstLine.contains(expected.message),
                        "\(spec.lastPathComponent): \(firstLine)")
            }
            let read = try Self.bounded(["read", spec.path])
            Self.check(read, "read \(spec.lastPathComponent)", allowed: [expected.readStatus])
            if expected.readStatus == 65 {
                #expect(read.stderr.split(separator: "\n").first.map(String.init) == firstLine, "read \(spec.lastPathComponent): \(read.stderr.prefix(500))")
            }
        }
    }

    @Test func everyFramesFileInTheCorpusIsRefusedWithAPositionedError() throws {
        let frames = Self.files("frames")
        #expect(frames.count >= 5)
        let spec = CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml").path
        for file in frames {
            let diffed = try Self.bounded(["diff", file.path, file.path])
            Self.check(diffed, "diff \(file.lastPathComponent)", allowed: [2])
            // file:line:col of the offending number.
            #expect(diffed.stderr.hasPrefix("\(file.path):1:"), "\(diffed.stderr.prefix(500))")
            Self.check(try Self.bounded([spec, "--expect", file.path]), "--expect \(file.lastPathComponent)", allowed: [2])
        }
    }

    @Test func manyWarningsArePrintedUpToTheReportLimit() throws {
        // 50 sections, each with a key that has nothing to apply to: 50 warnings, 20 shown.
        let section = "  - {items: 1, supplementariesFollowContentInsets: true, group: {size: {width: fractionalWidth(1), "
            + "height: absolute(10)}, subitems: [{item: {size: {width: fractionalWidth(1), height: absolute(10)}}}]}}\n"
        let outcome = try CommandRunner.run(["-"], stdin: "sections:\n" + String(repeating: section, count: 50))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.components(separatedBy: ": warning: ").count - 1 == 20)
        #expect(outcome.stderr.contains("<stdin>: note: 30 more warnings not shown"))
    }

    @Test func theToolsOwnFramesWithABadNumberAreRefusedToo() throws {
        // Frames as the tool writes them are read by a fast scanner; a number it does not take
        // (1e30 as a zIndex, 1e400 as a frame) falls to the general reader, which says where.
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = try CommandRunner.run(["Examples/grid.yaml"]).stdout
        for (from, to, message) in [("\"zIndex\": 0}", "\"zIndex\": 1e30}", "zIndex: a whole number"),
                                    ("\"x\": 78,", "\"x\": 1e400,", "x: a finite number expected")] {
            guard let range = frames.range(of: from) else { Issue.record("no \(from)"); continue }
            let file = directory.appendingPathComponent("frames.json")
            try Data(frames.replacingCharacters(in: range, with: to).utf8).write(to: file)
            let outcome = try Self.bounded(["diff", file.path, file.path])
            Self.check(outcome, "diff with \(to)", allowed: [2])
            #expect(outcome.stderr.contains("\(file.path):") && outcome.stderr.contains(message), "\(outcome.stderr)")
        }
    }

    /// The large ones, generated rather than committed: each a megabyte or so of one kind of
    /// trouble, enough for a reader quadratic in it to pass the time bound many times over.
    @Test func largeAdversarialInputsEndBounded() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cell = #"{"item":{"size":{"width":"fractionalWidth(0.5)","height":44}}}"#
        let section = #"{"items":3,"group":{"size":{"width":"fractionalWidth(1)","height":44},"subitems":["# + cell + "]}}"
        let inputs: [(name: String, text: String, status: Int32)] = [
            // A minified (one-line) spec of 1 MB: columns are counted on, not recounted from the line's start.
            ("minified.json", #"{"sections":["# + Array(repeating: section, count: 10_000).joined(separator: ",") + "]}", 0),
            // A plain scalar of 1 MB, with and without blanks in it.
            ("long-plain.yaml", "sections:\n  - items: 1\n    group: " + String(repeating: "ab ", count: 350_000) + "\n", 65),
            ("long-word.yaml", "sections:\n  - items: 1\n    group: " + String(repeating: "x", count: 1_000_000) + "\n", 65),
            // Quoted scalars of 1 MB with blanks, escapes and folded empty lines: each piece appended
            // to a string used to copy the string so far.
            ("quoted-blanks.yaml", "sections:\n  - items: 1\n    group: \"" + String(repeating: "x ", count: 500_000) + "\"\n", 65),
            ("quoted-escapes.yaml", "sections:\n  - items: 1\n    group: \"" + String(repeating: "a\\n", count: 300_000) + "\"\n", 65),
            ("quoted-folds.yaml", "sections:\n  - items: 1\n    group: \"" + String(repeating: "x\n\n\n  ", count: 150_000) + "\"\n", 65),
            ("string-escapes.json", #"{"sections": [{"items": 1, "group": ""# + String(repeating: "a\\n", count: 300_000) + #""}]}"#, 65),
            // An unknown key of 1 MB: no did-you-mean search, and echoed cut.
            ("unknown-key.yaml", "sections:\n  - items: 1\n    " + String(repeating: "k", count: 1_000_000) + ": 1\n", 65),
            ("unknown-key.json", #"{"sections": [{"items": 1, ""# + String(repeating: "k", count: 1_000_000) + #"": 1}]}"#, 65),
            // 10,000 zero-width subitems 0.001 apart: counting how many fit measures 10^8 extents.
            ("many-subitems.yaml", "sections:\n  - items: 5\n    group: {size: {width: fractionalWidth(1), height: absolute(10)}, "
                + "interItemSpacing: 0.001, subitems: ["
                + Array(repeating: "{item: {size: {width: absolute(0), height: absolute(10)}}}", count: 10_000).joined(separator: ", ")
                + "]}\n", 65),
            // A source line of 1 MB with the error at its end.
            ("long-line.json", #"{"sections": [], "environment": {"width": 390"# + String(repeating: " ", count: 1_000_000) + "x}}", 65),
        ]
        for input in inputs {
            let url = directory.appendingPathComponent(input.name)
            try Data(input.text.utf8).write(to: url)
            let outcome = try Self.bounded([url.path, "-o", directory.appendingPathComponent("out.json").path])
            Self.check(outcome, input.name, allowed: [input.status])
            // The message quotes at most 80 characters of a key; the source line echoed under it
            // is cut to 120 around the caret (and an ellipsis each side). The longest fixed part is
            // the list of a section's 14 keys an unknown key is told (some 220 characters).
            let lines = outcome.stderr.split(separator: "\n")
            #expect(lines.first.map { $0.count <= 340 + url.path.count + 2 * 80 } ?? true, "\(input.name): \(outcome.stderr.prefix(600))")
            #expect(lines.dropFirst().allSatisfy { $0.count <= 122 }, "\(input.name): \(outcome.stderr.prefix(600))")
        }
    }
}
