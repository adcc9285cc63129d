#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameOutput

/// One whole-process measurement: the median wall time and the largest peak memory of its runs.
struct Run {
    var seconds: Double
    var peakKiB: Int
}

/// Runs `command` `runs` times, output to /dev/null, and takes the median wall time.
func measure(runs: Int, _ command: [String], expected: Int32 = 0) -> Run {
    var peak = 0
    let seconds = medianSeconds(runs: runs) { peak = max(peak, spawnAndWait(command, expected: expected).ru_maxrss) }
    return Run(seconds: seconds, peakKiB: peak)
}

/// Starts the command with standard output to /dev/null, waits, returns what it used (peak
/// memory in KiB, CPU time); an exit status other than `expected` is reported.
@discardableResult
func spawnAndWait(_ command: [String], expected: Int32 = 0) -> rusage {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
        print("layout-bench: cannot start \(command[0])")
        exit(1)
    }
    posix_spawn_file_actions_destroy(&actions)
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    if status != expected << 8 {
        let shown = command.prefix(4).joined(separator: " ") + (command.count > 4 ? " ..." : "")
        print("layout-bench: \(shown) failed (status \(status))")
    }
    return usage
}

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
    return times.sorted()[runs / 2]
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
    var buffer = OutputBuffer(sink: BackgroundFileSink(descriptor: descriptor))
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
    spawnAndWait(["/bin/rm", "-rf", path])
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
