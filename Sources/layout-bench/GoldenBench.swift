#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `make bench`: the golden check as CI runs it (Docs/CLI.md, "Reading a diff report"): 1,000
/// small specs at 4 widths against their 4,000 goldens, whole process, all the same (against a
/// `cat` of the goldens it reads); then with every spec's spacing changed, so that every golden
/// differs and the report is written (against the check of the same goldens).
enum GoldenBench {
    static func run(specs count: Int, in work: String, cat: String) {
        let directory = "\(work)/goldens", golden = "\(directory)/golden"
        mkdir(directory, 0o755)
        var specs: [String] = []
        for index in 0..<count {
            let spec = "\(directory)/spec-\(index).yaml"
            writeText(spec, text(index, spacing: 10))
            specs.append(spec)
        }
        let render = [cli, "render"] + specs + ["--expect-dir", golden]
        timed(Command(render + ["--record"]))
        let goldens = files(in: golden)
        let same = Command(render)
        _ = measureRow("golden check, \(count) specs × 4 widths, all the same", same,
                       floor: ("cat of the goldens", Command([cat] + goldens)))
        let differ = "\(directory)/differ"
        mkdir(differ, 0o755)
        var changed: [String] = []
        for index in 0..<count {
            let spec = "\(differ)/spec-\(index).yaml"
            writeText(spec, text(index, spacing: 8))
            changed.append(spec)
        }
        _ = measureRow("golden check, every one differing (report written)", Command([cli, "render"] + changed + ["--expect-dir", golden], expected: 1),
                       floor: ("the check all the same", same))
    }
    /// A small spec: a two-column grid of 10 to 29 cells, or three columns, with `spacing` between them.
    static func text(_ index: Int, spacing: Int) -> String {
        """
        section:
          group:
            axis: horizontal
            size: {width: fractionalWidth(1), height: absolute(\(40 + index % 7))}
            subitems:
              - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            count: \(2 + index % 2)
            interItemSpacing: fixed(\(spacing))
          interGroupSpacing: 10
          contentInsets: 10
        sections:
          - items: \(10 + index % 20)

        """
    }
}
