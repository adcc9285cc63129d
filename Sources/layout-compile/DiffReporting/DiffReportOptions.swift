import Foundation
import FrameOutput
import FramesFormat

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
              help: "also report as R: junit[:FILE] (JUnit XML), sarif[:FILE] (SARIF 2.1.0, for GitHub code scanning), "
                  + "json[:FILE], github (GitHub Actions ::error and ::warning annotations) or xcode (file:line:col: error: "
                  + "lines); without :FILE on standard output, the text then on standard error; repeatable",
              completion: .words(["github", "junit:", "sarif:", "json:", "xcode", "text"])),
    ]

    /// A report written as a document: JUnit XML, SARIF or JSON.
    enum DocumentReport: String, CaseIterable {
        case junit, sarif, json
    }

    /// Detail lines per spec; nil for no limit (`--max-lines 0`).
    var maxLines: Int? = TextDiffReport.defaultMaxLines
    var exact = false
    /// `--report DIR`: the HTML report's folder.
    var htmlDirectory: String?
    /// `--reporter junit[:FILE]`, `sarif[:FILE]`, `json[:FILE]`: the file of each, "-" for standard output.
    var documents: [DocumentReport: String] = [:]
    /// `--reporter github`.
    var githubAnnotations = false
    /// `--reporter xcode`.
    var xcodeIssues = false

    /// Whether any report flag was given (they go with a comparison only).
    private(set) var given = false

    /// What the diff keeps for these reports: its changes grouped as they print, and of each
    /// group as many as the text and JUnit reports print (`maxLines`), or the HTML report draws.
    var reporting: FramesDiff.Reporting {
        FramesDiff.Reporting(exact: exact, membersShown: maxLines.map { htmlDirectory == nil ? $0 : max($0, HTMLDiffReport.drawnLimit) })
    }

    /// Whether a report points at the spec's lines (GitHub, SARIF, JSON, Xcode): only then are
    /// they looked for.
    var locatesDifferences: Bool { githubAnnotations || xcodeIssues || documents[.sarif] != nil || documents[.json] != nil }

    /// The document written on standard output, if one is: the text report goes to standard error then.
    var documentOnStandardOutput: DocumentReport? { documents.first { $0.value == "-" }?.key }

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
            let name = String(reporter.prefix { $0 != ":" })
            let file = reporter.count > name.count ? String(reporter.dropFirst(name.count + 1)) : nil
            if let document = DocumentReport(rawValue: name) {
                guard file != "" else { throw UsageError(message: "--reporter \(name): names no file (\(name) alone writes to standard output)") }
                guard documents[document] == nil else { throw UsageError(message: "--reporter \(name) given more than once") }
                documents[document] = file ?? "-"
            } else if file == nil, reporter == "github" {
                githubAnnotations = true
            } else if file == nil, reporter == "xcode" {
                xcodeIssues = true
            } else if file == nil, reporter == "text" {
                continue
            } else {
                throw UsageError(message: "unknown --reporter '\(reporter)': expected junit[:FILE], sarif[:FILE], json[:FILE], github, xcode or text")
            }
        }
        if documents.values.filter({ $0 == "-" }).count > 1 {
            throw UsageError(message: "one report at most goes to standard output: give the others a file (junit:FILE, sarif:FILE, json:FILE)")
        }
        if let document = documentOnStandardOutput, githubAnnotations || xcodeIssues {
            throw UsageError(message: "--reporter \(document.rawValue) writes standard output, where the github and xcode lines go: "
                             + "give it a file (\(document.rawValue):FILE)")
        }
    }

    /// Prints the text report (on standard error when a document takes standard output), then
    /// writes the others; a report that cannot be written is exit 73 after the text is out.
    /// `failedSpecs` (`render`: one per spec that failed and width) go to the JUnit, JSON and
    /// GitHub reports as comparisons, their positioned errors to SARIF and JSON; the text lists
    /// their errors with the command's failures. `warnings` are the spec warnings the command
    /// printed (rendered), for the GitHub annotations, SARIF and JSON.
    func emit(_ comparisons: [GoldenComparison], directory: String?, orphans: [String] = [],
              failedSpecs: [GoldenComparison] = [], warnings: [String] = []) throws(CommandFailure) {
        let report = TextDiffReport(comparisons: comparisons, directory: directory, orphans: orphans, maxLines: maxLines,
                                    failedSpecs: Set(failedSpecs.map(\.name)).count)
        let diagnostics = warnings.compactMap { SpecDiagnosticLine.first(of: Substring($0)) } + Self.errors(failedSpecs)
        var text = report.text
        if githubAnnotations {
            text += (GitHubAnnotations.lines(comparisons + failedSpecs) + GitHubAnnotations.warnings(diagnostics)).map { $0 + "\n" }.joined()
        }
        if xcodeIssues { text += XcodeIssues.lines(comparisons).map { $0 + "\n" }.joined() }
        if documentOnStandardOutput != nil {
            FileHandle.standardError.write(Data(text.utf8))
        } else {
            try OutputFile.writeStandardOutput(text)
        }
        for document in DocumentReport.allCases {
            guard let file = documents[document] else { continue }
            let written = switch document {
            case .junit: JUnitReport.xml(comparisons + failedSpecs, suite: directory ?? "layout-compile", maxLines: maxLines)
            case .sarif: SARIFReport.log(comparisons, diagnostics: diagnostics, version: Version.number)
            case .json: JSONDiffReport.json(report, failedSpecs: failedSpecs, diagnostics: diagnostics)
            }
            if file == "-" { try OutputFile.writeStandardOutput(written) } else { try OutputFile.write(written, to: file) }
        }
        if let htmlDirectory {
            try RenderCommand.createDirectory(htmlDirectory, files: .project)
            let page = HTMLDiffReport(report: report).html
            try OutputFile.write(page, to: (htmlDirectory as NSString).appendingPathComponent("index.html"))
        }
    }

    /// The positioned errors (or failing warnings) of the specs that failed, once per spec (a
    /// failed spec has a comparison per width); one with none positioned at its line 1.
    static func errors(_ failedSpecs: [GoldenComparison]) -> [SpecDiagnosticLine] {
        var seen: Set<String> = []
        return failedSpecs.flatMap { spec -> [SpecDiagnosticLine] in
            guard case .specFailed(let message) = spec.outcome, let file = spec.source?.file, seen.insert(spec.name).inserted else { return [] }
            let found = SpecDiagnosticLine.all(in: message, file: file)
            guard found.isEmpty else { return found }
            // The path echoed as SpecDiagnosticLine echoes it; the message is the tool's, escaped where it was made.
            return [.init(file: EchoedText.escaped(file, limit: nil), line: 1, column: 1, severity: .error,
                          message: String(message.prefix { $0 != "\n" }))]
        }
    }
}
