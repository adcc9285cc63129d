import Foundation
import Testing

/// The test-only tools the end-to-end tests drive (chromium for pages, xmllint for the JUnit
/// schema), found on PATH. `make test` as root and .ci/run install them; under CI (CI=true) a
/// missing one fails its test instead of skipping it.
enum TestTools {
    static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The first of `names` on PATH.
    static func find(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in names {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// chromium (or Chrome), or nil after recording a failure under CI.
    static func chromium() -> String? {
        require(["chromium", "chromium-browser", "google-chrome"], install: "apt-get install -y chromium")
    }

    /// The tool, or nil after recording a failure under CI: `install` says how to get it.
    static func require(_ names: [String], install: String) -> String? {
        if let tool = find(names) { return tool }
        #expect(!required, "\(names[0]) is missing: install it (\(install)); CI does not skip this test")
        return nil
    }
}

/// A page the product wrote, opened in headless chromium with a test's own script added at its
/// end (the product ships no test code): the script exercises the page and writes what it saw as
/// JSON into `<pre id="selftest">`, which `--dump-dom` prints.
enum HeadlessBrowser {
    /// `page` with `script` run after its own scripts (which it sees: their top-level names are
    /// global; its own are in a block of their own), saved beside it as `NAME.selftest.html` and dumped.
    static func selfTest(_ page: URL, script: String, browser: String, profile: URL) throws -> [String: Any]? {
        let html = try String(contentsOf: page, encoding: .utf8)
        guard let end = html.range(of: "</body>", options: .backwards) else {
            Issue.record("\(page.path) has no </body>")
            return nil
        }
        let tested = page.deletingPathExtension().appendingPathExtension("selftest.html")
        try (html[..<end.lowerBound] + "<pre id=\"selftest\"></pre>\n<script>\n{\n\(script)\n}\n</script>\n" + html[end.lowerBound...])
            .write(to: tested, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                             "--user-data-dir=\(profile.path)",
                             "--virtual-time-budget=5000", "--dump-dom", tested.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "<pre id=\"selftest\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("the page wrote no self-test result:\n\(dom.prefix(2_000))")
            return nil
        }
        let report = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any] ?? [:]
    }
}
