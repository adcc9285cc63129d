import Testing
@testable import LayoutEngine

/// The five defects of issue 35, each with its expectation derived by hand: the reserved width at
/// accessibility sizes, explicit line breaks, values copied from dumps on the pixel grid, what a rect
/// query returns of a list, and glass `sections` frames that add up.
@Suite struct ListDefectTests {
    typealias Lists = HeaderAfterSectionTests

    static func content(_ result: LayoutResult, _ kind: String) -> Element? {
        result.elements.first { $0.category == .content && $0.kind == kind }
    }

    @Test func theReservedWidthIsIgnoredAtAccessibilitySizes() {
        // Docs/Lists.md, "Image" (UIListContentImageProperties.h): a plain classic list at 390, AX3, an image
        // 20 × 20 reserving [60, 0]. The reserved width is ignored: the slot is the image's 20.
        let environment = Environment(width: 390, scale: 3, contentSizeCategory: .accessibilityExtraLarge, design: .classic)
        let row = ListContentConfiguration(image: Size(width: 20, height: 20), imageIsSymbol: false,
                                           text: ListContentText("Wi-Fi"), reservedLayoutSize: Size(width: 60, height: 0))
        let result = Lists.lists([(ListConfiguration(), [ItemEntry(content: row)])], in: environment)
        // Image at the margin, 20 (390 > 375: wide margins); text at 20 + 20 + 16 (imageToTextPadding) = 56.
        #expect(Self.content(result, "image")?.frame.x == 20)
        #expect(Self.content(result, "text")?.frame.x == 56)
    }

    @Test func aLineBreakStartsALine() {
        let environment = Environment(width: 390, scale: 3, design: .classic)
        let row = ListContentConfiguration(text: ListContentText("Line one\nLine two"))
        let result = Lists.lists([(ListConfiguration(), [ItemEntry(content: row)])], in: environment)
        // Two lines of body: 2 × 17 × 2444 / 2048 = 40.574 → 122 px = 40.667; the row 11 + 40.667 + 11 = 62.667
        // (188 px), over the least 44. Both lines fit the row's width: no wrapping, nothing approximate.
        let text = Self.content(result, "text")
        #expect(text?.frame.height == 122.0 / 3)
        #expect(text?.approximate == false)
        let cell = result.elements.first { $0.category == .cell }
        #expect(cell?.frame.height == 188.0 / 3)
        #expect(cell?.approximate == false)
        // `lines: 1` shows the first line only: 20.333, a 44 row.
        let one = ListContentConfiguration(text: ListContentText("Line one\nLine two", lines: 1))
        #expect(Lists.lists([(ListConfiguration(), [ItemEntry(content: one)])], in: environment).cell(0, 0)?.height == 44)
    }

