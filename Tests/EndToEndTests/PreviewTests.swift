import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `layout-compile preview` end to end: headless chromium shows the page, the test saves the
/// spec, and the test's script in the page (`PreviewSelfTest`, through a proxy in the test: the
/// product serves no test code) reports each redraw: the frames the page drew.
@Suite(.serialized) struct PreviewTests {
    /// A copy of the examples (their column layout files beside them) to save over.
    static func project() throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("Examples/columns"),
                                         to: directory.appendingPathComponent("columns"))
        return directory
    }

    /// Saves as editors do: a new file renamed over the old one (written beside it: Foundation's
    /// atomic write on Linux leaves a TemporaryDirectory.* folder in /tmp each time).
    static func save(_ text: String, to url: URL) throws {
        let saving = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).saving")
        try Data(text.utf8).write(to: saving)
        guard rename(saving.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    static func cells(_ report: [String: Any]) -> [[String]] { report["cells"] as? [[String]] ?? [] }

    /// A preview of a spec with its page open in chromium through the self-test proxy, and the
    /// page's first report (`ready`) with the index of the report after it.
    struct Session {
        var spec: URL
        var preview: PreviewProcess
        var selfTest: PreviewSelfTest
        var page: HeadlessBrowser.OpenPage
        var ready: [String: Any]
        var index: Int

        func stop() {
            selfTest.stop()
            _ = preview.interrupt()
        }
    }

    /// The grid example saved as `name` in a copy of the examples, previewed with `arguments`.
    static func open(_ name: String, _ arguments: [String] = []) throws -> Session {
        let browser = try TestTool.chromium.require()
        let directory = try project()
        let spec = directory.appendingPathComponent(name)
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml"), to: spec)
        let preview = try PreviewProcess([spec.path, "--port", "0"] + arguments)
        let address = try #require(preview.address())
        let selfTest = try PreviewSelfTest(upstream: address)
        let page = try HeadlessBrowser.OpenPage(browser, url: selfTest.address, profile: directory.appendingPathComponent("profile"))
        let (ready, index) = try #require(selfTest.report(after: 0, within: 30) { $0["ready"] as? Bool == true })
        return Session(spec: spec, preview: preview, selfTest: selfTest, page: page, ready: ready, index: index)
    }

    /// Each example saved three times over the watched spec (a new file renamed over it, as editors
    /// save): every save is drawn, with no errors. How soon is a figure of `make bench` ("preview"),
    /// not asserted here: a timed test fails with the load of the tests beside it.
    @Test(.needs(TestTool.chromium)) func everyExampleSavedReachesThePage() throws {
        let session = try Self.open("live.yaml")
        let (spec, page, ready) = (session.spec, session.selfTest, session.ready)
        defer { session.stop() }
        var index = session.index
        var version = ready["version"] as? Int ?? 0
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        var drawn = 0
        for example in examples {
            let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/\(example)"), encoding: .utf8)
            for _ in 0..<3 {
                try Self.save(text, to: spec)
                guard let (report, next) = page.report(after: index, within: 10, where: { ($0["version"] as? Int ?? 0) > version && $0["ready"] == nil }) else {
                    Issue.record("\(example): no redraw reached the page")
                    break
                }
                #expect(report["errors"] is NSNull, "\(example): \(report["errors"] ?? "")")
                (version, index, drawn) = (report["version"] as? Int ?? version, next, drawn + 1)
            }
        }
        #expect(drawn == 3 * examples.count)

        // The last example is a screen whose columns are files: saving one of them redraws too.
        let column = spec.deletingLastPathComponent().appendingPathComponent("columns/shortcuts-gallery.yaml")
        let columnText = try String(contentsOf: column, encoding: .utf8)
        try Self.save(columnText + "\n# saved again\n", to: column)
        #expect(page.report(after: index, within: 10) { ($0["version"] as? Int ?? 0) > version } != nil,
                "saving a column's layout file did not redraw the page")
    }

    @Test(.needs(TestTool.chromium)) func anEditMovesTheCellsAndErrorsShowOverTheLastGoodPicture() throws {
        let session = try Self.open("grid.yaml", ["--widths", "390"])
        let (spec, page, ready) = (session.spec, session.selfTest, session.ready)
        defer { session.stop() }
        var index = session.index
        let grid = try String(contentsOf: spec, encoding: .utf8)
        // Five columns: 390 × 0.2 = 78 wide, as tall as the group, 390 × 0.2 = 78.
        #expect(Self.cells(ready).first?.first == "cell 0.0 @ 390 pt: x 0, y 0, 78×78, zIndex 0")

        try Self.save(grid.replacingOccurrences(of: "width: fractionalWidth(0.2), height: fractionalHeight(1)",
                                                with: "width: fractionalWidth(0.5), height: fractionalHeight(1)"), to: spec)
        let wider = try #require(page.report(after: index, within: 10) { !Self.cells($0).isEmpty && Self.cells($0)[0][0].contains("195×") })
        // Two columns: 390 × 0.5 = 195 wide, the group still 78 tall; cell 0.1 beside it at x 195.
        #expect(Self.cells(wider.report)[0] == ["cell 0.0 @ 390 pt: x 0, y 0, 195×78, zIndex 0",
                                                "cell 0.1 @ 390 pt: x 195, y 0, 195×78, zIndex 0",
                                                "cell 0.2 @ 390 pt: x 0, y 78, 195×78, zIndex 0"])
        // Every one of the 30 cells moved or changed size.
        #expect(wider.report["moved"] as? Int == 30)
        index = wider.next

        try Self.save(grid.replacingOccurrences(of: "fractionalWidth(0.2), height", with: "fractionalWidth(0.2, height"), to: spec)
        let broken = try #require(page.report(after: index, within: 10) { !($0["errors"] is NSNull) })
        let errors = broken.report["errors"] as? String ?? ""
        #expect(errors.contains("\(spec.path):9:25: error: section.group.subitems[0].item.size.width: malformed 'fractionalWidth(0.2'"))
        // Over the last good picture.
        #expect(Self.cells(broken.report)[0][0] == "cell 0.0 @ 390 pt: x 0, y 0, 195×78, zIndex 0")
        index = broken.next

        try Self.save(grid, to: spec)
        let fixed = try #require(page.report(after: index, within: 10) { $0["errors"] is NSNull })
        #expect(Self.cells(fixed.report)[0][0] == "cell 0.0 @ 390 pt: x 0, y 0, 78×78, zIndex 0")
    }
}

