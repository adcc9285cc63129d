import LayoutEngine
import SpecReading
import Testing
@testable import SwiftGeneration

/// The frames test carries the environment and the frames by hand arithmetic from the spec.
@Suite struct XCTestGeneratorTests {
    static let spec = """
        environment: {width: 320, height: 480, scale: 2, safeAreaInsets: {top: 20}, contentOffset: [0, 10]}
        sections:
          - items: [{id: first}, {}, {height: 61}]
            group: {size: {width: fractionalWidth(1), height: estimated(44)},
                    subitems: [{item: {size: {width: fractionalWidth(0.5), height: estimated(44)}}}]}
            boundarySupplementaryItems: [{kind: header, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}]
          - items: 4
            orthogonalScrollingBehavior: continuous
            orthogonalOffset: 50
            group: {size: {width: absolute(100), height: absolute(40)},
                    subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)},
                                       supplementaryItems: [{kind: badge, size: {width: absolute(10), height: absolute(10)},
                                                             containerAnchor: {edges: [top, trailing]}}]}}]}
        """

    /// The generated file with each broken statement joined back into one line.
    func code(_ widths: [Double] = [320], rects: [Rect] = []) throws -> String {
        var options = XCTestGenerator.Options()
        options.layout.specName = "spec.yaml"
        options.rectQueries = rects
        let descriptions = try widths.map { try Support.describe(Self.spec, EnvironmentOverrides(width: $0)) }
        var joined = ""
        for line in try XCTestGenerator.source(for: descriptions, options: options).split(separator: "\n") {
            let text = line.drop { $0 == " " }
            joined += (joined.hasSuffix("(") || joined.hasSuffix("[") ? "" : " ") + text
        }
        return joined
    }

    @Test func theEnvironmentIsTheSpecs() throws {
        let code = try code()
        #expect(code.contains("width: 320, height: 480, scale: 2, rightToLeft: false, horizontalSizeClass: .compact,"))
        #expect(code.contains("contentOffset: CGPoint(x: 0, y: 10)"))
        #expect(code.contains("safeArea: NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)"))
        #expect(code.contains("itemCounts: [3, 4], measuredCells: [IndexPath(item: 2, section: 0): MeasuredSize(height: 61)]"))
        // Section 1 scrolls continuously: 4 groups of 100 in a 320 viewport rest anywhere in 0...80, so 50 stays.
        #expect(code.contains("orthogonalOffsets: [1: 50]"))
        #expect(code.contains("supplementaryKinds: [\"header\", \"badge\"]"))
        #expect(code.contains("@MainActor func testFrames() throws {"))
    }

    @Test func framesAreTheSolvedOnesAndRowElementsAreMarked() throws {
        let code = try code()
        // Header 0 … 30; row 0 holds item 0 (0.5 × 320 = 160) and item 1; item 2 measures 61.
        #expect(code.contains("ExpectedElement(.cell, 0, 0, CGRect(x: 0, y: 30, width: 160, height: 44), zIndex: 0, id: \"first\"),"))
        #expect(code.contains("ExpectedElement(.cell, 0, 2, CGRect(x: 0, y: 74, width: 160, height: 61), zIndex: 0),"))
        // Section 1 starts at 30 + 44 + 61 = 135; its row scrolled to 50 puts item 1 at 100 - 50.
        #expect(code.contains("ExpectedElement(.cell, 1, 1, CGRect(x: 50, y: 135, width: 100, height: 40), zIndex: 0, inRow: true),"))
        // The badge's own top trailing corner on the item's (the item anchor defaults to the same
        // edges): x 50 + 100 - 10 = 140, y 135; it moves with the row, the header does not.
        #expect(code.contains("ExpectedElement(.supplementary(\"badge\"), 1, 1, CGRect(x: 140, y: 135, width: 10, height: 10), zIndex: 1, inRow: true),"))
        #expect(code.contains("ExpectedElement(.supplementary(\"header\"), 0, 0, CGRect(x: 0, y: 0, width: 320, height: 30), zIndex: 1),"))
        #expect(code.contains("@MainActor private func makeLayout() -> UICollectionViewCompositionalLayout {"))
    }

