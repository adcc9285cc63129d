// libFuzzer entry point: the frames reader of `diff` and `--expect`, and the reports of what it
// reads diffed against itself and against nothing (every element removed, then added): text,
// HTML, JUnit and GitHub. Built only by `make fuzz` (Docs/Developing.md).
import FrameOutput
import FramesFormat
import LayoutCompilation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFramesReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = fuzzText(data, size), let dump = try? FramesDump(json: text) else { return 0 }
    let empty = FramesDump(contentSize: [0, 0], entries: [], scale: dump.scale)
    for (old, new) in [(dump, dump), (dump, empty), (empty, dump)] {
        let diff = FramesDiff(old, new, tolerance: 0.001)
        let comparison = GoldenComparison(name: "b", target: "320 pt", golden: "a", new: "b",
                                          outcome: GoldenComparison.outcome(diff), frames: new)
        let report = TextDiffReport(comparisons: [comparison], directory: "golden", maxLines: 40)
        _ = report.text
        _ = HTMLDiffReport(report: report).html
        _ = JUnitReport.xml([comparison], suite: "golden", maxLines: 40)
        _ = GitHubAnnotations.lines([comparison])
    }
    return 0
}
