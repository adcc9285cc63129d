import FramesFormat

/// The widths `render` and `preview` solve a spec at when neither the command line nor the project
/// file gives widths or a device (Docs/CLI.md, "render"), each with the height it then gets
/// (`DevicePreset.height(forWidth:)`): the one copy the commands' code and help and the project
/// file's schema read; the docs' statements of them are checked against it (DefaultWidthsTests).
public enum DefaultWidths {
    /// A small phone (the first iPhone SE), the standard environment's phone, an iPad mini and a
    /// large iPad, in portrait.
    public static let all: [Double] = [320, 390, 744, 1024]

    /// The widths as `--widths` takes them: `320,390,744,1024`.
    public static var flagValue: String { all.map(formatNumber).joined(separator: ",") }

    /// The widths as a sentence says them: `320, 390, 744 and 1024`.
    public static var listed: String {
        let words = all.map(formatNumber)
        return words.dropLast().joined(separator: ", ") + (words.count > 1 ? " and " : "") + (words.last ?? "")
    }

    /// Each width with its height, as help lists them: `320: 568, 390: 844, 744: 1133, 1024: 1366`.
    public static var heights: String {
        all.map { "\(formatNumber($0)): \(formatNumber(DevicePreset.height(forWidth: $0)))" }.joined(separator: ", ")
    }
}
