import LayoutEngine
import SpecReading

/// What a device gives the environment a spec is solved in: a preset's screen, and the height that
/// goes with a width when nothing else gives one (`render`; Docs/CLI.md, "Devices").
extension DevicePreset {
    /// `overrides` with this device's screen held `orientation` (Docs/CLI.md, "Devices"): its size
    /// (swapped on its side), scale, safe area of that orientation, side margins (its minimum plus
    /// the safe area's sides; 8 pt above and below), idiom and size classes (an iPhone on its side
    /// has a compact height); 20-pt margins are wide ones (Docs/Lists.md).
    public func applied(to overrides: EnvironmentOverrides, orientation: Orientation = .portrait) -> EnvironmentOverrides {
        var overrides = overrides
        let landscape = orientation == .landscape
        let safe = landscape ? landscapeSafeArea : safeArea
        overrides.width = landscape ? height : width
        overrides.height = landscape ? width : height
        overrides.scale = scale
        overrides.safeAreaInsets = safe
        overrides.layoutMargins = DirectionalInsets(top: 8, leading: margins + safe.leading, bottom: 8, trailing: margins + safe.trailing)
        overrides.idiom = idiom
        overrides.wideMargins = margins >= 20
        overrides.horizontalSizeClass = idiom == .pad ? .regular : landscape ? landscapeWidthClass : .compact
        overrides.verticalSizeClass = idiom == .phone && landscape ? .compact : .regular
        return overrides
    }

    /// The portrait height of the first preset of each portrait width (`all` is the one table of
    /// device sizes), and of the 320-pt first iPhone SE (320 × 568), which is no preset.
    static let heightsByWidth: [Double: Double] = all.reduce(into: [320: 568]) { heights, device in
        if heights[device.width] == nil { heights[device.width] = device.height }
    }

    /// The screen height that goes with a width when neither the spec nor a flag gives one
    /// (`render`, Docs/CLI.md): the height of the device of that width, others in the
    /// proportions of the standard environment's iPhone (390 × 844).
    public static func height(forWidth width: Double) -> Double {
        let standard = Environment.standard
        return heightsByWidth[width] ?? (width * standard.height / standard.width).rounded()
    }
}

extension ParsedSpec {
    /// `overrides` at `width`, with `height` when given, else theirs, else (when the spec gives
    /// none either) the height of the device of that width: how `render` solves a spec at each width.
    public func overrides(_ overrides: EnvironmentOverrides, width: Double, height: Double? = nil) -> EnvironmentOverrides {
        var overrides = overrides
        overrides.width = width
        overrides.height = height ?? overrides.height ?? (givesHeight ? nil : DevicePreset.height(forWidth: width))
        return overrides
    }
}
