import Foundation
import Testing

/// The command as users run it: outputs, exit codes and messages.
@Suite struct CommandTests {
    static let tiny = """
        {"environment": {"width": 320, "height": 480, "scale": 2},
         "sections": [{"items": 3, "group": {"size": {"width": "fractionalWidth(1)", "height": 10},
           "subitems": [{"item": {"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}}]}}]}
        """

    @Test func compilesTheReadmeExample() throws {
        let outcome = try CommandRunner.run(["Examples/grid.json", "--width", "390"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // 5 columns of 0.2 × 390 = 78 at scale 3; item 6 starts the second row, 78 down.
        #expect(outcome.stdout.contains("{\"category\": \"cell\", \"section\": 0, \"item\": 6, \"x\": 78, \"y\": 78, \"width\": 78, \"height\": 78, \"zIndex\": 0}"))
    }

    @Test func readsStandardInputAndFlagsOverrideTheEnvironment() throws {
        let outcome = try CommandRunner.run(["-", "--width", "200", "--rtl"], stdin: Self.tiny)
        #expect(outcome.status == 0)
        // 0.5 × 200 = 100; right to left, item 0 sits on the right: x = 200 - 100.
        #expect(outcome.stdout.contains("\"item\": 0, \"x\": 100, \"y\": 0, \"width\": 100"))
        #expect(outcome.stdout.contains("\"container\": {\"width\": 200, \"height\": 480}"))
    }

    @Test func rectQueriesPrintOnlyWhatUIKitReturns() throws {
        let outcome = try CommandRunner.run(["-", "--rect", "0,12,320,5"], stdin: Self.tiny)
        #expect(outcome.status == 0)
        // Rows of 10: only the second row (item 2) meets y 12…17.
        #expect(outcome.stdout.components(separatedBy: "\"category\"").count - 1 == 1)
        #expect(outcome.stdout.contains("\"item\": 2,"))
    }

    @Test func writesTheOutputFileWhole() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let target = directory.appendingPathComponent("frames.json")
        let outcome = try CommandRunner.run(["-", "-o", target.path], stdin: Self.tiny)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"format\": \"layout-compile/frames\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frames.json"])
    }

    @Test func aBadSpecIsAPositionedErrorWithExit65AndNothingWritten() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("bad.json")
        try Self.tiny.replacingOccurrences(of: "fractionalWidth(0.5)", with: "fractionalWidht(0.5)")
            .write(to: spec, atomically: false, encoding: .utf8)
        let target = directory.appendingPathComponent("out.json")
        let outcome = try CommandRunner.run([spec.path, "-o", target.path])
        #expect(outcome.status == 65)
        // Line 3 is `   "subitems": [{"item": {"size": {"width": "fractionalWidht(0.5)"…`: the value at column 3 + 41 + 1.
        #expect(outcome.stderr.hasPrefix("\(spec.path):3:45: error: sections[0].group.subitems[0].item.size.width: unknown 'fractionalWidht'"))
        #expect(outcome.stderr.contains("did you mean 'fractionalWidth'?"))
        #expect(outcome.stderr.contains("\n" + String(repeating: " ", count: 44) + "^"))
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func malformedJSONIsExit65WithLineAndColumn() throws {
        let outcome = try CommandRunner.run(["-"], stdin: "{\"sections\": [\n  {\"items\": 3,}\n]}")
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("<stdin>:2:15: error: expected a key in double quotes"))
    }

    @Test func aMissingFileIsExit66() throws {
        let outcome = try CommandRunner.run(["no-such-spec.json"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("no-such-spec.json: error: no such file"))
    }

    @Test(arguments: [
        (["Examples/grid.json", "--widht", "390"], "unknown option '--widht' (did you mean '--width'?)"),
        (["Examples/grid.json", "--width", "wide"], "--width expects a number"),
        (["Examples/grid.json", "--scale", "4"], "--scale 4 is out of range"),
        ([], "missing SPEC"),
        (["Examples/grid.json", "--rect", "1,2,3"], "--rect expects 4 comma-separated numbers"),
    ])
    func usageErrorsAreExit64(arguments: [String], message: String) throws {
        let outcome = try CommandRunner.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
    }

    @Test func helpAndVersion() throws {
        let help = try CommandRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: layout-compile SPEC"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("layout-compile "))
    }

    @Test func absurdItemCountsAreRefusedQuickly() throws {
        let huge = Self.tiny.replacingOccurrences(of: "\"items\": 3", with: "\"items\": 1000000000000")
        let outcome = try CommandRunner.run(["-"], stdin: huge)
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("out of range"))
    }
}
