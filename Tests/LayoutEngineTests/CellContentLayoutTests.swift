import Testing
@testable import LayoutEngine

/// Cell content in a solved layout: rows self-size, content elements in collection-view
/// coordinates, header rows, right to left, --no-content.
@Suite struct CellContentLayoutTests {
    static let environment = Environment(width: 390, scale: 3)

    static func solve(_ list: ListConfiguration, _ entries: [ItemEntry], environment: Environment = environment,
                      includesCellContent: Bool = true) -> LayoutResult {
        let section = ListSection.make(list, in: environment)
        let layout = Layout(sections: [SectionSpec(section: section, items: SectionItems(entries: entries), list: list)])
        return LayoutSolver(includesCellContent: includesCellContent).solve(layout, in: environment)
    }

    static func element(_ result: LayoutResult, _ category: ElementCategory, _ kind: String?, item: Int) -> Element? {
        result.elements.first { $0.category == category && $0.kind == kind && $0.item == item }
    }

    @Test func rowsSelfSizeFromTheirContent() {
        let hello = ListContentConfiguration(image: Size(width: 23, height: 22), text: ListContentText("Hello WWDC!"))
        let subtitle = ListContentConfiguration(style: .subtitleCell, text: ListContentText("A"), secondaryText: ListContentText("B"))
        let result = Self.solve(ListConfiguration(appearance: .insetGrouped),
                                [ItemEntry(content: hello), ItemEntry(content: subtitle), ItemEntry(height: 61, content: hello)])
        // insetGrouped: 35 on top, sides 16 (390 pt: no wide margins): 358 wide.
        #expect(Self.element(result, .cell, nil, item: 0)?.frame == Rect(x: 16, y: 35, width: 358, height: 44))
        #expect(Self.element(result, .cell, nil, item: 1)?.frame == Rect(x: 16, y: 79, width: 358, height: 53))  // 4 + 22 + 3 + 20 + 4
        // A given height wins; the content is centred in it: (61 - 22) / 2 = 19.5 → 19.667 at scale 3.
        #expect(Self.element(result, .cell, nil, item: 2)?.frame == Rect(x: 16, y: 132, width: 358, height: 61))
        #expect(Self.element(result, .content, "text", item: 2)?.frame.y == 132 + 59.0 / 3)
        // The star: 16 + 16 + (24 - 23) / 2 = 32.5 → 32.667 (nearest pixel); the text at 16 + 56.
        #expect(Self.element(result, .content, "image", item: 0)?.frame == Rect(x: 98.0 / 3, y: 46, width: 23, height: 22))
        #expect(Self.element(result, .content, "text", item: 0)?.frame == Rect(x: 72, y: 46, width: 294, height: 22))
    }

    @Test func aHeaderRowTakesTheHeaderStyle() {
        let text = ListContentConfiguration(text: ListContentText("Title"))
        let plain = Self.solve(ListConfiguration(headerMode: .firstItemInSection), [ItemEntry(content: text), ItemEntry(content: text)])
        #expect(Self.element(plain, .cell, nil, item: 0)?.frame.height == 28)  // header: 3 + 22 + 3
        #expect(Self.element(plain, .cell, nil, item: 1)?.frame.height == 44)
        let grouped = Self.solve(ListConfiguration(appearance: .grouped, headerMode: .firstItemInSection), [ItemEntry(content: text)])
        #expect(Self.element(grouped, .cell, nil, item: 0)?.frame.height == 38)  // groupedHeader: 14 + 18 + 6
    }