/// The preview's process: its arguments, its stop on Ctrl-C, the toggles' frames.
@Suite(.serialized) struct PreviewProcessTests {
    /// The body of `url`, fetched with a 5 s timeout.
    static func fetch(_ url: String) -> String? {
        let done = DispatchSemaphore(value: 0)
        let body = Box()
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 5
        URLSession.shared.dataTask(with: request) { data, _, _ in
            body.text = data.map { String(decoding: $0, as: UTF8.self) }
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 6)
        return body.text
    }

    final class Box: @unchecked Sendable { var text: String? }

    @Test func ctrlCStopsItWithAnEventStreamOpenLeavingNoFileAndThePortFree() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let temporary = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let spec = directory.appendingPathComponent("grid.yaml")
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml"), to: spec)
        let preview = try PreviewProcess([spec.path, "--port", "0"], environment: ["TMPDIR": temporary.path])
        let address = try #require(preview.address())
        #expect(Self.fetch(address + "frames")?.contains("\"errors\": null") == true)
        // An event stream held open while it stops.
        URLSession.shared.dataTask(with: URL(string: address + "events")!).resume()
        Thread.sleep(forTimeInterval: 0.2)
        #expect(preview.interrupt() == 0)
        #expect(preview.line(within: 1) { $0 == "layout-compile preview: stopped" } != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["grid.yaml", "tmp"])
        // The port is free again: a second preview listens on it.
        let port = try #require(address.split(separator: ":").last.map { $0.filter(\.isNumber) })
        let again = try PreviewProcess([spec.path, "--port", port])
        #expect(again.address() == address)
        #expect(again.interrupt() == 0)
    }

    @Test func theTextSizeToggleCompilesAtThatSize() throws {
        // The AX3 example with its size taken out: the spec's own is then L, and the page's toggle
        // at AX3 gives what the example gives. In the classic design, where it was measured.
        let directory = try CommandRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("lists.yaml")
        let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/list-appearances-ax3.yaml"), encoding: .utf8)
        try Data(text.replacingOccurrences(of: ", contentSizeCategory: AX3", with: "").utf8).write(to: spec)
        let preview = try PreviewProcess([spec.path, "--port", "0", "--widths", "390", "--design", "classic"])
        defer { _ = preview.interrupt() }
        let address = try #require(preview.address())
        let own = try #require(Self.fetch(address + "frames"))
        let large = try #require(Self.fetch(address + "frames?size=AX3"))
        // Rows of a star image and "Hello WWDC!" self-size to twice the AX3 body leading, 2 × 48 = 96
        // (the example's measured height); at the spec's own L they are the classic 44.
        let row = "[\"cell\", null, 0, 1, 0, "
        #expect(large.contains("\"size\": \"accessibilityExtraLarge\""))
        #expect(large.components(separatedBy: row).dropFirst().first?.split(separator: "]").first?.hasSuffix(", 390, 96, 0") == true)
        #expect(own.components(separatedBy: row).dropFirst().first?.split(separator: "]").first?.hasSuffix(", 390, 44, 0") == true)
        // An unknown size is the spec's own.
        #expect(Self.fetch(address + "frames?size=huge")?.contains("\"size\": null") == true)
    }

    @Test func theDesignToggleCompilesInThatDesign() throws {
        let preview = try PreviewProcess(["Examples/list-appearances.yaml", "--port", "0", "--widths", "390"])
        defer { _ = preview.interrupt() }
        let address = try #require(preview.address())
        // The plain list's second row: under its 44-pt first row in the classic design, under a
        // 52-pt one in glass, the spec's own (Docs/Lists.md, "The metrics table": both measured).
        let classic = try #require(Self.fetch(address + "frames?design=classic"))
        #expect(classic.contains("\"design\": \"classic\""))
        #expect(classic.contains("[\"cell\", null, 0, 1, 0, 44, 390, 44, 0]"))
        let own = try #require(Self.fetch(address + "frames"))
        #expect(own.contains("[\"cell\", null, 0, 1, 0, 52, 390, 52, 0]"))
        // --design sets the preview's own.
        let flagged = try PreviewProcess(["Examples/list-appearances.yaml", "--port", "0", "--widths", "390", "--design", "classic"])
        defer { _ = flagged.interrupt() }
        let flaggedAddress = try #require(flagged.address())
        #expect(Self.fetch(flaggedAddress + "frames")?.contains("[\"cell\", null, 0, 1, 0, 44, 390, 44, 0]") == true)
    }

    @Test func devicesAreDrawnInEachOrientationAsRenderDrawsThem() throws {
        let preview = try PreviewProcess(["Examples/grid.yaml", "--port", "0", "--devices", "iPhone17Pro,iPadAir13",
                                          "--orientations", "portrait,landscape"])
        defer { _ = preview.interrupt() }
        let address = try #require(preview.address())
        let frames = try #require(Self.fetch(address + "frames"))
        let views = frames.components(separatedBy: "{\"width\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(views == ["iPhone17Pro-portrait", "iPhone17Pro-landscape", "iPadAir13-portrait", "iPadAir13-landscape"])
        // The iPhone 17 Pro is 402 × 874 pt upright (Apple's device table), 874 × 402 on its side.
        #expect(frames.contains("\"width\": \"iPhone17Pro-portrait\", \"container\": [402, 874]"))
        #expect(frames.contains("\"width\": \"iPhone17Pro-landscape\", \"container\": [874, 402]"))
    }

    @Test func itsArgumentsAreChecked() throws {
        let cases: [([String], String)] = [
            (["preview"], "preview takes one SPEC"), (["preview", "-"], "standard input cannot be watched"),
            (["preview", "Examples/grid.yaml", "--port", "70000"], "--port 70000 is out of range"),
            (["preview", "Examples/grid.yaml", "--devices", "iPhone1"], "unknown --device 'iPhone1'"),
            (["preview", "Examples/grid.yaml", "--devices", "iPhone16Pro", "--widths", "390"], "--widths does not go with --devices"),
            (["preview", "Examples/grid.yaml", "--widths", "0"], "--widths expects"),
        ]
        for (arguments, message) in cases {
            let outcome = try CommandRunner.run(arguments)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.stderr.contains(message), "\(arguments): \(outcome.stderr)")
        }
        let missing = try CommandRunner.run(["preview", "Examples/none.yaml"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "Examples/none.yaml: error: no such file\n")
    }
}
