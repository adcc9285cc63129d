import LayoutEngine
import SpecReading

/// `--device NAME`: a device's portrait screen as a full-screen collection view sees it. Sizes and
/// scales are Apple's (Human Interface Guidelines, Layout, "Device screen sizes and orientations");
/// safe areas are what a full-screen view reports in portrait as developers publish them (the
/// iPads' our choice); margins are UIKit's system minimum layout margins of a view controller's
/// root view (16 pt on compact iPhones, 20 pt on the largest iPhones and on iPad). Docs/CLI.md,
/// "Devices", lists them with their sources.
public struct DevicePreset: Sendable, Equatable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: DirectionalInsets
    public var margins: Double
    public var idiom: Idiom

    init(_ name: String, _ width: Double, _ height: Double, _ scale: Double, _ safeArea: DirectionalInsets,
         _ margins: Double, _ idiom: Idiom) {
        (self.name, self.width, self.height, self.scale) = (name, width, height, scale)
        (self.safeArea, self.margins, self.idiom) = (safeArea, margins, idiom)
    }

    /// Phones with a sensor housing, and iPads without a home button: the safe areas they share.
    static let notchedPhone = DirectionalInsets(top: 59, bottom: 34)
    static let pad = DirectionalInsets(top: 24, bottom: 20)

    /// name, width × height in points, scale, safe area, side margins, idiom.
    public static let all: [DevicePreset] = [
        DevicePreset("iPhoneSE", 375, 667, 2, DirectionalInsets(top: 20), 16, .phone),
        DevicePreset("iPhone15", 393, 852, 3, notchedPhone, 16, .phone),
        DevicePreset("iPhone15Pro", 393, 852, 3, notchedPhone, 16, .phone),
        DevicePreset("iPhone15Plus", 430, 932, 3, notchedPhone, 20, .phone),
        DevicePreset("iPhone15ProMax", 430, 932, 3, notchedPhone, 20, .phone),
        DevicePreset("iPadMini", 744, 1133, 2, pad, 20, .pad),
        DevicePreset("iPadAir", 820, 1180, 2, pad, 20, .pad),
        DevicePreset("iPadPro11", 834, 1194, 2, pad, 20, .pad),
        DevicePreset("iPadPro13", 1024, 1366, 2, pad, 20, .pad),
    ]

    /// The preset called `name`, whatever its case; nil when there is none (`all` lists them).
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }
}