    @Test func valuesCopiedFromADumpStayOnTheirPixel() {
        // 38.6667 × 3 = 116.0001 px and 38.66667 × 3 = 116.00001 px: within a thousandth of a pixel of 116,
        // so 116 px = 38.667, not 117 px = 39.
        let grid = PixelGrid(scale: 3)
        #expect(grid.ceilToPixel(38.6667) == 116.0 / 3)
        #expect(grid.ceilToPixel(38.66667) == 116.0 / 3)
        #expect(grid.ceilToPixel(38.68) == 117.0 / 3)
        // A 50-pt line, 50 × 2444 / 2048 = 59.668 = 179.0039 px, is past it: 180 px.
        #expect(grid.ceilToPixel(50 * 2444.0 / 2048) == 60)
        let environment = Environment(width: 300, height: 500, scale: 3, design: .classic)
        for height in [38.6667, 38.66667] {
            let list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, measuredHeader: MeasuredSize(height: height))
            // The row follows the header: at 38.667 (case 2010's dump).
            #expect(Lists.lists([(list, [ItemEntry()])], in: environment).cell(0, 0)?.y == 116.0 / 3)
        }
        // A given item height is a self-sized list row's: up to the pixel, 36.3334 × 3 = 109.0002 px → 109 px.
        let rows = Lists.lists([(ListConfiguration(), [ItemEntry(height: 36.3334), ItemEntry()])], in: environment)
        #expect(rows.cell(0, 0)?.height == 109.0 / 3)
        #expect(rows.cell(0, 1)?.y == 109.0 / 3)
        // 36.5 at @3x is between pixels: 109.5 px → 110 px.
        #expect(Lists.lists([(ListConfiguration(), [ItemEntry(height: 36.5)])], in: environment).cell(0, 0)?.height == 110.0 / 3)
    }

    @Test func aRectQueryAnswersLayoutAttributes() {
        // Case 2010's layout in classic at 300 @3x, its rows with content: header 38.667, row 0.0 at 38.667,
        // section 0 ends at 38.667 + 44 + 17.667 = 100.333 (the dump's backgrounds split there), row 1.0 at
        // 100.333 + 17.667 = 118, content 118 + 44 + 20 = 182.
        let environment = Environment(width: 300, height: 500, scale: 3, design: .classic)
        let row = ItemEntry(content: ListContentConfiguration(text: ListContentText("Item")))
        let header = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, measuredHeader: MeasuredSize(height: 38.6666))
        let result = Lists.lists([(header, [row]), (ListConfiguration(appearance: .insetGrouped), [row])], in: environment)
        #expect(result.elements.contains { $0.category == .content })
        let specs = [(header, [row]), (ListConfiguration(appearance: .insetGrouped), [row])].enumerated().map { index, section in
            SectionSpec(section: ListSection.make(section.0, in: environment, position: .init(index: index, count: 2)),
                        items: SectionItems(entries: section.1), list: section.0)
        }
        let answer = LayoutSolver().solve(Layout(sections: specs), in: environment, query: Rect(x: 0, y: 0, width: 300, height: 500))
        // No content parts: subviews of the cells, not layout attributes.
        #expect(!answer.elements.contains { $0.category == .content })
        // Two cells, the header, and one background per section: the first from 1000 above the content.
        #expect(answer.elements.filter { $0.category == .cell }.count == 2)
        let backgrounds = answer.elements.filter { $0.kind == ListSectionBackground.kind }
        #expect(backgrounds.map(\.category) == [.decoration, .decoration])
        #expect(backgrounds.map(\.section) == [0, 1])
        #expect(backgrounds.first?.frame == Rect(x: 0, y: -1000, width: 300, height: 1000 + 301.0 / 3))
        // 182 − 100.333 = 81.667 (245 px).
        #expect(backgrounds.last?.frame == Rect(x: 0, y: 301.0 / 3, width: 300, height: 245.0 / 3))
        // A query of the second section only finds its background, not the first's.
        let lower = LayoutSolver().solve(Layout(sections: specs), in: environment, query: Rect(x: 0, y: 150, width: 300, height: 10))
        #expect(lower.elements.filter { $0.kind == ListSectionBackground.kind }.map(\.section) == [1])
        // A plain list has none.
        let plain = Layout(sections: [SectionSpec(section: ListSection.make(ListConfiguration(), in: environment),
                                                  items: SectionItems(count: 2), list: ListConfiguration())])
        #expect(!LayoutSolver().solve(plain, in: environment, query: Rect(x: 0, y: 0, width: 300, height: 500)).elements
            .contains { $0.category == .decoration })
    }

    @Test func glassSectionFramesAddUp() {
        // Glass insetGrouped at 300 @3x, two sections of one 52 row without headers: section 0 is
        // 35 + 52 + 17.5 = 104.5 (313.5 px), section 1 17.5 + 52 + 20 = 89.5; the content 194.
        let environment = Environment(width: 300, height: 500, scale: 3, design: .glass)
        let list = ListConfiguration(appearance: .insetGrouped)
        let result = Lists.lists([(list, [ItemEntry()]), (list, [ItemEntry()])], in: environment)
        #expect(result.contentSize.height == 194)
        // Section 0 ends at 313.5 px → 314 px = 104.667, where section 1 starts; section 1 ends at 194.
        #expect(result.sections[0].frame == Rect(x: 0, y: 0, width: 300, height: 314.0 / 3))
        #expect(result.sections[1].frame.y == 314.0 / 3)
        #expect(Lists.near(result.sections[1].frame.maxY, 194))
    }
}
