import Foundation
import Testing

/// `layout-compile preview` end to end: headless chromium shows the page, the test saves the
/// spec, and the page's self-test (`#live-selftest`) reports each redraw back to the server,
/// which prints it: the frames the page drew and when (Date.now(), the clock the test reads too).
@Suite(.serialized) struct PreviewTests {
    /// A copy of the examples (their column layout files beside them) to save over.
    static func project() throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("Examples/columns"),
                                         to: directory.appendingPathComponent("columns"))
        return directory
    }

    static func millisecondsNow() -> Double { (Date().timeIntervalSince1970 * 1_000).rounded(.down) }

    /// Saves as editors do: a new file renamed over the old one.
    static func save(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    static func cells(_ report: [String: Any]) -> [[String]] { report["cells"] as? [[String]] ?? [] }

    @Test func everyExampleSavedReachesThePageWithin200Milliseconds() throws {
        guard let browser = ViewerTests.browser else {
            #expect(!ViewerTests.required, "chromium is missing: install it (apt-get install -y chromium); CI does not skip this test")
            return
        }
        let directory = try Self.project()
        let spec = directory.appendingPathComponent("live.yaml")
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml"), to: spec)
        let preview = try PreviewProcess([spec.path, "--port", "0"])
        defer { _ = preview.interrupt() }
        let address = try #require(preview.address())
        let page = try HeadlessBrowser(browser, url: address + "#live-selftest", profile: directory.appendingPathComponent("profile"))
        _ = page
        var (ready, index) = try #require(preview.report(after: 0, within: 30) { $0["ready"] as? Bool == true })
        var version = ready["version"] as? Int ?? 0
        var latencies: [String: Double] = [:]
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        for example in examples {
            let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/\(example)"), encoding: .utf8)
            let saved = Self.millisecondsNow()
            try Self.save(text, to: spec)
            let drawn = preview.report(after: index, within: 10) { ($0["version"] as? Int ?? 0) > version && $0["ready"] == nil }
            guard let (report, next) = drawn else {
                Issue.record("\(example): no redraw reached the page")
                continue
            }
            #expect(report["errors"] is NSNull, "\(example): \(report["errors"] ?? "")")
            latencies[example] = (report["at"] as? Double ?? .infinity) - saved
            (version, index) = (report["version"] as? Int ?? version, next)
        }
        let slowest = latencies.max { $0.value < $1.value }
        #expect(latencies.count == examples.count)
        #expect((slowest?.value ?? .infinity) <= 200, "the slowest redraw: \(slowest.map { "\($0.key), \($0.value) ms" } ?? "none")")
        print("preview: \(latencies.count) examples saved, slowest redraw \(slowest.map { "\(Int($0.value)) ms (\($0.key))" } ?? "-"), "
              + "median \(latencies.values.sorted()[latencies.count / 2]) ms")

        // The last example is a screen whose columns are files: saving one of them redraws too.
        let column = directory.appendingPathComponent("columns/shortcuts-gallery.yaml")
        let columnText = try String(contentsOf: column, encoding: .utf8)
        try Self.save(columnText + "\n# saved again\n", to: column)
        #expect(preview.report(after: index, within: 10) { ($0["version"] as? Int ?? 0) > version } != nil,
                "saving a column's layout file did not redraw the page")
    }

    @Test func anEditMovesTheCellsAndErrorsShowOverTheLastGoodPicture() throws {
        guard let browser = ViewerTests.browser else {
            #expect(!ViewerTests.required, "chromium is missing: install it (apt-get install -y chromium); CI does not skip this test")
            return
        }
        let directory = try Self.project()
        let spec = directory.appendingPathComponent("grid.yaml")
        let grid = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml"), encoding: .utf8)
        try Self.save(grid, to: spec)
        let preview = try PreviewProcess([spec.path, "--port", "0", "--widths", "390"])
        defer { _ = preview.interrupt() }
        let address = try #require(preview.address())
        let page = try HeadlessBrowser(browser, url: address + "#live-selftest", profile: directory.appendingPathComponent("profile"))
        _ = page
        var (ready, index) = try #require(preview.report(after: 0, within: 30) { $0["ready"] as? Bool == true })
        // Five columns: 390 × 0.2 = 78 wide, as tall as the group, 390 × 0.2 = 78.
        #expect(Self.cells(ready).first?.first == "cell 0.0 @ 390 pt: x 0, y 0, 78×78, zIndex 0")

        try Self.save(grid.replacingOccurrences(of: "width: fractionalWidth(0.2), height: fractionalHeight(1)",
                                                with: "width: fractionalWidth(0.5), height: fractionalHeight(1)"), to: spec)
        let wider = try #require(preview.report(after: index, within: 10) { !Self.cells($0).isEmpty && Self.cells($0)[0][0].contains("195×") })
        // Two columns: 390 × 0.5 = 195 wide, the group still 78 tall; cell 0.1 beside it at x 195.
        #expect(Self.cells(wider.report)[0] == ["cell 0.0 @ 390 pt: x 0, y 0, 195×78, zIndex 0",
                                                "cell 0.1 @ 390 pt: x 195, y 0, 195×78, zIndex 0",
                                                "cell 0.2 @ 390 pt: x 0, y 78, 195×78, zIndex 0"])
        // Every one of the 30 cells moved or changed size.
        #expect(wider.report["moved"] as? Int == 30)
        index = wider.next

        try Self.save(grid.replacingOccurrences(of: "fractionalWidth(0.2), height", with: "fractionalWidth(0.2, height"), to: spec)
        let broken = try #require(preview.report(after: index, within: 10) { !($0["errors"] is NSNull) })
        let errors = broken.report["errors"] as? String ?? ""
        #expect(errors.contains("\(spec.path):9:25: error: section.group.subitems[0].item.size.width: malformed 'fractionalWidth(0.2'"))
        // Over the last good picture.
        #expect(Self.cells(broken.report)[0][0] == "cell 0.0 @ 390 pt: x 0, y 0, 195×78, zIndex 0")
        index = broken.next

        try Self.save(grid, to: spec)
        let fixed = try #require(preview.report(after: index, within: 10) { $0["errors"] is NSNull })
        #expect(Self.cells(fixed.report)[0][0] == "cell 0.0 @ 390 pt: x 0, y 0, 78×78, zIndex 0")
    }
}
