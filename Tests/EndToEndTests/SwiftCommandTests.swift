import Foundation
import Testing

/// `swift` and `xctest` as users run them: files, exit codes, positioned errors.
@Suite struct SwiftCommandTests {
    @Test func swiftWritesTheExamplesGolden() throws {
        let outcome = try CommandRunner.run(["swift", "Examples/item-badges.yaml"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let golden = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/swift/item-badges.swift"), encoding: .utf8)
        #expect(outcome.stdout == golden)
    }

    @Test func optionsNameTheFunctionAndTheDecorationView() throws {
        let outcome = try CommandRunner.run(["swift", "Examples/section-background.yaml", "--name", "makeBackgroundsLayout",
                                             "--decoration-view-class", "section-background=BackgroundView"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("@MainActor func makeBackgroundsLayout() -> UICollectionViewCompositionalLayout {"))
        #expect(outcome.stdout.contains("  layout.register(BackgroundView.self, forDecorationViewOfKind: \"section-background\")"))
    }

    @Test func whatThePlatformLacksExits65AtItsPlace() throws {
        let outcome = try CommandRunner.run(["swift", "Examples/list-appearances.yaml", "--platform", "appkit", "-o", "/dev/null"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("Examples/list-appearances.yaml:4:9: error: section.list: AppKit has no list sections"))
    }

    @Test func aScreenBecomesASplitViewControllerWithALayoutPerColumn() throws {
        let outcome = try CommandRunner.run(["swift", "Examples/mail-triple-column.yaml"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("  let splitViewController = UISplitViewController(style: .tripleColumn)\n"))
        #expect(outcome.stdout.contains("    UICollectionViewController(collectionViewLayout: makePrimaryLayout()), for: .primary)\n"))
        #expect(outcome.stdout.contains("@MainActor func makeSecondaryLayout() -> UICollectionViewCompositionalLayout {"))
        // One layout per test: a screen's columns are checked one by one.
        let xctest = try CommandRunner.run(["xctest", "Examples/mail-triple-column.yaml"])
        #expect(xctest.status == 65)
        #expect(xctest.stderr.hasPrefix("Examples/mail-triple-column.yaml:6:1: error: screen: a screen (split view columns) has no frames test"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        #expect(try CommandRunner.run(["swift", "Examples/grid.yaml", "--name", "2fast"]).status == 64)
        // `func class()` and `final class func: XCTestCase` do not compile: keywords are refused.
        #expect(try CommandRunner.run(["swift", "Examples/grid.yaml", "--name", "class"]).status == 64)
        #expect(try CommandRunner.run(["xctest", "Examples/grid.yaml", "--class-name", "func"]).status == 64)
        #expect(try CommandRunner.run(["swift", "Examples/grid.yaml", "--name", "_"]).status == 64)
        #expect(try CommandRunner.run(["swift", "Examples/grid.yaml", "--platform", "watchkit"]).status == 64)
        #expect(try CommandRunner.run(["xctest", "Examples/grid.yaml", "--platform", "appkit"]).status == 64)
        #expect(try CommandRunner.run(["swift", "Examples/missing.yaml"]).status == 66)
        #expect(try CommandRunner.run(["swift", "Examples/grid.yaml", "--min-ios", "13"]).status == 64)
        #expect(try CommandRunner.run(["swift", "Examples/grid.yaml", "--platform", "appkit", "--min-ios", "16"]).status == 64)
        // The generated check runs from iOS 15 on.
        #expect(try CommandRunner.run(["xctest", "Examples/grid.yaml", "--min-ios", "14"]).status == 64)
        #expect(try CommandRunner.run(["xctest", "Examples/grid.yaml", "--framework", "quick"]).status == 64)
        #expect(try CommandRunner.run(["xctest", "Examples/grid.yaml", "--testable-import", "App"]).status == 64)
        #expect(try CommandRunner.run(["xctest", "Examples/grid.yaml", "--layout", "a\nb"]).status == 64)
        #expect(try CommandRunner.run(["xctest", "Examples/grid.yaml", "--record", ""]).status == 64)
        #expect(try CommandRunner.run(["swift", "Examples/grid.yaml", "--design", "liquid"]).status == 64)
        #expect(try CommandRunner.run(["Examples/grid.yaml", "--design", "ios26"]).status == 64)
    }

    /// `--min-ios`: the target's API, and what it lacks an error at its place in the spec.
    @Test func theDeploymentTargetChoosesTheAPI() throws {
        let fifteen = try CommandRunner.run(["swift", "Examples/two-column.yaml", "--min-ios", "15"])
        #expect(fifteen.stdout.contains("// For iOS 15 and later (--min-ios 15).\n"))
        #expect(fifteen.stdout.contains("  let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)\n"))
        let sixteen = try CommandRunner.run(["swift", "Examples/two-column.yaml", "--min-ios", "16.0"])
        #expect(sixteen.stdout.contains("    layoutSize: groupSize, subitems: Array(repeating: item, count: 2))\n"))
        let spec = "sections:\n  - list: {appearance: insetGrouped}\n    items: [{content: {style: prominentInsetGroupedHeader, text: T}}]\n"
        let lacking = try CommandRunner.run(["swift", "-", "--min-ios", "14"], stdin: spec)
        #expect(lacking.status == 65)
        #expect(lacking.stderr.contains("error: sections[0].items (row 0): UIListContentConfiguration.prominentInsetGroupedHeader() is iOS 15's"))
    }

    @Test func xctestChecksTheListDesignItWasSolvedIn() throws {
        // A list's expected frames name their design: glass rows of 52 by default, classic ones of 44.
        let glass = try CommandRunner.run(["xctest", "Examples/list-appearances.yaml", "--widths", "320"])
        #expect(glass.status == 0, "\(glass.stderr)")
        #expect(glass.stdout.contains("design: .glass,"))
        #expect(glass.stdout.contains("if let design = expected.design, ListDesign.running != design {"))
        let classic = try CommandRunner.run(["xctest", "Examples/list-appearances.yaml", "--widths", "320", "--design", "classic"])
        #expect(classic.stdout.contains("design: .classic,"))
        // A layout without lists does not depend on the design.
        #expect(try CommandRunner.run(["xctest", "Examples/grid.yaml"]).stdout.contains("design: nil,"))
        // swift takes --design too; the layout code is the same in both designs.
        let swiftGlass = try CommandRunner.run(["swift", "Examples/list-appearances.yaml"])
        let swiftClassic = try CommandRunner.run(["swift", "Examples/list-appearances.yaml", "--design", "classic"])
        #expect(swiftClassic.status == 0 && swiftGlass.stdout == swiftClassic.stdout)
    }

    @Test func xctestWritesOneTestPerWidthWithTheFramesOfEach() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let target = directory.appendingPathComponent("LayoutFramesTests.swift")
        let outcome = try CommandRunner.run(["xctest", "Examples/grid.yaml", "--widths", "320,390", "-o", target.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let text = try String(contentsOf: target, encoding: .utf8)
        #expect(text.contains("@MainActor func testFramesAt320() throws {"))
        #expect(text.contains("@MainActor func testFramesAt390() throws {"))
        // 0.2 × 390 = 78 at scale 3: item 6 starts the second row.
        #expect(text.contains("ExpectedElement(.cell, 0, 6, CGRect(x: 78, y: 78, width: 78, height: 78), zIndex: 0),"))
        // 0.2 × 320 = 64.
        #expect(text.contains("ExpectedElement(.cell, 0, 6, CGRect(x: 64, y: 64, width: 64, height: 64), zIndex: 0),"))
    }
}
