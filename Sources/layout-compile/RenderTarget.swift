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
}
