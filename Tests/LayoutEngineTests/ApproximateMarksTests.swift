import Testing
@testable import LayoutEngine

/// Which frames are approximate, per appearance and design (Docs/Lists.md, "Approximate frames"): a
/// frame is exact only where measured or documented values back everything it rests on; a UIKit
/// constant believed (reference semantics §10's C) or our choice makes it approximate, and what follows
/// it along the scroll axis. Each list is two sections of two rows, each with a header whose height is
/// given (`measuredHeader` 30, so that the header's own size is not in question), at 390 pt @3x.
@Suite struct ApproximateMarksTests {
    static func approximate(_ appearance: ListConfiguration.Appearance, _ design: Design,
                            headerMode: ListConfiguration.HeaderMode = .supplementary) -> Set<String> {
        let list = ListConfiguration(appearance: appearance, headerMode: headerMode,
                                     measuredHeader: MeasuredSize(height: headerMode == .supplementary ? 30 : nil))
        let environment = Environment(width: 390, scale: 3, design: design)
        let result = HeaderAfterSectionTests.lists([(list, [ItemEntry(), ItemEntry()]), (list, [ItemEntry(), ItemEntry()])],
                                                   in: environment)
        return Set(result.elements.filter(\.approximate).map { element in
            element.category == .cell ? "cell \(element.section).\(element.item)" : "header \(element.section)"
        })
    }

    static let everything: Set = ["header 0", "cell 0.0", "cell 0.1", "header 1", "cell 1.0", "cell 1.1"]

    @Test func classicPlain() {
        // Side insets 0 (measured, plain tables), rows 44 (measured), a header at the top with no inset
        // (plain's insets are 0 with a supplementary header): nothing is believed.
        #expect(Self.approximate(.plain, .classic).isEmpty)
        // A header row after the first section has plain's 22 above it (a UIKit constant): section 1.
        #expect(Self.approximate(.plain, .classic, headerMode: .firstItemInSection) == ["cell 1.0", "cell 1.1"])
    }

    @Test func aHeaderMovedByPinningRestsOnABelievedConstant() {
        // Plain pins its headers (lists pin only in plain and sidebarPlain: a UIKit constant, believed).
        // Section 0: header 0..30, rows 30..74 and 74..118; section 1's header 118..148. Scrolled 50
        // down, header 0 pins at 50 (50 <= 118 - 30 = 88, still inside its section) and is marked;
        // header 1 stays at its place (118 lies below the visible top, 50), and no row moves.
        let list = ListConfiguration(appearance: .plain, headerMode: .supplementary, measuredHeader: MeasuredSize(height: 30))
        var environment = Environment(width: 390, scale: 3, design: .classic)
        environment.contentOffset = Point(x: 0, y: 50)
        let result = HeaderAfterSectionTests.lists([(list, [ItemEntry(), ItemEntry()]), (list, [ItemEntry(), ItemEntry()])],
                                                   in: environment)
        let headers = result.elements.filter { $0.category == .supplementary }
        #expect(headers.map(\.frame.y) == [50, 118])
        #expect(headers.map(\.approximate) == [true, false])
        #expect(!result.elements.contains { $0.category == .cell && $0.approximate })
    }

    @Test func classicGroupedAndInsetGrouped() {
        // Top inset 0 with a header, 17.5 → 17.667 between sections, side insets 0 / 20 (measured): none.
        #expect(Self.approximate(.grouped, .classic).isEmpty)
        #expect(Self.approximate(.insetGrouped, .classic).isEmpty)
        // Without headers the first section starts 35 down (a UIKit constant): every row rests on it.
        let rows: Set = ["cell 0.0", "cell 0.1", "cell 1.0", "cell 1.1"]
        #expect(Self.approximate(.grouped, .classic, headerMode: .none) == rows)
        #expect(Self.approximate(.insetGrouped, .classic, headerMode: .none) == rows)
    }

    @Test func classicSidebars() {
        // sidebar: the 10 below each section (a UIKit constant) moves section 1; the headers follow the
        // side insets, a UIKit constant too: both headers.
        #expect(Self.approximate(.sidebar, .classic) == ["header 0", "header 1", "cell 1.0", "cell 1.1"])
        // sidebarPlain: the 8 above each header (a UIKit constant) moves everything after it; its headers
        // span the width, not following the insets (a UIKit constant).
        #expect(Self.approximate(.sidebarPlain, .classic) == Self.everything)
    }

    @Test func glass() {
        // Only insetGrouped is measured under glass: the other appearances rest on our choice throughout.
        for appearance in [ListConfiguration.Appearance.plain, .grouped, .sidebar, .sidebarPlain] {
            #expect(Self.approximate(appearance, .glass) == Self.everything, "\(appearance)")
        }
        // insetGrouped: the first header and its rows are measured (16 at 390, top 0, rows 52); a header
        // after the first section is unmeasured in glass, and so is what follows a given height there.
        #expect(Self.approximate(.insetGrouped, .glass) == ["header 1", "cell 1.0", "cell 1.1"])
        // Without headers: the 35 on top is our choice in glass too.
        #expect(Self.approximate(.insetGrouped, .glass, headerMode: .none) == ["cell 0.0", "cell 0.1", "cell 1.0", "cell 1.1"])
        // A phone wider than the widest measured (402): the side insets 16 are our choice, every cell.
        let wide = Environment(width: 430, scale: 3, design: .glass)
        let list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, measuredHeader: MeasuredSize(height: 30))
        let result = HeaderAfterSectionTests.lists([(list, [ItemEntry()])], in: wide)
        #expect(result.cell(0, 0) == Rect(x: 16, y: 30, width: 398, height: 52))
        #expect(result.elements.allSatisfy { $0.approximate })
    }

    @Test func cellContentOnBelievedConstants() {
        typealias Cells = ListCellContentTests
        let text = ListContentConfiguration(text: Cells.text)
        // A text row of the cell style in a plain list at `large`: margins 11 / 16 and 44, measured.
        #expect(Cells.laidOut(text).parts.allSatisfy { !$0.approximate })
        // Indented one level: the 10 of the indentation is a UIKit constant.
        #expect(Cells.laidOut(text, level: 1).parts.allSatisfy { $0.approximate })
        // In a grouped list: the cell style's margins there are a UIKit constant.
        #expect(Cells.laidOut(text, list: ListConfiguration(appearance: .grouped)).parts.allSatisfy { $0.approximate })
        // The sidebar cell style: its 8-pt margins and 10 padding are UIKit constants.
        #expect(Cells.laidOut(text, style: .sidebarCell).parts.allSatisfy { $0.approximate })
        // An accessory of a given size: the 16 between it and the content is a UIKit constant.
        var accessorized = text
        accessorized.accessories = [CellAccessory(.customView, size: Size(width: 20, height: 20))]
        #expect(Cells.laidOut(accessorized).parts.allSatisfy { $0.approximate })
        // A symbol image in the standard reserved width (24, a UIKit constant); a reserved size given: measured.
        let symbol = ListContentConfiguration(image: Size(width: 20, height: 20), text: Cells.text)
        #expect(Cells.laidOut(symbol).parts.allSatisfy { $0.approximate })
        var reserved = symbol
        reserved.reservedLayoutSize = Size(width: 30, height: 0)
        #expect(Cells.laidOut(reserved).parts.allSatisfy { !$0.approximate })
        // The same at AX3: UIKit wraps the texts around the image there, which is not modelled.
        let ax3 = Cells.laidOut(reserved, category: .accessibilityExtraLarge)
        #expect(ax3.approximate)
        #expect(ax3.parts.allSatisfy { $0.approximate })
    }
}