    @Test func aTestPerWidthAndTheRectQueriesAnswers() throws {
        let code = try code([320, 400], rects: [Rect(x: 0, y: 0, width: 320, height: 31)])
        #expect(code.contains("@MainActor func testFramesAt320() throws {"))
        #expect(code.contains("@MainActor func testFramesAt400() throws {"))
        // y 0…31 meets the header (0…30) and the first row (30…74): cells 0.0 and 0.1.
        #expect(code.contains("elements: [\"cell 0.0 'first'\", \"cell 0.1\", \"supplementary header 0.0\"]"))
    }
}

/// The check's options: the app's own layout, Swift Testing, approximate frames, recording.
@Suite struct FramesTestOptionsTests {
    static let wrapping = """
        sections:
          - list: {appearance: plain}
            items: [{content: {text: {string: "A rather long text that wraps onto more lines than one in a narrow list", lines: 0}}}]
        """

    func source(_ yaml: String, _ configure: (inout XCTestGenerator.Options) -> Void) throws -> String {
        var options = XCTestGenerator.Options()
        options.layout.specName = "spec.yaml"
        configure(&options)
        return try XCTestGenerator.source(for: [try Support.describe(yaml)], options: options)
    }

    /// `--layout`: the app's layout is checked, and no copy of the spec's is written.
    @Test func theAppsOwnLayoutIsChecked() throws {
        let code = try source(Self.wrapping) {
            $0.appLayout = "FeedViewController.makeLayout()"
            $0.testableImport = "Feed"
        }
        #expect(code.contains("\n@testable import Feed\n"))
        #expect(code.contains("expectedFrames(), layout: FeedViewController.makeLayout(), configureCell: configureCell)"))
        #expect(!code.contains("func makeLayout()"))
    }

    @Test func swiftTestingWritesTestAndExpect() throws {
        let code = try source(Self.wrapping) { $0.framework = .swiftTesting }
        #expect(code.contains("import Testing\nimport UIKit\n"))
        #expect(!code.contains("XCTest"))
        #expect(code.contains("struct LayoutFramesTests {\n"))
        #expect(code.contains("  @Test @MainActor func frames() throws {\n"))
        #expect(code.contains("    #expect(report.passed, Comment(rawValue: report.message(spec: \"spec.yaml\")))\n"))
    }

    /// A frame resting on the text-width approximation is marked, compared at its own tolerance
    /// and listed apart; the check scrolls through the layout before comparing.
    @Test func approximateFramesCarryTheirOwnTolerance() throws {
        let code = try source(Self.wrapping) { $0.approximateTolerance = 12 }
        #expect(code.contains("approximateTolerance: 12,"))
        #expect(CountSemanticsTests.flattened(code).contains("zIndex: 0, approximate: true)"))
        #expect(code.contains("report.approximateDifferences.append(\"approximate, differs by \\(differs) pt: \\(text)\")"))
        #expect(code.contains("    measureEverything()\n"))
        let xctest = try source(Self.wrapping) { _ in }
        #expect(xctest.contains("  throw XCTSkip(unmatched.reason)\n"))
        #expect(xctest.contains("if !report.passed { XCTFail(report.message(spec: \"spec.yaml\")) }"))
    }

    /// `--record DIR`: the test writes UIKit's answer as a reference case, the spec beside it.
    @Test func recordingWritesAReferenceCase() throws {
        let code = try source(Self.wrapping) { $0.recording = ("/tmp/cases", #"{"sections": []}"#) }
        #expect(code.contains("try check.record(into: \"/tmp/cases\", file: \"spec-390x844@3x.json\", spec: recordedSpec)"))
        #expect(code.contains("private let recordedSpec = #\"\"\"\n  {\"sections\": []}\n  \"\"\"#\n"))
        #expect(code.contains("\"scope\": \"all\", \"elements\": elements,"))
        #expect(!(try source(Self.wrapping) { _ in }).contains("recordedSpec"))
    }
}
