import Foundation
import Testing

/// What an untrusted spec or command line cannot do to what the command prints or writes: the
/// viewer's data cannot end its script, messages say what is wrong in the words of the thing.
/// Inputs in Tests/RegressionCorpus/specs/ (README.md there).
@Suite struct UntrustedMessageTests {
    static let specs = RegressionCorpusTests.corpus.appendingPathComponent("specs")

    @Test func noSpecStringCanEndTheViewersScript() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = Self.specs.appendingPathComponent("script-in-kind.yaml").path
        let outcome = try CommandRunner.run(["render", spec, "--widths", "390", "--out-dir", directory.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        let opening = #"<script type="application/json" id="data">"#
        guard let start = page.range(of: opening), let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else {
            Issue.record("no data element")
            return
        }
        let data = page[start.upperBound..<end.lowerBound]
        // `<!--` then `<script` inside a script element make the browser skip its `</script>`.
        #expect(!data.contains("<"), "\(data.prefix(300))")
        #expect(data.contains(#""\u003C!--\u003Cscript>""#))
    }

    @Test func anEmptySectionIDIsCalledAnID() throws {
        let outcome = try CommandRunner.run([Self.specs.appendingPathComponent("empty-section-id.yaml").path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains(":3:9: error: sections[0].id: a section id must not be empty"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("kind"))
    }

    @Test func anEmptyOptionValueIsAUsageError() throws {
        for arguments in [["Examples/grid.yaml", "-o", ""], ["Examples/grid.yaml", "--output="], ["swift", "Examples/grid.yaml", "-o", ""],
                          ["read", "Examples/grid.yaml", "-o", ""]] {
            let outcome = try CommandRunner.run(arguments)
            #expect(outcome.status == 64, "\(arguments): \(outcome.stderr)")
            #expect(outcome.stderr.contains("needs a value, got an empty one"), "\(outcome.stderr)")
        }
    }

    @Test func anOrthogonalOffsetBeyondTheLengthsIsOutOfRange() throws {
        for text in ["0=1e308", "0=-20000000", "0=1e999"] {
            let outcome = try CommandRunner.run(["Examples/orthogonal-scrolling.yaml", "--orthogonal-offset", text])
            #expect(outcome.status == 64)
            #expect(outcome.stderr.contains("--orthogonal-offset \(text): the offset \(text.dropFirst(2)) is out of range "
                                            + "(lengths are at most 10000000 pt)"), "\(outcome.stderr)")
        }
    }
}
