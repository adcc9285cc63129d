#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameOutput
import LayoutEngine

// `make bench`: the built `layout-compile` run as a user runs it (whole process: start-up, reading
// the YAML spec, solving, writing the file) on the workloads of a million elements, in every
// format, at 10^4, 10^5 and 10^6 elements; then the parts measured in-process (solve alone, the
// JSON write against a raw write of the same bytes), a diff and a rect query, and the golden check
// of 1,000 small specs at 4 widths. Figures, not
// assertions: compare them across commits on the same machine. On a shared machine, read ratios.

let arguments = CommandLine.arguments
let binDirectory = arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
let cli = (binDirectory.isEmpty ? "." : binDirectory) + "/layout-compile"
let work = "/tmp/layout-bench-\(getpid())"
mkdir(work, 0o755)
let quick = arguments.contains("--quick")
/// `--goldens`: only the golden check of 1,000 small specs (Docs/CLI.md, "Reading a diff report").
if arguments.contains("--goldens") {
    GoldenBench.run(specs: 1_000, in: work)
    removeTree(work)
    exit(0)
}
/// `--in-process`: only the figures measured in-process (the solve alone, the JSON write).
let inProcessOnly = arguments.contains("--in-process")
/// `--reading`: only the spec reading throughput (for profiling the readers and the decoder).
let readingOnly = arguments.contains("--reading")
if readingOnly {
    ReadingBench.run(sections: quick ? 400 : 4_000)
    exit(0)
}

print("layout-bench: whole-process runs of \(cli), medians (3 runs; 1 for SVG at 10^6)")
print("machine load (1 min): \(loadAverage())  (on a shared machine, compare ratios, not seconds)\n")
print("workload".padded(34) + "format".padded(7) + "elements".leftPadded(10) + "median s".leftPadded(10)
      + "elements/s".leftPadded(12) + "ns/element".leftPadded(12) + "peak MiB".leftPadded(10) + "B/element".leftPadded(11))

let sizes = inProcessOnly ? [] : quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
var million: [String: String] = [:]
for workload in Workload.all {
    for size in sizes {
        let spec = "\(work)/\(workload.file)-\(size).yaml"
        let elements = workload.write(size, spec)
        if size == 1_000_000 { million[workload.file] = spec }
        for format in ["json", "csv", "svg"] {
            let runs = format == "svg" && size == 1_000_000 ? 1 : 3
            let out = "\(work)/out.\(format)"
            let run = measure(runs: runs, [cli, spec, "--format", format, "-o", out])
            report(workload.name, format, elements, run)
        }
    }
}

// List cell content (issue 12's case): 20,000 rows self-sizing from their content, whole process.
print("")
if !inProcessOnly {
    let contentSpec = "\(work)/content.yaml"
    let contentElements = Workload.cellContent.write(100_000, contentSpec)
    let contentRun = measure(runs: 3, [cli, contentSpec, "-o", "\(work)/content.json"])
    print("list cell content, \(contentElements / 5) rows, \(contentElements) elements (whole process)".padded(72)
          + format3(contentRun.seconds).leftPadded(8) + " s")
}

// In-process: spec reading throughput in every layout of the text.
print("")
ReadingBench.run(sections: quick ? 400 : 4_000)

// In-process: the grid solved alone, then its frames JSON streamed to a file against a raw write
// of the same bytes.
print("")
let environment = Environment.standard
let gridSize = quick ? 100_000 : 1_000_000
let grid = Workload.gridLayout(gridSize)
let solve = medianSeconds(runs: 5) {
    var cells = 0
    LayoutSolver().lay(out: grid, in: environment).forEachElement { _ in cells += 1 }
}
print("solve alone, \(gridSize) grid cells (every frame made, none written)".padded(72)
      + String(format3(solve)).leftPadded(8) + " s  " + String(Int(Double(gridSize) / solve)).leftPadded(10) + " elements/s")
let solved = LayoutSolver().lay(out: grid, in: environment)
let jsonPath = "\(work)/grid.json"
let jsonWrite = medianSeconds(runs: 5) { writeFile(jsonPath) { buffer throws(OutputError) in try FramesJSONWriter.write(solved, to: &buffer) } }
let bytes = readFile(jsonPath)
let rawWrite = medianSeconds(runs: 5) {
    let descriptor = open("\(work)/raw.json", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    bytes.withUnsafeBytes { raw in try? FileSink(descriptor: descriptor).write(raw) }
    close(descriptor)
}
print("frames JSON write of those cells (\(bytes.count / 1_000_000) MB, solving included)".padded(72)
      + format3(jsonWrite).leftPadded(8) + " s")
print("raw write of the same bytes".padded(72) + format3(rawWrite).leftPadded(8) + " s")
print("ratio JSON write / raw write".padded(72) + String(format2(jsonWrite / rawWrite)).leftPadded(8))

if let gridSpec = million["grid"] {
    let golden = "\(work)/golden.json"
    _ = measure(runs: 1, [cli, gridSpec, "-o", golden])
    let diff = measure(runs: 3, [cli, "diff", golden, golden])
    print("diff of two 10^6-element frames files (whole process)".padded(72) + format3(diff.seconds).leftPadded(8) + " s")
    // Every element moved or resized (the grid at 400 pt against 390): grouped, reported, capped.
    let wider = "\(work)/wider.json"
    _ = measure(runs: 1, [cli, gridSpec, "--width", "400", "-o", wider])
    let moved = measure(runs: 3, [cli, "diff", golden, wider], expected: 1)
    print("diff of two 10^6-element frames files, every element changed".padded(72) + format3(moved.seconds).leftPadded(8) + " s")
    let screen = "\(Int(environment.width)),\(Int(environment.height))"
    let rect = measure(runs: 3, [cli, gridSpec, "--rect", "0,5000000,\(screen)"])
    print("--rect of one screen of the 10^6 grid (whole process)".padded(72) + format3(rect.seconds).leftPadded(8) + " s")
    let expect = measure(runs: 3, [cli, gridSpec, "--expect", golden])
    print("--expect against its own 10^6-element frames (whole process)".padded(72) + format3(expect.seconds).leftPadded(8) + " s")
}

// The golden check CI runs, at 1,000 small specs × 4 widths.
print("")
if !inProcessOnly { GoldenBench.run(specs: quick ? 200 : 1_000, in: work) }
removeTree(work)

func report(_ name: String, _ format: String, _ elements: Int, _ run: Run) {
    let rate = Double(elements) / run.seconds
    let peak = Double(run.peakKiB) / 1024
    print(name.padded(34) + format.padded(7) + String(elements).leftPadded(10) + format3(run.seconds).leftPadded(10)
          + String(Int(rate)).leftPadded(12) + String(Int((run.seconds * 1e9 / Double(elements)).rounded())).leftPadded(12)
          + String(Int(peak.rounded())).leftPadded(10) + String(Int((peak * 1_048_576 / Double(elements)).rounded())).leftPadded(11))
}
