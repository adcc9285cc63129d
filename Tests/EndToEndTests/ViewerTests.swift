import Foundation
import Testing

/// The render viewer (index.html) in a real headless browser: its script draws the elements,
/// shows a frame on hover, mirrors right to left and steps an orthogonal row. The page's own
/// `#selftest` run writes what it saw into the DOM, which `chromium --dump-dom` prints.
@Suite struct ViewerTests {
    /// chromium from PATH; under CI (CI=true) its absence fails the test instead of skipping it.
    static let browser: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// chromium, or nil when it is missing: an issue under CI, where a missing browser fails the test, never skips it.
    static func requiredBrowser() -> String? {
        guard let browser else {
            #expect(!required, "chromium is missing: install it (apt-get install -y chromium); CI does not skip this test")
            return nil
        }
        return browser
    }

    @Test func theViewerDrawsHoversMirrorsAndScrollsRows() throws {
        guard let browser = Self.requiredBrowser() else { return }
        let directory = try CommandRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out")
        let render = try CommandRunner.run(["render", "Examples/grid.yaml", "Examples/orthogonal-scrolling.yaml",
                                            "--out-dir", out.path, "--widths", "320,390"])
        #expect(render.status == 0, "\(render.stderr)")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                             "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
                             "--virtual-time-budget=5000", "--dump-dom", out.appendingPathComponent("index.html").absoluteString + "#selftest"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        guard let start = dom.range(of: "<pre id=\"selftest\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("the viewer wrote no self-test result:\n\(dom.prefix(2_000))")
            return
        }
        let report = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let result = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any] ?? [:]
        #expect(result["widths"] as? Int == 2)
        #expect(result["specs"] as? Int == 2)
        // Every width at one scale (half a pixel per point by default): the 320-pt grid is 160 px
        // wide, the 390-pt one 195 px.
        #expect(result["pictureWidths"] as? [Int] == [160, 195])
        // At 390 pt: the grid's 30 cells and the two rows of 5 cards each.
        #expect(result["rects"] as? Int == 40)
        #expect(result["cell"] as? String == "cell 0.0 @ 390 pt")
        // Hovering cell 0.0 of the grid (5 columns of 390 / 5 = 78) shows its frame.
        #expect(result["info"] as? String == "cell 0.0 @ 390 pt: x 0, y 0, 78×78, zIndex 0")
        #expect(result["hovered"] as? Bool == true)
        #expect(result["rtlMoved"] as? Bool == true)
        // The first row is continuous: it steps by half its visible length, 390 - 2 × 20 = 350.
        #expect(result["rowBefore"] as? String == "offset 0")
        #expect(result["rowAfter"] as? String == "offset 175")
    }
}
