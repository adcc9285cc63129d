import SpecReading
import LayoutEngine

/// `--device NAME`: a device's portrait screen as a full-screen collection view sees it. Sizes and
/// scales are Apple's (Human Interface Guidelines, Layout, "Device screen sizes and orientations");
/// safe areas are those the iOS 17 Simulator reports for a full-screen view in portrait; margins
/// are UIKit's system minimum layout margins of a view controller's root view (16 pt on compact
/// iPhones, 20 pt on the largest iPhones and on iPad). Docs/CLI.md, "Devices", lists them.
struct DevicePreset {
    var name: String
    var width: Double
    var height: Double
    var scale: Double
    var safeArea: DirectionalInsets
    var margins: Double
    var idiom: Idiom

    static let all: [DevicePreset] = [
        DevicePreset(name: "iPhoneSE", width: 375, height: 667, scale: 2,
                     safeArea: DirectionalInsets(top: 20), margins: 16, idiom: .phone),
        DevicePreset(name: "iPhone15", width: 393, height: 852, scale: 3,
                     safeArea: DirectionalInsets(top: 59, bottom: 34), margins: 16, idiom: .phone),
        DevicePreset(name: "iPhone15Pro", width: 393, height: 852, scale: 3,
                     safeArea: DirectionalInsets(top: 59, bottom: 34), margins: 16, idiom: .phone),
        DevicePreset(name: "iPhone15Plus", width: 430, height: 932, scale: 3,
                     safeArea: DirectionalInsets(top: 59, bottom: 34), margins: 20, idiom: .phone),
        DevicePreset(name: "iPhone15ProMax", width: 430, height: 932, scale: 3,
                     safeArea: DirectionalInsets(top: 59, bottom: 34), margins: 20, idiom: .phone),
        DevicePreset(name: "iPadMini", width: 744, height: 1133, scale: 2,
                     safeArea: DirectionalInsets(top: 24, bottom: 20), margins: 20, idiom: .pad),
        DevicePreset(name: "iPadAir", width: 820, height: 1180, scale: 2,
                     safeArea: DirectionalInsets(top: 24, bottom: 20), margins: 20, idiom: .pad),
        DevicePreset(name: "iPadPro11", width: 834, height: 1194, scale: 2,
                     safeArea: DirectionalInsets(top: 24, bottom: 20), margins: 20, idiom: .pad),
        DevicePreset(name: "iPadPro13", width: 1024, height: 1366, scale: 2,
                     safeArea: DirectionalInsets(top: 24, bottom: 20), margins: 20, idiom: .pad),
    ]

    static func named(_ name: String) throws(UsageError) -> DevicePreset {
        if let preset = all.first(where: { $0.name.lowercased() == name.lowercased() }) { return preset }
        let names = all.map(\.name)
        let hint = suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError(message: "unknown --device '\(name)'\(hint); expected one of: \(names.joined(separator: ", "))")
    }
}
