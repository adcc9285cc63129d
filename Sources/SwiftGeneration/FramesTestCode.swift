import LayoutEngine
import SpecReading

/// The testing framework a generated frames test is written for (`--framework`).
public enum TestFramework: String, Sendable, CaseIterable {
    /// `XCTestCase`, `XCTFail`, `XCTSkip`.
    case xctest
    /// Swift Testing: `@Test`, `#expect`.
    case swiftTesting = "swift-testing"
}

/// The test methods of a generated frames test: one per environment, each building the layout
/// (the spec's, or the app's own with `--layout`), running the check and failing with what
/// differs; with `--record`, writing what UIKit answered. Docs/SwiftGeneration.md, "The app's own layout",
/// "Swift Testing", "Recording UIKit's frames".
struct FramesTestCode {
    let options: XCTestGenerator.Options
    let hasContent: Bool

    /// The imports and the test class (XCTest) or suite (Swift Testing).
    func writeTests(_ descriptions: [LayoutDescription], names: [String], into w: inout SwiftWriter) {
        // swift-format's order: imports sorted, `@testable` ones in a group of their own after.
        w.line(options.framework == .xctest ? "import UIKit" : "import Testing")
        w.line(options.framework == .xctest ? "import XCTest" : "import UIKit")
        if let module = options.testableImport {
            w.blank()
            w.line("@testable import \(module)")
        }
        w.blank()
        let opening = options.framework == .xctest ? "final class \(options.className): XCTestCase" : "struct \(options.className)"
        w.block(opening) { w in
            for (index, description) in descriptions.enumerated() {
                if index > 0 { w.blank() }
                writeTest(description, name: names[index], into: &w)
            }
        }
    }

    private func writeTest(_ description: LayoutDescription, name: String, into w: inout SwiftWriter) {
        let spec = options.layout.specName
        let environment = description.environment
        let size = "\(SwiftSyntax.number(environment.width)) × \(SwiftSyntax.number(environment.height)) pt"
        w.line("/// \(spec) at \(size), @\(SwiftSyntax.number(environment.scale))x.")
        let head = options.framework == .xctest ? "@MainActor func test\(name)() throws" : "@Test @MainActor func \(lowerFirst(name))() throws"
        w.block(head) { w in
            let layout = options.appLayout ?? "makeLayout()"
            var arguments: [(label: String?, value: SwiftExpression)] = [(nil, .atom("expected\(name)()")), ("layout", .atom(layout))]
            if hasContent { arguments.append(("configureCell", .atom("configureCell"))) }
            // From iOS 26 the check's window needs the host application's scene: its initialiser throws without one.
            let tries = (options.layout.minimumIOS ?? XCTestGenerator.lowest).hasWindowSceneWindows ? "try " : ""
            w.statement("let check = \(tries)", .call("LayoutFramesCheck", arguments))
            if options.framework == .xctest {
                // Another display scale or idiom cannot check these frames: a skip.
                w.line("let report: FramesReport")
                w.line("do {")
                w.line("  report = try check.run()")
                w.line("} catch let unmatched as UnmatchedDevice {")
                w.line("  throw XCTSkip(unmatched.reason)")
                w.line("}")
            } else {
                // Swift Testing has no skip at run time: another display scale or idiom fails, saying why.
                w.line("let report = try check.run()")
            }
            if let recording = options.recording {
                let file = recordName(description) + ".json"
                w.statement("try ", .call("check.record", [("into", .atom(SwiftSyntax.string(recording.directory))),
                                                            ("file", .atom(SwiftSyntax.string(file))), ("spec", .atom("recordedSpec"))]))
            }
            let message = "report.message(spec: \(SwiftSyntax.string(spec)))"
            if options.framework == .xctest {
                w.line("if !report.passed { XCTFail(\(message)) }")
            } else {
                w.statement("#expect", .call("", [(nil, .atom("report.passed")), (nil, .atom("Comment(rawValue: \(message))"))]))
            }
        }
    }

    /// `grid-390x844@3x`: the recorded case's file name.
    func recordName(_ description: LayoutDescription) -> String {
        let environment = description.environment
        let base = options.layout.specName.split(separator: ".").dropLast().joined(separator: ".")
        let stem = (base.isEmpty ? options.layout.specName : base).map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }
        return String(stem) + "-\(SwiftSyntax.number(environment.width))x\(SwiftSyntax.number(environment.height))"
            + "@\(SwiftSyntax.number(environment.scale))x"
    }

    private func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// `recordedSpec`: the spec as JSON, written into the recorded case (its environment replaced
    /// by the one tested). A raw string whose delimiter the JSON does not hold.
    static func writeRecordedSpec(_ json: String, into w: inout SwiftWriter) {
        var hashes = "#"
        while json.contains("\"\"\"" + hashes) || json.contains("\\" + hashes) { hashes += "#" }
        w.line("/// The spec, as the recorded reference case holds it.")
        w.line("private let recordedSpec = \(hashes)\"\"\"")
        // swift-format indents a multi-line string's lines and closing delimiter one step.
        w.indented { w in
            json.split(separator: "\n", omittingEmptySubsequences: false).forEach { w.line(String($0)) }
            w.line("\"\"\"\(hashes)")
        }
    }
}
