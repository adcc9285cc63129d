import Foundation
import FramesFormat
import LayoutCompilation
import Testing

/// Render's default widths and the heights widths get are written once (`DefaultWidths`,
/// `DevicePreset.height(forWidth:)`); the docs that state them are checked against that copy.
@Suite struct DefaultWidthsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A doc's text with every run of white space one space, so that a statement wrapped across
    /// lines is found.
    static func doc(_ name: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/\(name)"), encoding: .utf8)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static let listed = DefaultWidths.all.map(formatNumber)

    @Test func theDefaultWidthsHeightsAreTheirDevicesPortraitHeights() {
        // The first iPhone SE 320 × 568, iPhone 16e 390 × 844, iPad mini 744 × 1133, 13-inch iPad 1024 × 1366
        // (Docs/CLI.md, "Devices").
        #expect(DefaultWidths.heights == "320: 568, 390: 844, 744: 1133, 1024: 1366")
        #expect(DefaultWidths.flagValue == "320,390,744,1024")
        #expect(DefaultWidths.listed == "320, 390, 744 and 1024")
    }

    @Test func theDocsStateTheDefaultWidths() throws {
        let cli = try Self.doc("CLI.md")
        let statements = [
            "[--widths \(DefaultWidths.flagValue)]",
            "every width (default \(Self.listed.joined(separator: ", "));",
            "widths: [\(Self.listed.joined(separator: ", "))] # --widths (the default)",
            "`--widths` (default \(DefaultWidths.listed) pt;",
        ]
        for statement in statements {
            #expect(cli.contains(statement), "Docs/CLI.md does not say \(statement)")
        }
    }

    @Test func theDocsStateTheHeightsWidthsGet() throws {
        let arrow = { (widths: [Double]) in
            widths.map { "\(formatNumber($0)) → \(formatNumber(DevicePreset.height(forWidth: $0)))" }.joined(separator: ", ")
        }
        // Every preset's portrait width, and the first iPhone SE's 320, which is no preset.
        let widths = Set(DevicePreset.all.map(\.width) + [320]).sorted()
        #expect(try Self.doc("CLI.md").contains(arrow(widths) + ", otherwise the proportions of 390 × 844"))
        #expect(try Self.doc("Library.md").contains("(`DevicePreset.height(forWidth:)`: \(arrow(DefaultWidths.all)), …;"))
    }
}
