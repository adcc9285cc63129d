import FramesFormat

/// `--reporter xcode` (Docs/CLI.md, "Reports for CI"; the build plugin passes it): a golden that
/// differs or is missing as a compiler's error line, `SPEC:LINE:COL: error: ...`, at the spec's
/// section line, so that Xcode's issue navigator shows it there (a build command's output lines in
/// that form are issues). Without a spec line (standard input), at the golden.
public enum XcodeIssues {
    public static func lines(_ comparisons: [GoldenComparison]) -> [String] {
        comparisons.filter(\.fails).map { comparison in
            let place = comparison.source ?? .init(file: comparison.golden, line: 1)
            // Echoed values escaped (`EchoedText`; the comparison's names are already): a line break in a
            // path would start a line Xcode reads as another issue.
            return "\(EchoedText.escaped(place.file, limit: nil)):\(place.line):\(place.column): error: \(comparison.title): "
                + "frames against the golden: \(comparison.summary) (golden \(comparison.golden))"
        }
    }
}
