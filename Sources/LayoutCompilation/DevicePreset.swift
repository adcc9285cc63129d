import LayoutEngine
import SpecReading

/// `--device NAME [--orientation portrait|landscape]`: a device's screen as a full-screen
/// collection view sees it. Sizes and scales are Apple's (Human Interface Guidelines, Layout,
/// "Device screen sizes and orientations"; Apple's technical specifications give the pixels, a
/// third or a half of which are the points); safe areas are what a full-screen view reports as
/// developers publish them, in each orientation (the iPads' and the iPhone Air's our choice);
/// margins are UIKit's system minimum layout margins of a view controller's root view (16 pt on
/// phones up to 375 pt wide, 20 pt on wider phones and on iPad), with the safe area's sides added.
/// Docs/CLI.md, "Devices", lists them with their sources.
public struct DevicePreset: Sendable, Equatable {
    public enum Orientation: String, Sendable, CaseIterable {
        case portrait, landscape
    }

    public var name: String
    /// Portrait size in points.
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: DirectionalInsets
    public var landscapeSafeArea: DirectionalInsets
    public var margins: Double
    public var idiom: Idiom
    /// The horizontal size class on its side: regular on iPad and on the Plus and Max class of
    /// iPhone, compact on the others (the vertical one is compact on every iPhone on its side).
    public var landscapeWidthClass: SizeClass

    init(_ name: String, _ width: Double, _ height: Double, _ scale: Double, _ safeArea: (portrait: DirectionalInsets, landscape: DirectionalInsets),
         _ margins: Double, _ idiom: Idiom, landscapeWidth: SizeClass) {
        (self.name, self.width, self.height, self.scale) = (name, width, height, scale)
        (self.safeArea, self.landscapeSafeArea, self.margins, self.idiom) = (safeArea.portrait, safeArea.landscape, margins, idiom)
        landscapeWidthClass = landscapeWidth
    }

    /// Safe areas shared by a family: portrait (top, bottom), on its side (the sensor housing's
    /// side on both sides, the home indicator at the bottom, no status bar).
    static func housing(_ top: Double, landscapeBottom: Double) -> (portrait: DirectionalInsets, landscape: DirectionalInsets) {
        (DirectionalInsets(top: top, bottom: 34), DirectionalInsets(leading: top, bottom: landscapeBottom, trailing: top))
    }
    /// The 390-pt notch (iPhone 12 to 14, 16e).
    static let notch = housing(47, landscapeBottom: 21)
    /// The Dynamic Island of the 6.1" and 6.7" screens (iPhone 14 Pro to 16 Plus).
    static let island = housing(59, landscapeBottom: 21)
    /// The Dynamic Island of the 6.3" and 6.9" screens (iPhone 16 Pro, 17), a status bar 3 pt taller.
    static let island63 = housing(62, landscapeBottom: 20)
    /// iPads without a home button: the status bar and the home indicator, in both orientations.
    static let pad = (portrait: DirectionalInsets(top: 24, bottom: 20), landscape: DirectionalInsets(top: 24, bottom: 20))
    /// The iPhone SE: a 20-pt status bar, hidden on its side.
    static let homeButton = (portrait: DirectionalInsets(top: 20), landscape: DirectionalInsets.zero)

    /// name, portrait width × height in points, scale, safe areas, minimum side margins, idiom,
    /// horizontal size class on its side.
    public static let all: [DevicePreset] = [
        DevicePreset("iPhoneSE", 375, 667, 2, homeButton, 16, .phone, landscapeWidth: .compact),
        DevicePreset("iPhone15", 393, 852, 3, island, 20, .phone, landscapeWidth: .compact),
        DevicePreset("iPhone15Pro", 393, 852, 3, island, 20, .phone, landscapeWidth: .compact),
        DevicePreset("iPhone15Plus", 430, 932, 3, island, 20, .phone, landscapeWidth: .regular),
        DevicePreset("iPhone15ProMax", 430, 932, 3, island, 20, .phone, landscapeWidth: .regular),
        DevicePreset("iPhone16e", 390, 844, 3, notch, 20, .phone, landscapeWidth: .compact),
        DevicePreset("iPhone16", 393, 852, 3, island, 20, .phone, landscapeWidth: .compact),
        DevicePreset("iPhone16Plus", 430, 932, 3, island, 20, .phone, landscapeWidth: .regular),
        DevicePreset("iPhone16Pro", 402, 874, 3, island63, 20, .phone, landscapeWidth: .compact),
        DevicePreset("iPhone16ProMax", 440, 956, 3, island63, 20, .phone, landscapeWidth: .regular),
        DevicePreset("iPhone17", 402, 874, 3, island63, 20, .phone, landscapeWidth: .compact),
        DevicePreset("iPhoneAir", 420, 912, 3, island63, 20, .phone, landscapeWidth: .regular),
        DevicePreset("iPhone17Pro", 402, 874, 3, island63, 20, .phone, landscapeWidth: .compact),
        DevicePreset("iPhone17ProMax", 440, 956, 3, island63, 20, .phone, landscapeWidth: .regular),
        DevicePreset("iPad", 820, 1180, 2, pad, 20, .pad, landscapeWidth: .regular),
        DevicePreset("iPadMini", 744, 1133, 2, pad, 20, .pad, landscapeWidth: .regular),
        DevicePreset("iPadAir", 820, 1180, 2, pad, 20, .pad, landscapeWidth: .regular),
        DevicePreset("iPadAir11", 820, 1180, 2, pad, 20, .pad, landscapeWidth: .regular),
        DevicePreset("iPadAir13", 1024, 1366, 2, pad, 20, .pad, landscapeWidth: .regular),
        DevicePreset("iPadPro11", 834, 1194, 2, pad, 20, .pad, landscapeWidth: .regular),
        DevicePreset("iPadPro13", 1024, 1366, 2, pad, 20, .pad, landscapeWidth: .regular),
        DevicePreset("iPadPro11M4", 834, 1210, 2, pad, 20, .pad, landscapeWidth: .regular),
        DevicePreset("iPadPro13M4", 1032, 1376, 2, pad, 20, .pad, landscapeWidth: .regular),
    ]

    /// The preset called `name`, whatever its case; nil when there is none (`all` lists them).
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }
}
