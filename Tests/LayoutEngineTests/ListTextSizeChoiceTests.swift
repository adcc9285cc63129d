import Testing
@testable import LayoutEngine

/// What is measured of list cell content is measured at the default text size (`large`): at the
/// other sizes a height that rests on a value whose scaling is our choice, or a UIKit constant, is approximate
/// (Docs/Lists.md, "Approximate frames"). Heights by hand, as in `ListCellContentTests`.
@Suite struct ListTextSizeChoiceTests {
    typealias Cells = ListCellContentTests

    @Test func aGlassRowAtAnotherTextSizeIsApproximate() {
        let one = ListContentConfiguration(text: Cells.text)
        // Glass at xxxL: 52 × body leading 29 / 22 = 68.545 → 206 px = 68.667 at @3x; the 52 is
        // measured at `large` only, its scaling our choice. The content (15 + 27.667 + 15 = 57.667;
        // 15 = 29 / 2 up, 23 pt × 2444 / 2048 = 27.447 → 83 px) is under it: the minimum decides.
        let glass = Cells.laidOut(one, category: .extraExtraExtraLarge, design: .glass)
        #expect(abs(glass.fittingHeight - 206.0 / 3) < 1e-9)
        #expect(glass.approximate)
        // At `large` the measured 52 decides: not approximate.
        #expect(!Cells.laidOut(one, design: .glass).approximate)
        // Classic at xxxL: 2 × 29 = 58 over 57.667: twice the body leading is a UIKit constant, believed
        // (44 is measured at `large` only), so the height is approximate too.
        let classic = Cells.laidOut(one, category: .extraExtraExtraLarge)
        #expect(classic.fittingHeight == 58)
        #expect(classic.approximate)
    }

    @Test func theGroupedHeaderAtAnotherTextSizeIsApproximate() {
        let one = ListContentConfiguration(text: Cells.text)
        // Classic at AX3: 17 + footnote 33 pt (33 × 2444 / 2048 = 39.381 → 119 px = 39.667) + 6 = 62.667;
        // 17 and 6 are measured at `large` only: that they do not scale is our choice.
        let ax3 = Cells.laidOut(one, style: .groupedHeader, category: .accessibilityExtraLarge)
        #expect(abs(ax3.fittingHeight - (17 + 119.0 / 3 + 6)) < 1e-9)
        #expect(ax3.approximate)
        #expect(ax3.parts.allSatisfy { $0.approximate })
        // At `large`: 17 + 15.667 + 6 = 38.667, measured.
        let large = Cells.laidOut(one, style: .groupedHeader)
        #expect(abs(large.fittingHeight - 116.0 / 3) < 1e-9)
        #expect(!large.approximate)
        #expect(large.parts.allSatisfy { !$0.approximate })
    }

    @Test func classicCellMarginsDecideOnlyAboveTheLeastHeight() {
        // A short text: one line even at AX5 (the long one wraps there).
        let one = ListContentConfiguration(text: ListContentText("Wi-Fi"))
        // AX5: body 53 pt × 2444 / 2048 = 63.248 → 190 px = 63.333; margins 62 / 2 = 31 (measured as 11 at
        // `large` only: the scaling is our choice): 31 + 63.333 + 31 = 125.333 over 2 × 62 = 124.
        let ax5 = Cells.laidOut(one, category: .accessibilityExtraExtraExtraLarge)
        #expect(abs(ax5.fittingHeight - (62 + 190.0 / 3)) < 1e-9)
        #expect(ax5.approximate)
        #expect(ax5.parts.allSatisfy { $0.approximate })
        // AX3: body 40 pt → 47.734 → 144 px = 48; 24 + 48 + 24 = 96 = 2 × 48: the least height decides,
        // the text is centred whatever the margins: the parts rest on no margin. The least height, twice
        // the body leading, is a UIKit constant away from `large`: the height is approximate.
        let ax3 = Cells.laidOut(one, category: .accessibilityExtraLarge)
        #expect(ax3.fittingHeight == 96)
        #expect(ax3.approximate)
        #expect(ax3.parts.allSatisfy { !$0.approximate })
    }
}
