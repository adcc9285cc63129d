import Dispatch
import FrameOutput
import Foundation
import LayoutEngine
import SpecReading

/// `layout-compile render SPEC... --out-dir DIR`: every spec at every width, in every format,
/// written as DIR/<name>@<width>.<ext>, with an index.html gallery of the pictures.
struct RenderCommand {
    static let parser = ArgumentParser(options: [
        .init(names: ["--out-dir"], takesValue: true),
        .init(names: ["--widths"], takesValue: true),
        .init(names: ["--heights"], takesValue: true),
        .init(names: ["--formats"], takesValue: true),
        .init(names: ["--scale"], takesValue: true),
        .init(names: ["-h", "--help"], takesValue: false),
    ])

    static let usage = """
        USAGE: layout-compile render SPEC... --out-dir DIR [--widths 320,390,744,1024]
                                     [--heights H,...] [--formats json,svg,csv] [--scale S]

        Compiles every SPEC at every width and writes DIR/<name>@<width>.<ext> for each format, and
        DIR/index.html, a gallery of the pictures. Heights default per width (320: 568, 390: 844,
        744: 1133, 1024: 1366, others in the proportions of 390 × 844); --heights gives one per width.
        Specs are compiled in parallel; every good output is written even when some specs fail, and
        the failures are listed at the end (exit 65, or 66 when a spec cannot be read).
        """

    /// Heights of the devices these widths belong to (iPhone SE, iPhone 15, iPad mini, iPad Pro 12.9").
    static let deviceHeights: [Double: Double] = [320: 568, 375: 667, 390: 844, 393: 852, 430: 932, 744: 1133, 820: 1180, 1024: 1366]

    var specs: [String]
    var outputDirectory: String
    var widths: [Double] = [320, 390, 744, 1024]
    var heights: [Double]
    var formats: [OutputFormat] = [.json, .svg]
    var scale: Double?

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard !parsed.positional.isEmpty else { throw UsageError(message: "render needs at least one SPEC") }
        guard let directory = parsed.value("--out-dir") else { throw UsageError(message: "render needs --out-dir DIR") }
        specs = parsed.positional
        outputDirectory = directory
        let lengths: ClosedRange<Double> = 1...SpecLimits.maximumLength
        if let text = parsed.value("--widths") { widths = try parsed.numbers("--widths", count: nil, text, in: lengths) }
        if let text = parsed.value("--heights") {
            heights = try parsed.numbers("--heights", count: nil, text, in: lengths)
            guard heights.count == widths.count else {
                throw UsageError(message: "--heights needs one height per width (\(widths.count)), got \(heights.count)")
            }
        } else {
            heights = widths.map { Self.deviceHeights[$0] ?? ($0 * 844 / 390).rounded() }
        }
        if let text = parsed.value("--formats") {
            var chosen: [OutputFormat] = []
            for name in text.split(separator: ",") {
                guard let format = OutputFormat(rawValue: String(name)) else {
                    throw UsageError(message: "unknown format '\(name)' in --formats: expected json, csv or svg")
                }
                if !chosen.contains(format) { chosen.append(format) }
            }
            guard !chosen.isEmpty else { throw UsageError(message: "--formats names no format") }
            formats = chosen
        }
        scale = try parsed.number("--scale", in: 1...3)
        if let scale, scale != scale.rounded() { throw UsageError(message: "--scale expects 1, 2 or 3") }
    }

    /// One spec's outcome: the files it wrote, or why it failed.
    struct Outcome: Sendable {
        var spec: String
        var written: [String] = []
        var failure: CommandFailure?
    }

    func run() throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(outputDirectory): error: cannot create the directory")
        }
        let names = uniqueNames(specs)
        let progress = Progress(total: specs.count)
        let results = ResultsBox(count: specs.count)
        DispatchQueue.concurrentPerform(iterations: specs.count) { index in
            let outcome = render(specs[index], as: names[index])
            results.set(index, outcome)
            progress.advance(failed: outcome.failure != nil)
        }
        progress.finish()
        let outcomes = results.all
        var failures = outcomes.compactMap(\.failure)
        // The gallery page is written even when specs failed, and its own failure is reported
        // beside theirs, not instead of them.
        do throws(CommandFailure) {
            try OutputFile.write(GalleryPage.html(outcomes.filter { $0.failure == nil }.map(\.written)),
                                 to: (outputDirectory as NSString).appendingPathComponent("index.html"))
        } catch {
            failures.append(error)
        }
        guard failures.isEmpty else {
            let list = failures.map(\.message).joined(separator: "\n")
            let code: ExitCode = failures.contains { $0.code == .noInput } ? .noInput : failures[0].code
            throw CommandFailure(code: code, message: "\(list)\nlayout-compile: \(outcomes.filter { $0.failure != nil }.count) of \(specs.count) specs failed")
        }
    }

    /// File names: the spec's base name, numbered when two specs share one.
    func uniqueNames(_ paths: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return paths.map { path in
            let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let count = seen[base, default: 0]
            seen[base] = count + 1
            return count == 0 ? base : "\(base)-\(count + 1)"
        }
    }

    func render(_ path: String, as name: String) -> Outcome {
        var outcome = Outcome(spec: path)
        do throws(CommandFailure) {
            let (text, sourceName) = try SpecSource.read(path)
            let document = try SpecSource.parse(text, name: sourceName)
            for (width, height) in zip(widths, heights) {
                let overrides = EnvironmentOverrides(width: width, height: height, scale: scale)
                let spec = try SpecSource.decode(document, text: text, name: sourceName, overrides: overrides)
                let result = LayoutSolver().solve(spec.layout, in: spec.environment)
                for format in formats {
                    let file = "\(name)@\(formatNumber(width)).\(format.rawValue)"
                    try OutputFile.write(format.write(result, title: "\(name) @ \(formatNumber(width)) pt"),
                                         to: (outputDirectory as NSString).appendingPathComponent(file))
                    outcome.written.append(file)
                }
            }
        } catch {
            outcome.failure = error
        }
        return outcome
    }
}

/// Outcomes collected from the worker threads.
final class ResultsBox: @unchecked Sendable {
    private var outcomes: [RenderCommand.Outcome?]
    private let lock = NSLock()

    init(count: Int) {
        outcomes = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ outcome: RenderCommand.Outcome) {
        lock.lock()
        outcomes[index] = outcome
        lock.unlock()
    }

    var all: [RenderCommand.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes.compactMap { $0 }
    }
}

/// A one-line progress report, on a terminal only (CI logs stay clean).
final class Progress: @unchecked Sendable {
    private let total: Int
    private var done = 0
    private var failed = 0
    private let lock = NSLock()
    private let interactive = isatty(STDERR_FILENO) != 0

    init(total: Int) {
        self.total = total
    }

    func advance(failed didFail: Bool) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if didFail { failed += 1 }
        if interactive {
            FileHandle.standardError.write(Data("\rrendered \(done)/\(total) specs\(failed > 0 ? ", \(failed) failed" : "")".utf8))
        }
    }

    func finish() {
        if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
