import Foundation
import FrameOutput

/// The report flags `diff`, `--expect` and `render --expect-dir` share (Docs/CLI.md, "Reading a
/// diff report"): how much text, how exact its numbers, and which other reports are written.
struct DiffReportOptions {
    static let options: [ArgumentParser.Option] = [
        .init(names: ["--max-lines"], takesValue: true, valueName: "N",
              help: "detail lines per spec (default \(TextDiffReport.defaultMaxLines); 0 for all)"),
        .init(names: ["--exact"], takesValue: false, help: "print numbers as the frames hold them, not rounded to the display's pixel"),
        .init(names: ["--report"], takesValue: true, valueName: "DIR",
              help: "also write DIR/index.html: every difference drawn, golden and new frames overlaid", completion: .directory),
        .init(names: ["--reporter"], takesValue: true, repeatable: true, valueName: "R",
              help: "also report as R: junit:FILE (JUnit XML, one test case per spec and width) or github "
                  + "(GitHub Actions ::error annotations); repeatable",
              completion: .words(["github", "junit:"])),
    ]

    /// Detail lines per spec; nil for all.
    var maxLines: Int? = TextDiffReport.defaultMaxLines
    var exact = false
    /// `--report DIR`: the HTML report's folder.
    var htmlDirectory: String?
    /// `--reporter junit:FILE`.
    var junitFile: String?
    /// `--reporter github`.
    var githubAnnotations = false

    /// Whether any report flag was given (they go with a comparison only).
    private(set) var given = false

    init() {}

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        given = ["--max-lines", "--report", "--reporter"].contains { parsed.values[$0] != nil } || parsed.flags.contains("--exact")
        if let text = parsed.value("--max-lines") {
            guard let lines = Int(text), lines >= 0 else {
                throw UsageError(message: "--max-lines expects a whole number of lines (0 for all), got '\(text)'")
            }
            maxLines = lines == 0 ? nil : lines
        }
        exact = parsed.flags.contains("--exact")
        htmlDirectory = parsed.value("--report")
        for reporter in parsed.values["--reporter"] ?? [] {
            if reporter == "github" {
                githubAnnotations = true
            } else if reporter.hasPrefix("junit:"), reporter.count > "junit:".count {
                guard junitFile == nil else { throw UsageError(message: "--reporter junit:FILE given more than once") }
                junitFile = String(reporter.dropFirst("junit:".count))
            } else if reporter == "text" {
                continue
            } else {
                throw UsageError(message: "unknown --reporter '\(reporter)': expected junit:FILE, github or text")
            }
        }
    }

    /// Prints the text report, then writes the others; a report that cannot be written is exit 73
    /// after the text is out. `failedSpecs` (`render`: one per spec that failed and width) go to the
    /// JUnit and GitHub reports only: the text lists their errors with the command's failures.
    func emit(_ comparisons: [GoldenComparison], directory: String?, orphans: [String] = [],
              failedSpecs: [GoldenComparison] = []) throws(CommandFailure) {
        let report = TextDiffReport(comparisons: comparisons, directory: directory, orphans: orphans, maxLines: maxLines)
        var text = report.text
        if githubAnnotations { text += GitHubAnnotations.lines(comparisons + failedSpecs).map { $0 + "\n" }.joined() }
        try OutputFile.writeStandardOutput(text)
        if let junitFile {
            try OutputFile.write(JUnitReport.xml(comparisons + failedSpecs, suite: directory ?? "layout-compile", maxLines: maxLines),
                                 to: junitFile)
        }
        if let htmlDirectory {
            try RenderCommand.createDirectory(htmlDirectory, files: .project)
            let page = HTMLDiffReport(report: report).html
            try OutputFile.write(page, to: (htmlDirectory as NSString).appendingPathComponent("index.html"))
        }
    }
}
