#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameOutput

/// One whole-process command of the bench: its arguments, what its standard output goes to, and
/// the exit status it is expected to end with (a diff that finds differences exits 1).
struct Command {
    var arguments: [String]
    var standardOutput = "/dev/null"
    var expected: Int32 = 0

    init(_ arguments: [String], standardOutput: String = "/dev/null", expected: Int32 = 0) {
        self.arguments = arguments
        self.standardOutput = standardOutput
        self.expected = expected
    }
}

/// Starts the command with standard output to its file and standard error to /dev/null; an
/// unstartable command ends the bench.
func spawn(_ command: Command) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, command.standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // What a path prints on standard error (a refused document's error, import's notes) is not the bench's.
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pid: pid_t = 0
    let argv = command.arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, command.arguments[0], &actions, nil, argv, environ) == 0 else {
        print("layout-bench: cannot start \(command.arguments[0])")
        exit(1)
    }
    return pid
}

/// Says so when the command ended otherwise than expected (its figures are then not the path's).
func check(_ status: Int32, _ command: Command) {
    if status != command.expected << 8 {
        let shown = command.arguments.prefix(4).joined(separator: " ") + (command.arguments.count > 4 ? " ..." : "")
        print("layout-bench: \(shown) failed (status \(status))")
    }
}

/// Runs the command to its end; returns its wall time.
@discardableResult
func timed(_ command: Command) -> Double {
    let start = now()
    let pid = spawn(command)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let seconds = now() - start
    check(status, command)
    return seconds
}

/// What a process held at its largest, in KiB, sampled from /proc/PID/status every millisecond
/// while it runs: `heap` is its anonymous memory (`RssAnon`: what it allocated, its stacks), `mapped`
/// its resident file pages (`RssFile` + `RssShmem`: the binary, the shared libraries, files it
/// mapped). The peak RSS the kernel keeps (`VmHWM`) is their sum, so a large input file mapped and
/// read looks like memory held; it is not, the kernel drops those pages at will.
struct MemoryPeaks {
    var heapKiB = 0
    var mappedKiB = 0
}

/// Runs the command once more, not timed, sampling its memory (`MemoryPeaks`). A peak shorter than
/// the sampling interval can be missed: the figures are a lower bound, close for work that holds its
/// memory for longer than a few milliseconds.
func sampledPeaks(_ command: Command) -> MemoryPeaks? {
    #if os(Linux)
    let pid = spawn(command)
    var peaks = MemoryPeaks()
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
        if let sample = memorySample(pid) {
            peaks.heapKiB = max(peaks.heapKiB, sample.heapKiB)
            peaks.mappedKiB = max(peaks.mappedKiB, sample.mappedKiB)
        }
        usleep(1_000)
    }
    check(status, command)
    return peaks
    #else
    return nil
    #endif
}

/// RssAnon and RssFile + RssShmem of a running process, from /proc/PID/status.
func memorySample(_ pid: pid_t) -> MemoryPeaks? {
    guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
    defer { fclose(file) }
    var sample = MemoryPeaks()
    var line = [CChar](repeating: 0, count: 256)
    var found = false
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(cString: line)
        func kilobytes() -> Int { Int(text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0 }
        if text.hasPrefix("RssAnon:") {
            sample.heapKiB = kilobytes()
            found = true
        } else if text.hasPrefix("RssFile:") || text.hasPrefix("RssShmem:") {
            sample.mappedKiB += kilobytes()
        }
    }
    return found ? sample : nil
}

/// A command and its floor run in turn (A, floor, A, floor, …), `runs` pairs: the median of each and
/// the median of the ratios pair by pair, which the machine's drifting speed moves least.
struct Paired {
    var seconds: Double
    var floor: Double?
    var ratio: Double?
}

func paired(runs: Int, _ command: Command, floor: Command?) -> Paired {
    var times: [Double] = [], floors: [Double] = [], ratios: [Double] = []
    for _ in 0..<runs {
        let time = timed(command)
        times.append(time)
        if let floor {
            let floorTime = timed(floor)
            floors.append(floorTime)
            ratios.append(time / floorTime)
        }
    }
    return Paired(seconds: median(times), floor: floor == nil ? nil : median(floors), ratio: floor == nil ? nil : median(ratios))
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The median time of `body` over `runs`, by `clock`: the wall clock, or for work done on the
/// calling thread alone `CLOCK_THREAD_CPUTIME_ID`, its CPU time, which the machine's load moves far
/// less (the other processes of a shared machine take turns on its cores, not this thread's work).
func medianSeconds(runs: Int, clock: clockid_t = CLOCK_MONOTONIC, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = now(clock)
        body()
        times.append(now(clock) - start)
    }
    return median(times)
}

func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func loadAverage() -> String {
    var loads = [0.0, 0.0, 0.0]
    return getloadavg(&loads, 3) > 0 ? format2(loads[0]) : "unknown"
}

func writeFile(_ path: String, _ body: (inout OutputBuffer) throws(OutputError) -> Void) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var buffer = OutputBuffer(sink: BackgroundSink(descriptor: descriptor))
    do {
        try body(&buffer)
        try buffer.flush()
    } catch {
        print("layout-bench: cannot write \(path)")
    }
    close(descriptor)
}

func writeText(_ path: String, _ text: String) {
    writeFile(path) { buffer throws(OutputError) in try buffer.append(text: text) }
}

func readFile(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
}

func removeTree(_ path: String) {
    timed(Command(["/bin/rm", "-rf", path]))
}

/// The paths of the files in `folder`, sorted.
func files(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append("\(folder)/\(name)") }
    }
    return names.sorted()
}

/// The first of `names` found on PATH (a floor's tool), as a path; nil when none is.
func tool(_ names: String...) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for name in names {
        for folder in path.split(separator: ":") where access("\(folder)/\(name)", X_OK) == 0 { return "\(folder)/\(name)" }
    }
    return nil
}

func format3(_ value: Double) -> String { fixed(value, digits: 3) }
func format2(_ value: Double) -> String { fixed(value, digits: 2) }

/// A number with `digits` decimals (no Foundation here).
func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let fraction = String(scaled % scale)
    return "\(scaled / scale).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
