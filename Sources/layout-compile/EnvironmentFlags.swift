import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading

/// The flags that describe the environment to solve in, over the spec's own `environment`: the
/// device and how it is held, the container's size (one width, or several), scale, direction,
/// scroll offsets and list design. What the commands print and how they run is apart
/// (`OutputFlags`, `CommonFlags`).
enum EnvironmentFlags {
    static let device = ArgumentParser.Option(
        names: ["--device"], takesValue: true, valueName: "D",
        help: "a device's screen: size, scale, safe area, idiom and margins (\(DevicePreset.all.map(\.name).joined(separator: ", "))); "
            + "the other flags override it",
        completion: .words(DevicePreset.all.map(\.name)))
    static let orientation = ArgumentParser.Option(
        names: ["--orientation"], takesValue: true, valueName: "O",
        help: "portrait (default) or landscape: the device on its side (size swapped, its landscape safe area); "
            + "turning it by hand with --width and --height is refused",
        completion: .words(DevicePreset.Orientation.allCases.map(\.rawValue)))
    /// `--width W`: the one container width of `compile`. Commands that solve at several widths
    /// take `--widths` instead.
    static let width = ArgumentParser.Option(names: ["--width"], takesValue: true, valueName: "W",
                                             help: "container width in points (overrides environment.width; default \(formatNumber(Environment.standard.width)))")
    static let height = ArgumentParser.Option(names: ["--height"], takesValue: true, valueName: "H",
                                              help: "container height in points (overrides environment.height; default \(formatNumber(Environment.standard.height)))")
    /// `--widths W,...`: the one way to give several widths (`render`, `preview`, `xctest`), each
    /// command with its own default.
    static func widths(default defaultWidths: String) -> ArgumentParser.Option {
        ArgumentParser.Option(names: ["--widths"], takesValue: true, valueName: "W,...",
                              help: "the widths in points, comma-separated (default \(defaultWidths)); a width given twice is solved once")
    }
    static let scale = ArgumentParser.Option(names: ["--scale"], takesValue: true, valueName: "S",
                                             help: "display scale 1, 2 or 3 (overrides environment.scale; default \(formatNumber(Environment.standard.scale)))",
                                             completion: .words(["1", "2", "3"]))
    static let rightToLeft = ArgumentParser.Option(names: ["--rtl"], takesValue: false,
                                                   help: "lay out right to left (environment.layoutDirection: rightToLeft)")
    static let offset = ArgumentParser.Option(names: ["--offset"], takesValue: true, valueName: "X,Y",
                                              help: "the collection view's content offset (environment.contentOffset)")
    static let orthogonalOffset = ArgumentParser.Option(
        names: ["--orthogonal-offset"], takesValue: true, repeatable: true, valueName: "S=X",
        help: "scroll orthogonal section S to X (repeatable; over the spec's orthogonalOffset)")
    static let design = ArgumentParser.Option(
        names: ["--design"], takesValue: true, valueName: "D",
        help: "list design: \(designNames); overrides environment.design (Docs/Lists.md)",
        completion: .words(Design.allCases.map(\.rawValue)))

    /// The list designs as help and errors name them, the default (`Environment.standard`'s) said:
    /// `glass (iOS 26, the default) or classic (iOS 14-18, …)`.
    static let designNames = Design.allCases.map { design in
        let releases = design == .glass ? "iOS 26" : "iOS 14-18, or iOS 26 with UIDesignRequiresCompatibility"
        return "\(design.rawValue) (\(releases)\(design == Environment.standard.design ? ", the default" : ""))"
    }.joined(separator: " or ")

    /// `--widths W,...`: the widths given, each a length in points, in order (repeats kept: each
    /// command says what a repeat means); nil when not given.
    static func widths(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> [Double]? {
        guard let text = parsed.value("--widths") else { return nil }
        return try parsed.numbers("--widths", count: nil, text, in: 1...SpecLimits.maximumLength)
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
            throw UsageError(message: "unknown --design '\(name)': expected \(designNames)")
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
            guard parts.count == 2, let section = Int(parts[0]), section >= 0, let offset = Double(parts[1]), !offset.isNaN else {
                throw UsageError(message: "--orthogonal-offset expects SECTION=OFFSET, e.g. 0=120; got '\(text)'")
            }
            guard abs(offset) <= SpecLimits.maximumLength else {
                throw UsageError(message: "--orthogonal-offset \(text): the offset \(parts[1]) is out of range "
                                     + "(lengths are at most \(formatNumber(SpecLimits.maximumLength)) pt)")
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
        throw UsageError(message: "--orthogonal-offset names section \(missing), but the layout has \(counted(sectionCount, "section"))")
            .failure(command)
    }
}