    @Test func contentIsMirroredRightToLeft() {
        let rtl = Environment(width: 390, scale: 3, layoutDirection: .rightToLeft)
        let content = ListContentConfiguration(image: Size(width: 22, height: 22), text: ListContentText("Hello"),
                                               accessories: [CellAccessory(.disclosureIndicator)])
        let result = Self.solve(ListConfiguration(appearance: .insetGrouped), [ItemEntry(content: content)], environment: rtl)
        // Left to right: the disclosure indicator 8 wide at 358 - 16 - 8 = 334 (→ 16 + 334 = 350), the content
        // view ending 8 before it, at 326; image 16 + 17 = 33; text 16 + 56 = 72, 326 - 8 - 56 = 262 wide.
        // Mirrored across 390: x' = 390 - x - width.
        #expect(Self.element(result, .content, "image", item: 0)?.frame.x == 335)            // 390 - 33 - 22
        #expect(Self.element(result, .content, "text", item: 0)?.frame == Rect(x: 56, y: 46, width: 262, height: 22))  // 390 - 72 - 262
        #expect(Self.element(result, .content, "accessory.disclosureIndicator", item: 0)?.frame.x == 32)  // 390 - 350 - 8
    }

    @Test func contentElementsCarryTheirCellsIndexPathAndId() {
        let content = ListContentConfiguration(text: ListContentText("x"))
        let result = Self.solve(ListConfiguration(), [ItemEntry(id: "a", content: content), ItemEntry(id: "b", content: content)])
        let texts = result.elements.filter { $0.category == .content }
        #expect(texts.map(\.item) == [0, 1])
        #expect(texts.map(\.id) == ["a", "b"])
        #expect(texts.allSatisfy { $0.section == 0 && !$0.approximate })
    }

    @Test func withoutContentTheCellsKeepTheirHeights() {
        let content = ListContentConfiguration(style: .subtitleCell, text: ListContentText("A"), secondaryText: ListContentText("B"))
        let result = Self.solve(ListConfiguration(), [ItemEntry(content: content)], includesCellContent: false)
        #expect(result.elements.map(\.category) == [.cell])
        #expect(result.elements.first?.frame.height == 53)
    }

    @Test func aCellWhoseHeightIsApproximateSaysSo() {
        let wrapping = ListContentConfiguration(text: ListContentText(String(repeating: "word ", count: 40), lines: 0))
        let result = Self.solve(ListConfiguration(), [ItemEntry(content: wrapping)])
        #expect(Self.element(result, .cell, nil, item: 0)?.approximate == true)
    }

    @Test func headerAndFooterViewsSelfSizeFromTheirContent() {
        var list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary)
        list.headerContent = ListContentConfiguration(text: ListContentText("SECTION"))
        list.footerContent = ListContentConfiguration(text: ListContentText("Footer", lines: 2))
        let result = Self.solve(list, [ItemEntry()])
        // groupedHeader: 14 + footnote 18 + 6 = 38; groupedFooter: 6 + 2 × 18 + 14 = 56; both 358 wide at x 16.
        let header = result.elements.first { $0.kind == ListSection.headerKind }
        let footer = result.elements.first { $0.kind == ListSection.footerKind }
        #expect(header?.frame == Rect(x: 16, y: 0, width: 358, height: 38))
        #expect(footer?.frame == Rect(x: 16, y: 82, width: 358, height: 56))  // 38 + 44
        // Their text, 16 in from the view (margins 16 on both sides): 358 - 32 = 326 wide.
        #expect(Self.element(result, .content, "header.text", item: 0)?.frame == Rect(x: 32, y: 14, width: 326, height: 18))
        #expect(Self.element(result, .content, "footer.text", item: 0)?.frame == Rect(x: 32, y: 88, width: 326, height: 36))
        #expect(Self.element(result, .content, "header.text", item: 0)?.zIndex == 200)
    }

    @Test func plainHeadersTakeThePlainStyleAndStayPinned() {
        var list = ListConfiguration(headerMode: .supplementary)
        list.headerContent = ListContentConfiguration(text: ListContentText("Plain"))
        let result = Self.solve(list, [ItemEntry(), ItemEntry()])
        // header: 3 + headline 22 + 3 = 28, the full width (plain headers do not follow insets).
        #expect(result.elements.first { $0.kind == ListSection.headerKind }?.frame == Rect(x: 0, y: 0, width: 390, height: 28))
        #expect(Self.element(result, .content, "header.text", item: 0)?.frame == Rect(x: 16, y: 3, width: 358, height: 22))
    }
}
