import Testing
@testable import LayoutEngine

/// A grouped header after another section (Docs/Lists.md, "A header after a section"): only the sum
/// of the previous section's bottom inset and the header is measured (55.0 classic, 57.0 / 56.667
/// glass, at @3x); the split is our choice, so the header's own frame is approximate and the rows
/// after it are not, where the sum is what was measured. Frames by hand beside each expectation.
@Suite struct HeaderAfterSectionTests {
    static let header = ListContentConfiguration(text: ListContentText("Header"))

    /// A layout of list sections in order, each its configuration and its rows.
    static func lists(_ sections: [(ListConfiguration, [ItemEntry])], in environment: Environment) -> LayoutResult {
        let specs = sections.enumerated().map { index, section in
            SectionSpec(section: ListSection.make(section.0, in: environment, position: .init(index: index, count: sections.count)),
                        items: SectionItems(entries: section.1), list: section.0)
        }
        return LayoutSolver().solve(Layout(sections: specs), in: environment)
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    static let headed = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, headerContent: header)

    @Test func glassAt390() {
        let environment = Environment(width: 390, scale: 3, design: .glass)
        let result = Self.lists([(Self.headed, [ItemEntry()]), (Self.headed, [ItemEntry()])], in: environment)
        let kind = ListSection.headerKind
        // Header 0: top inset 0 with a header; 10 + 20.333 + 10 = 40.333 (121 px); 390 − 2 × 16 = 358 (glass: 16).
        let header0 = result.supplementary(kind, 0, 0)
        #expect(header0?.frame == Rect(x: 16, y: 0, width: 358, height: 121.0 / 3))
        #expect(header0?.approximate == false)
        // Row 0.0 at 40.333, 52 tall (the measured one-line row).
        #expect(result.cell(0, 0) == Rect(x: 16, y: 121.0 / 3, width: 358, height: 52))
        // Section 0 ends at 40.333 + 52 + 17.5 = 109.833 (329.5 px): header 1 at 110 (to the nearest pixel),
        // 9 + 20.333 + 10 = 39.333 (118 px) tall, approximate: the 9 is the split.
        let header1 = result.supplementary(kind, 1, 0)
        #expect(header1?.frame == Rect(x: 16, y: 110, width: 358, height: 118.0 / 3))
        #expect(header1?.approximate == true)
        // Row 1.0 at 109.833 + 39.333 = 149.167 (447.5 px) → 448 px = 149.333: 57.0 after row 0's end
        // (92.333), the measured sum, so not approximate.
        let row1 = result.elements.first { $0.category == .cell && $0.section == 1 }
        #expect(Self.near(row1?.frame.y, 448.0 / 3))
        #expect(Self.near(row1.map { $0.frame.y - (121.0 / 3 + 52) }, 57))
        #expect(row1?.approximate == false)
        // Content: 149.167 + 52 + 20 = 221.167; sections meet at 110 and the last ends with the content.
        #expect(Self.near(result.contentSize.height, 663.5 / 3))
        #expect(result.sections.map(\.frame.y) == [0, 110])
        #expect(result.sections[0].frame.height == 110)
        #expect(Self.near(result.sections[1].frame.maxY, 663.5 / 3))
    }

    @Test func classicAt390IsTheMeasured55() {
        let environment = Environment(width: 390, scale: 3, design: .classic)
        let result = Self.lists([(Self.headed, [ItemEntry()]), (Self.headed, [ItemEntry()])], in: environment)
        // Header 0: 17 + 15.667 + 6 = 38.667 (116 px); row 0.0 at 38.667, 44 tall, x 20 (390 > 375: 20).
        #expect(result.cell(0, 0) == Rect(x: 20, y: 116.0 / 3, width: 350, height: 44))
        // Bottom inset 17.5 → 17.667 (53 px): header 1 at 38.667 + 44 + 17.667 = 100.333 (301 px),
        // 15.5 + 15.667 + 6 = 37.167 → 37.333 (112 px) on the grid.
        let header1 = result.supplementary(ListSection.headerKind, 1, 0)
        #expect(header1?.frame == Rect(x: 20, y: 301.0 / 3, width: 350, height: 112.0 / 3))
        #expect(header1?.approximate == true)
        // Row 1.0 at 100.333 + 37.333 = 137.667 (413 px): 137.667 − 82.667 = 55.0, measured (case 3004).
        #expect(result.cell(1, 0) == Rect(x: 20, y: 413.0 / 3, width: 350, height: 44))
        #expect(result.elements.first { $0.category == .cell && $0.section == 1 }?.approximate == false)
        // The header's text is centred between its margins: 15.5 + (37.333 − 37.167) / 2 = 15.583 into its
        // view, 100.333 + 15.583 = 115.917 → 347.75 px → 348 px = 116.
        let text = result.elements.first { $0.category == .content && $0.section == 1 && $0.kind == "header.text" }
        #expect(Self.near(text?.frame.y, 116))
    }

    @Test func afterAFooterTheSplitDecidesAndTheRowsAreApproximate() {
        let environment = Environment(width: 390, scale: 3, design: .classic)
        var footed = Self.headed
        footed.footerMode = .supplementary
        footed.measuredFooter = MeasuredSize(height: 30)
        let result = Self.lists([(footed, [ItemEntry()]), (Self.headed, [ItemEntry()])], in: environment)
        // Section 0: header 38.667, row 44, footer 30 (bottom inset 0 with a footer): ends at 112.667;
        // header 1 right there, 37.333 tall, row 1.0 at 150. Only the sum after a bottom inset is measured.
        #expect(result.cell(1, 0) == Rect(x: 20, y: 150, width: 350, height: 44))
        #expect(result.supplementary(ListSection.headerKind, 1, 0)?.approximate == true)
        #expect(result.elements.first { $0.category == .cell && $0.section == 1 }?.approximate == true)
        // Section 0 itself is measured throughout.
        #expect(result.elements.filter { $0.section == 0 && $0.category != .content }.allSatisfy { !$0.approximate })
    }

    @Test func onTheMacNoSumIsMeasured() {
        // Mac Catalyst: 20 below a section (measured there), then the phone's 15.5 split, a sum no mac
        // case measured: the header and the rows after it are approximate.
        let environment = Environment(width: 320, scale: 2, idiom: .mac, design: .classic)
        let result = Self.lists([(Self.headed, [ItemEntry()]), (Self.headed, [ItemEntry()])], in: environment)
        #expect(result.supplementary(ListSection.headerKind, 1, 0)?.approximate == true)
        #expect(result.elements.first { $0.category == .cell && $0.section == 1 }?.approximate == true)
    }

    @Test func aMeasuredHeaderIsTheViewsHeight() {
        let environment = Environment(width: 390, scale: 3, design: .classic)
        let measured = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary,
                                         measuredHeader: MeasuredSize(height: 40))
        let result = Self.lists([(Self.headed, [ItemEntry()]), (measured, [ItemEntry()])], in: environment)
        // No split: header 1 at 100.333, 40 tall as given, row 1.0 at 140.333 (421 px); all measured values.
        let header1 = result.supplementary(ListSection.headerKind, 1, 0)
        #expect(header1?.frame == Rect(x: 20, y: 301.0 / 3, width: 350, height: 40))
        #expect(header1?.approximate == false)
        #expect(result.cell(1, 0) == Rect(x: 20, y: 421.0 / 3, width: 350, height: 44))
    }
}
