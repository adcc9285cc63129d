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
        let specs = writeSpecs(count, in: directory, spacing: 10)
        let render = [cli, "render"] + specs + ["--expect-dir", golden]
        timed(Command(render + ["--record"]))
        let goldens = files(in: golden)
        let same = Command(render)
        _ = measureRow("golden check, \(count) specs × 4 widths, all the same", same,
                       floor: ("cat of the goldens", Command([cat] + goldens)))
        let changed = writeSpecs(count, in: "\(directory)/differ", spacing: 8)
        _ = measureRow("golden check, every one differing (report written)", runs: pairsAgainstOwnPath, Command([cli, "render"] + changed + ["--expect-dir", golden], expected: 1),
                       floor: ("the check all the same", same))
    }
    /// `count` specs written into `folder` (made), each `text(index, spacing:)`: their paths.
    static func writeSpecs(_ count: Int, in folder: String, spacing: Int) -> [String] {
        mkdir(folder, 0o755)
        return (0..<count).map { index in
            let spec = "\(folder)/spec-\(index).yaml"
            writeText(spec, text(index, spacing: spacing))
            return spec
        }
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
