#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `make bench`: the golden check as CI runs it (Docs/CLI.md, "Reading a diff report"): 1,000
/// small specs at 4 widths against their 4,000 goldens, whole process, all the same; then with
/// every spec's spacing changed, so that every golden differs and the report is written. Figures
/// per 1,000 goldens, wall time and CPU time (user + system: the work, which the machine's other
/// load moves less; render's workers run in parallel, so it exceeds the wall time on several cores).
enum GoldenBench {
    static func run(specs count: Int, in work: String) {
        let directory = "\(work)/goldens", golden = "\(directory)/golden"
        mkdir(directory, 0o755)
        var specs: [String] = []
        for index in 0..<count {
            let spec = "\(directory)/spec-\(index).yaml"
            writeText(spec, text(index, spacing: 10))
            specs.append(spec)
        }
        let render = [cli, "render"] + specs + ["--expect-dir", golden]
        spawnAndWait(render + ["--record"])
        let goldens = Double(count * 4)
        let same = measured(runs: 3, render, expected: 0)
        print("golden check, \(count) specs × 4 widths, all the same (whole process)".padded(72) + format3(same.wall).leftPadded(8)
              + " s  " + format3(same.cpu).leftPadded(8) + " s CPU  " + format3(same.cpu * 1_000 / goldens) + " s CPU per 1,000 goldens")
        for (index, spec) in specs.enumerated() { writeText(spec, text(index, spacing: 8)) }
        let differ = measured(runs: 3, render, expected: 1)
        print("golden check, \(count) specs × 4 widths, every one differs (report)".padded(72) + format3(differ.wall).leftPadded(8)
              + " s  " + format3(differ.cpu).leftPadded(8) + " s CPU  " + format3(differ.cpu * 1_000 / goldens) + " s CPU per 1,000 goldens")
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

    /// Median wall time and CPU time of `runs` runs.
    static func measured(runs: Int, _ command: [String], expected: Int32) -> (wall: Double, cpu: Double) {
        var cpu: [Double] = []
        let wall = medianSeconds(runs: runs) {
            let usage = spawnAndWait(command, expected: expected)
            cpu.append(seconds(usage.ru_utime) + seconds(usage.ru_stime))
        }
        return (wall, cpu.sorted()[runs / 2])
    }

    static func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
}
