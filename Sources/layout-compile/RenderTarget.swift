import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading

/// One environment `render` solves every spec in: a width (files `<name>@390.json`), or with
/// `--devices` a device held one way (`<name>@iPhone16Pro-landscape.json`). Docs/CLI.md, "render".
struct RenderTarget: Sendable {
    /// What files and goldens are named by.
    var label: String
    /// What reports call it: `390 pt`, `iPhone16Pro landscape`.
    var title: String
    var overrides: EnvironmentOverrides
    /// A width's height, when neither `--heights` nor the spec gives one, is its device's.
    var heightFollowsWidth: Bool

    /// `--widths` (each with its `--heights` entry, if any) over the flags' `overrides`.
    static func widths(_ widths: [Double], heights: [Double]?, overrides: EnvironmentOverrides) -> [RenderTarget] {
        widths.enumerated().map { index, width in
            var environment = overrides
            environment.width = width
            environment.height = heights?[index] ?? overrides.height
            return RenderTarget(label: formatNumber(width), title: "\(formatNumber(width)) pt", overrides: environment,
                                heightFollowsWidth: true)
        }
    }

    /// `--devices A,B --orientations portrait,landscape`: each device in each orientation, in
    /// that order, over the flags' `overrides` (scale, right to left, offset); each pair once.
    static func devices(_ names: [String], orientations: [DevicePreset.Orientation],
                        overrides: EnvironmentOverrides) throws(UsageError) -> [RenderTarget] {
        var targets: [RenderTarget] = []
        for name in names {
            let device = try EnvironmentFlags.device(name)
            for orientation in orientations where !targets.contains(where: { $0.label == "\(device.name)-\(orientation.rawValue)" }) {
                var environment = device.applied(to: overrides, orientation: orientation)
                let scale = overrides.scale
                // A flag given beside the devices wins, as it does over --device.
                if let scale { environment.scale = scale }
                targets.append(RenderTarget(label: "\(device.name)-\(orientation.rawValue)", title: "\(device.name) \(orientation.rawValue)",
                                            overrides: environment, heightFollowsWidth: false))
            }
        }
        return targets
    }

    /// `--widths` and `--heights` (default `DefaultWidths.all`; `--device` alone: its width), or
    /// `--devices` in `--orientations`, which replace widths and heights.
    static func parse(_ parsed: ArgumentParser.Parsed, overrides: EnvironmentOverrides) throws(UsageError) -> [RenderTarget] {
        if let devices = parsed.value("--devices") {
            if let flag = ["--device", "--widths", "--heights", "--orientation"].first(where: { parsed.value($0) != nil }) {
                throw UsageError(message: "\(flag) does not go with --devices: each device sets its own size and orientation (use --orientations)")
            }
            let names = devices.split(separator: ",").map(String.init)
            guard !names.isEmpty else { throw UsageError(message: "--devices names no device") }
            var orientations: [DevicePreset.Orientation] = []
            for text in (parsed.value("--orientations") ?? "portrait").split(separator: ",") {
                let orientation = try EnvironmentFlags.orientation(String(text))
                if !orientations.contains(orientation) { orientations.append(orientation) }
            }
            return try Self.devices(names, orientations: orientations, overrides: overrides)
        }
        if parsed.value("--orientations") != nil {
            throw UsageError(message: "--orientations goes with --devices D,...; with one --device, use --orientation")
        }
        let lengths: ClosedRange<Double> = 1...SpecLimits.maximumLength
        var widths = DefaultWidths.all
        var heights: [Double]?
        if let given = try EnvironmentFlags.widths(parsed) {
            widths = given
        } else if let width = overrides.width {
            widths = [width]
        }
        if let text = parsed.value("--heights") {
            let given = try parsed.numbers("--heights", count: nil, text, in: lengths)
            guard given.count == widths.count else {
                throw UsageError(message: "--heights needs one height per width (\(widths.count)), got \(given.count)")
            }
            heights = given
        }
        (widths, heights) = try distinct(widths, heights)
        if parsed.value("--device") != nil {
            for (index, width) in widths.enumerated() {
                try EnvironmentFlags.refuseHandRotation(parsed, width: width, height: heights?[index] ?? overrides.height)
            }
        }
        return Self.widths(widths, heights: heights, overrides: overrides)
    }

    /// Each width once, with its height: files and goldens are named by width, so a width given
    /// twice is rendered once, and given twice with two heights is refused (one would overwrite the other).
    static func distinct(_ widths: [Double], _ heights: [Double]?) throws(UsageError) -> ([Double], [Double]?) {
        var kept: [Double] = [], keptHeights: [Double] = []
        var keptIndex: [Double: Int] = [:]
        for (index, width) in widths.enumerated() {
            guard let earlier = keptIndex[width] else {
                keptIndex[width] = kept.count
                kept.append(width)
                if let heights { keptHeights.append(heights[index]) }
                continue
            }
            if let heights, heights[index] != keptHeights[earlier] {
                throw UsageError(message: "--widths gives \(formatNumber(width)) twice, with the heights \(formatNumber(keptHeights[earlier])) "
                                     + "and \(formatNumber(heights[index])): its files are named by width, so give each width once")
            }
        }
        return (kept, heights == nil ? nil : keptHeights)
    }
}
