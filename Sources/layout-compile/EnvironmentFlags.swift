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
        .init(names: ["--orientation"], takesValue: true),
        .init(names: ["--design"], takesValue: true),
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

    /// Overrides from `--device` (held as `--orientation` says) first, then the single flags over
    /// it (`--device iPadAir --scale 1`).
    static func overrides(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> EnvironmentOverrides {
        var overrides = EnvironmentOverrides(rightToLeft: parsed.flags.contains("--rtl"))
        let orientation = try Self.orientation(parsed.value("--orientation"))
        if let name = parsed.value("--device") {
            overrides = try device(name).applied(to: overrides, orientation: orientation)
        } else if parsed.value("--orientation") != nil {
            throw UsageError(message: "--orientation goes with --device D: the safe area on its side is the device's")
        }
        overrides.design = try design(parsed)
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

    /// `--design glass|classic`: the list design, over the spec's `environment.design` (Docs/Lists.md, "Two designs").
    static func design(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> Design? {
        guard let name = parsed.value("--design") else { return nil }
        guard let design = Design(rawValue: name) else {
            throw UsageError(message: "unknown --design '\(name)': expected glass (iOS 26, the default) or classic (iOS 14-18)")
        }
        return design
    }

    /// The preset `--device` (or an entry of `--devices`) names; an unknown name is a usage error
    /// with the nearest name and the list.
    static func device(_ name: String) throws(UsageError) -> DevicePreset {
        if let device = DevicePreset.named(name) { return device }
        let names = DevicePreset.all.map(\.name)
        let hint = suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError(message: "unknown --device '\(name)'\(hint); expected one of: \(names.joined(separator: ", "))")
    }

    /// `--orientation` (or an entry of `--orientations`): portrait unless it says landscape.
    static func orientation(_ text: String?) throws(UsageError) -> DevicePreset.Orientation {
        guard let text else { return .portrait }
        guard let orientation = DevicePreset.Orientation(rawValue: text.lowercased()) else {
            throw UsageError(message: "unknown --orientation '\(text)'; expected portrait or landscape")
        }
        return orientation
    }

    /// A `--device` turned on its side by hand (`--width 874 --height 402` with a phone held
    /// portrait): the size would be the landscape one with the portrait safe area and size classes,
    /// which no device has. Refused, pointing to `--orientation landscape`.
    static func refuseHandRotation(_ parsed: ArgumentParser.Parsed, width: Double?, height: Double?) throws(UsageError) {
        guard let name = parsed.value("--device"), let width, let height else { return }
        let device = try device(name)
        let orientation = try Self.orientation(parsed.value("--orientation"))
        let portraitShape = device.height > device.width
        guard (width > height) == (orientation == .portrait) && portraitShape && width != height else { return }
        let fix = orientation == .portrait ? "--orientation landscape" : "--orientation portrait"
        throw UsageError(message: "--width \(formatNumber(width)) --height \(formatNumber(height)) turns \(device.name) \(orientation == .portrait ? "on its side" : "upright") "
            + "but keeps its \(orientation.rawValue) safe area and size classes; use \(fix) instead")
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
