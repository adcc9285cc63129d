#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameOutput
import LayoutEngine

// `make bench`: one table, a row per path (Docs/Developing.md, "Measuring"): the built
// `layout-compile` run as a user runs it (whole process: start-up, reading, solving, writing), each
// against its floor, the least that path's input or output could cost (a `dd` of the bytes written,
// a `cmp` of the two files a diff reads, a `cat` of the goldens a check reads, the compile a
// `--expect` adds a comparison to), run in turn with it in the same run; then the parts measured
// in-process. Figures, not assertions: compare them across commits on the same machine; on a
// shared machine, read the ratios.

let arguments = CommandLine.arguments
let binDirectory = arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
let cli = (binDirectory.isEmpty ? "." : binDirectory) + "/layout-compile"
/// Outputs in memory (/dev/shm) where there is one, so that a disk's writeback does not blur them.
let work = (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp") + "/layout-bench-\(getpid())"
mkdir(work, 0o755)
let quick = arguments.contains("--quick")
/// `--goldens`: only the golden check of 1,000 small specs (Docs/CLI.md, "Reading a diff report").
if arguments.contains("--goldens") {
    Table.printHeader()
    GoldenBench.run(specs: 1_000, in: work, cat: tool("cat")!)
    removeTree(work)
    exit(0)
}
/// `--preview`: only the live preview's redraw (Docs/CLI.md, "preview"), run from the package's root.
if arguments.contains("--preview") {
    Table.printHeader()
    PreviewBench.run(cli: cli, examples: "Examples", in: work)
    removeTree(work)
    exit(0)
}
/// `--in-process`: only the figures measured in-process (the solve alone, the JSON write, reading).
let inProcessOnly = arguments.contains("--in-process")
/// `--reading`: only the spec reading throughput (for profiling the readers and the decoder).
if arguments.contains("--reading") {
    Table.printHeader()
    ReadingBench.run(sections: quick ? 400 : 4_000)
    exit(0)
}

let size = quick ? 100_000 : 1_000_000
let million = quick ? "10^5" : "10^6"
print("layout-bench: \(cli); whole-process rows are medians of 5 runs paired with their floor's (3 for the slow ones),")
print("the ratio the median pair by pair; heap and mapped sampled from /proc/PID/status in one more run.")
print("machine load (1 min) at the start: \(loadAverage())  (on a shared machine, compare ratios, not seconds)\n")
Table.printHeader()

if !inProcessOnly {
    let dd = tool("dd")!, cmp = tool("cmp")!, cat = tool("cat")!
    func ddFloor(_ file: String) -> (name: String, command: Command) {
        ("dd of the same bytes", Command([dd, "if=\(file)", "of=\(work)/dd.out", "bs=1M", "status=none"]))
    }
    var specs: [String: String] = [:]
    var compileGrid: Command?
    for workload in Workload.all {
        let spec = "\(work)/\(workload.file).yaml"
        _ = workload.write(size, spec)
        specs[workload.file] = spec
        for format in workload.file == "grid" ? ["json", "csv", "svg"] : workload.file == "sections" ? ["json", "csv"] : ["json"] {
            let out = "\(work)/\(workload.file).\(format)"
            let command = Command([cli, spec, "--format", format, "-o", out])
            if format == "json" && workload.file == "grid" { compileGrid = command }
            if format == "svg" {
                _ = measureRow("\(million) \(workload.name), SVG (what it draws)", runs: 3, command)
            } else {
                timed(command)
                _ = measureRow("\(million) \(workload.name), \(format.uppercased())", command, floor: ddFloor(out))
            }
        }
    }
    let contentSpec = "\(work)/content.yaml"
    let contentElements = Workload.cellContent.write(100_000, contentSpec)
    _ = measureRow("list cell content, \(contentElements / 5) rows self-sizing, JSON", runs: 3,
                   Command([cli, contentSpec, "-o", "\(work)/content.json"]))

    // Two files of the same bytes (cmp of one file with itself stops at once), and one of every
    // element moved or resized (the grid at 400 pt against 390).
    let golden = "\(work)/grid.json", same = "\(work)/same.json", wider = "\(work)/wider.json"
    timed(Command([cli, specs["grid"]!, "-o", golden]))
    timed(Command([cli, specs["grid"]!, "-o", same]))
    timed(Command([cli, specs["grid"]!, "--width", "400", "-o", wider]))
    let identical = Command([cli, "diff", golden, same])
    _ = measureRow("diff, two identical \(million)-element files", identical, floor: ("cmp of the two files", Command([cmp, golden, same])))
    _ = measureRow("diff, every element changed", runs: pairsAgainstOwnPath, Command([cli, "diff", golden, wider], expected: 1),
                   floor: ("the identical diff", identical))
    _ = measureRow("--expect, \(million) elements", runs: pairsAgainstOwnPath, Command([cli, specs["grid"]!, "--expect", golden]),
                   floor: ("compile to a file", compileGrid!))
    let screen = "\(Int(Environment.standard.width)),\(Int(Environment.standard.height))"
    _ = measureRow("--rect of one screen of the \(million) grid", Command([cli, specs["grid"]!, "--rect", "0,5000000,\(screen)"]))

    // `read` of the densest document, against compiling it (read, then refused: not a spec).
    let flat = "\(work)/flat.json"
    let numbers = quick ? 799_999 : 7_999_999
    Workload.writeFlatArray(numbers, flat)
    _ = measureRow("read, flat array of \(Int((Double(numbers) / 1e6).rounded()))M numbers (\(Int((Double(2 * numbers) / 1e6).rounded())) MB)",
                   runs: pairsAgainstOwnPath, Command([cli, "read", flat, "-o", "\(work)/read.json"]),
                   floor: ("compile of the same file", Command([cli, flat], expected: 65)))

    GoldenBench.run(specs: quick ? 200 : 1_000, in: work, cat: cat)
    PreviewBench.run(cli: cli, examples: "Examples", in: work)

    // `import` of Swift layout code, against the Swift compiler's own parse of the file when there is one.
    let swiftc = tool("swiftc")
    func parseFloor(_ file: String) -> (name: String, command: Command)? {
        swiftc.map { ("swiftc -frontend -parse", Command([$0, "-frontend", "-parse", file])) }
    }
    let provider = "\(work)/ManySections.swift", long = "\(work)/Long.swift"
    let sections = quick ? 1_000 : 10_000
    ImportWorkload.writeSwitchProvider(sections: sections, provider)
    ImportWorkload.writeLongFile(lines: 6_000, long)
    _ = measureRow("import, switch sectionIndex of \(sections) sections", runs: 3,
                   Command([cli, "import", provider, "-o", "\(work)/provider.yaml"]), floor: parseFloor(provider))
    _ = measureRow("import, 6,000 lines", runs: 3, Command([cli, "import", long, "-o", "\(work)/long.yaml"]), floor: parseFloor(long))
}

// In-process: the grid solved alone, then its frames JSON streamed to a file against a raw write
// of the same bytes; spec reading.
let environment = Environment.standard
let grid = Workload.gridLayout(size)
let solve = medianSeconds(runs: 5) {
    var cells = 0
    LayoutSolver().lay(out: grid, in: environment).forEachElement { _ in cells += 1 }
}
Table.row("in-process: solve alone, \(million) grid cells (every frame made)", seconds: solve)
let solved = LayoutSolver().lay(out: grid, in: environment)
let jsonPath = "\(work)/in-process.json"
var jsonTimes: [Double] = [], rawTimes: [Double] = [], writeRatios: [Double] = []
writeFile(jsonPath) { buffer throws(OutputError) in try FramesJSONWriter.write(solved, to: &buffer) }
let bytes = readFile(jsonPath)
for _ in 0..<5 {
    let json = medianSeconds(runs: 1) { writeFile(jsonPath) { buffer throws(OutputError) in try FramesJSONWriter.write(solved, to: &buffer) } }
    let raw = medianSeconds(runs: 1) {
        let descriptor = open("\(work)/raw.json", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        bytes.withUnsafeBytes { raw in try? FileSink(descriptor: descriptor).write(raw) }
        close(descriptor)
    }
    (jsonTimes, rawTimes, writeRatios) = (jsonTimes + [json], rawTimes + [raw], writeRatios + [json / raw])
}
Table.row("in-process: frames JSON write, solving included (\(bytes.count / 1_000_000) MB)", seconds: median(jsonTimes),
          floor: "write(2) of the same bytes", floorSeconds: median(rawTimes), ratio: median(writeRatios))
ReadingBench.run(sections: quick ? 400 : 4_000)
removeTree(work)
print("\nmachine load (1 min) at the end: \(loadAverage())")
