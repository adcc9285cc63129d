import FrameOutput
import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading

/// The flags `compile` and `render` share: the environment to solve in, over the spec's own
/// `environment`, and what to do with warnings.
enum EnvironmentFlags {
    static let options: [ArgumentParser.Option] = [
        .init(names: ["--scale"], takesValue: true),
        .init(names: ["--rtl"], takesValue: false),
        .init(names: ["--offset"], takesValue: true),
        .init(names: ["--device"], takesValue: true),
        .init(names: ["--warnings-as-errors"], takesValue: false),
        .init(names: ["--svg-limit"], takesValue: true),
        .init(names: ["-h", "--help"], takesValue: false),
    ]

    /// `--svg-limit N`: screens a picture draws before it leaves the rest out; 0 for no limit.
    static func svgLimit(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> Int? {
        guard parsed.value("--svg-limit") != nil else { return FramesSVGWriter.defaultScreenLimit }
        let limit = try parsed.number("--svg-limit", in: 0...10_000) ?? 0
        guard limit == limit.rounded() else { throw UsageError(message: "--svg-limit expects a whole number of screens") }
        return limit == 0 ? nil : Int(limit)
    }

    /// Overrides from `--device` first, then the single flags over it (`--device iPadAir --scale 1`).
    static func overrides(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> EnvironmentOverrides {
        var overrides = EnvironmentOverrides(rightToLeft: parsed.flags.contains("--rtl"))
        if let name = parsed.value("--device") {
            guard let device = DevicePreset.named(name) else {
                let names = DevicePreset.all.map(\.name)
                let hint = suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(message: "unknown --device '\(name)'\(hint); expected one of: \(names.joined(separator: ", "))")
            }
            overrides = device.applied(to: overrides)
        }
        if let scale = try parsed.number("--scale", in: 1...3) {
            guard scale == scale.rounded() else { throw UsageError(message: "--scale expects 1, 2 or 3") }
            overrides.scale = scale
        }
        if let offset = parsed.value("--offset") {
            let values = try parsed.numbers("--offset", count: 2, offset)
            overrides.contentOffset = Point(x: values[0], y: values[1])
        }
        return overrides
    }

    /// `--orthogonal-offset S=X`, repeatable: section S's row scrolled to X. One section given two
    /// offsets is refused rather than one of them silently kept.
    static func readOrthogonalOffsets(_ parsed: ArgumentParser.Parsed, into overrides: inout EnvironmentOverrides) throws(UsageError) {
        for text in parsed.values["--orthogonal-offset"] ?? [] {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let section = Int(parts[0]), section >= 0, let offset = Double(parts[1]), offset.isFinite,
                  abs(offset) <= SpecLimits.maximumLength else {
                throw UsageError(message: "--orthogonal-offset expects SECTION=OFFSET, e.g. 0=120; got '\(text)'")
            }
            if let earlier = overrides.orthogonalOffsets[section], earlier != offset {
                throw UsageError(message: "--orthogonal-offset gives section \(section) two offsets, \(formatNumber(earlier)) "
                                     + "and \(formatNumber(offset)); give each section once")
            }
            overrides.orthogonalOffsets[section] = offset
        }
    }

    /// `--orthogonal-offset S=X` for a section S the layout does not have (`sectionCount`, known
    /// once the spec is read): exit 64, as a command line wrong for this spec.
    static func checkOrthogonalOffsets(_ overrides: EnvironmentOverrides, sectionCount: Int, command: String) throws(CommandFailure) {
        guard let missing = overrides.orthogonalOffsets.keys.filter({ $0 >= sectionCount }).min() else { return }
        throw UsageError(message: "--orthogonal-offset names section \(missing), but the layout has \(sectionCount) sections")
            .failure(command)
    }

    /// `--rect X,Y,W,H`: a rectangle for `layoutAttributesForElements(in:)`.
    static func rect(_ parsed: ArgumentParser.Parsed, _ text: String) throws(UsageError) -> Rect {
        let values = try parsed.numbers("--rect", count: 4, text)
        guard values[2] >= 0, values[3] >= 0 else { throw UsageError(message: "--rect needs a width and height >= 0") }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
