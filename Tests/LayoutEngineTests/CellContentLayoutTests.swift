import Testing
@testable import LayoutEngine

/// Cell content in a solved layout: rows self-size, content elements in collection-view
/// coordinates, header rows, right to left, --no-content. Classic design, 390 pt without wide margins
/// (16); text lines are the SF line height up to the pixel: 17 pt 20.333, 15 pt 18, 13 pt 15.667 (@3x).
@Suite struct CellContentLayoutTests {
    static let environment = Environment(width: 390, scale: 3, wideMargins: false, design: .classic)
    static let body = 61.0 / 3, footnote = 47.0 / 3

    /// Whether `frame` is `expected` to 1e-9, positions on the @3x grid.
    static func near(_ frame: Rect?, _ expected: Rect) -> Bool {
        guard let frame else { return false }
        return [frame.x - expected.x, frame.y - expected.y, frame.width - expected.width, frame.height - expected.height]
            .allSatisfy { abs($0) < 1e-9 }
    }

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
        // 4 + 20.333 + 3 + 18 + 4 = 49.333.
        #expect(Self.near(Self.element(result, .cell, nil, item: 1)?.frame, Rect(x: 16, y: 79, width: 358, height: 4 + Self.body + 25)))
        // A given height wins; the content is centred in it: (61 - 20.333) / 2 = 20.333, at 79 + 49.333 = 128.333.
        #expect(Self.near(Self.element(result, .cell, nil, item: 2)?.frame, Rect(x: 16, y: 385.0 / 3, width: 358, height: 61)))
        #expect(Self.near(Self.element(result, .content, "text", item: 2)?.frame, Rect(x: 72, y: 446.0 / 3, width: 294, height: Self.body)))
        // The star: 16 + 16 + (24 - 23) / 2 = 32.5 → 32.667 (nearest pixel); the text at 16 + 56, centred on the
        // image's 22: 46 + (22 - 20.333) / 2 = 46.833 → 140.5 px → 141 px = 47.
        #expect(Self.element(result, .content, "image", item: 0)?.frame == Rect(x: 98.0 / 3, y: 46, width: 23, height: 22))
        #expect(Self.near(Self.element(result, .content, "text", item: 0)?.frame, Rect(x: 72, y: 47, width: 294, height: Self.body)))
    }

    @Test func aHeaderRowTakesTheHeaderStyle() {
        let text = ListContentConfiguration(text: ListContentText("Title"))
        let plain = Self.solve(ListConfiguration(headerMode: .firstItemInSection), [ItemEntry(content: text), ItemEntry(content: text)])
        #expect(abs(Self.element(plain, .cell, nil, item: 0)!.frame.height - (6 + Self.body)) < 1e-9)  // header: 3 + 20.333 + 3
        #expect(Self.element(plain, .cell, nil, item: 1)?.frame.height == 44)
        let grouped = Self.solve(ListConfiguration(appearance: .grouped, headerMode: .firstItemInSection), [ItemEntry(content: text)])
        #expect(abs(Self.element(grouped, .cell, nil, item: 0)!.frame.height - 116.0 / 3) < 1e-9)  // groupedHeader: 17 + 15.667 + 6
    }

    @Test func contentIsMirroredRightToLeft() {
        let rtl = Environment(width: 390, scale: 3, layoutDirection: .rightToLeft, wideMargins: false, design: .classic)
        let content = ListContentConfiguration(image: Size(width: 22, height: 22), text: ListContentText("Hello"),
                                               accessories: [CellAccessory(.disclosureIndicator)])
        let result = Self.solve(ListConfiguration(appearance: .insetGrouped), [ItemEntry(content: content)], environment: rtl)
        // Left to right: the disclosure indicator 8 wide at 358 - 16 - 8 = 334 (→ 16 + 334 = 350), the content
        // view ending 8 before it, at 326; image 16 + 17 = 33; text 16 + 56 = 72, 326 - 8 - 56 = 262 wide.
        // Mirrored across 390: x' = 390 - x - width.
        #expect(Self.element(result, .content, "image", item: 0)?.frame.x == 335)            // 390 - 33 - 22
        #expect(Self.near(Self.element(result, .content, "text", item: 0)?.frame, Rect(x: 56, y: 47, width: 262, height: Self.body)))  // 390 - 72 - 262
        #expect(Self.element(result, .content, "accessory.disclosureIndicator", item: 0)?.frame.x == 32)  // 390 - 350 - 8
    }

    @Test func contentElementsCarryTheirCellsIndexPathAndId() {
        let content = ListContentConfiguration(text: ListContentText("x"))
        let result = Self.solve(ListConfiguration(), [ItemEntry(id: "a", content: content), ItemEntry(id: "b", content: content)])
        let texts = result.elements.filter { $0.category == .content }
        #expect(texts.map(\.item) == [0, 1])
        #expect(texts.map(\.id) == ["a", "b"])
        #expect(texts.allSatisfy { $0.section == 0 && !$0.approximate })
        // Glass: the margins are the classic ones, our choice: the texts are approximate; the rows 52 are not.
        let glass = Self.solve(ListConfiguration(), [ItemEntry(id: "a", content: content)], environment: Environment(width: 320, scale: 3))
        #expect(glass.elements.filter { $0.category == .content }.allSatisfy { $0.approximate })
        #expect(Self.element(glass, .cell, nil, item: 0)?.frame.height == 52)
    }

    @Test func withoutContentTheCellsKeepTheirHeights() {
        let content = ListContentConfiguration(style: .subtitleCell, text: ListContentText("A"), secondaryText: ListContentText("B"))
        let result = Self.solve(ListConfiguration(), [ItemEntry(content: content)], includesCellContent: false)
        #expect(result.elements.map(\.category) == [.cell])
        #expect(abs(result.elements.first!.frame.height - (4 + Self.body + 3 + 18 + 4)) < 1e-9)  // 49.333
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
        // groupedHeader (M): 17 + footnote 15.667 + 6 = 38.667; groupedFooter: 6 + 15.667 + 17 = 38.667 ("Footer"
        // needs one of its 2 lines); both 358 wide at x 16.
        let header = result.elements.first { $0.kind == ListSection.headerKind }
        let footer = result.elements.first { $0.kind == ListSection.footerKind }
        #expect(Self.near(header?.frame, Rect(x: 16, y: 0, width: 358, height: 116.0 / 3)))
        #expect(Self.near(footer?.frame, Rect(x: 16, y: 116.0 / 3 + 44, width: 358, height: 116.0 / 3)))
        // Their text, 16 in from the view (margins 16 on both sides): 358 - 32 = 326 wide.
        #expect(Self.near(Self.element(result, .content, "header.text", item: 0)?.frame, Rect(x: 32, y: 17, width: 326, height: Self.footnote)))
        #expect(Self.near(Self.element(result, .content, "footer.text", item: 0)?.frame,
                          Rect(x: 32, y: 116.0 / 3 + 44 + 6, width: 326, height: Self.footnote)))
        // The header is measured; the footer's margins are our choice.
        #expect(header?.approximate == false)
        #expect(footer?.approximate == true)
        #expect(Self.element(result, .content, "header.text", item: 0)?.zIndex == 200)
    }

    @Test func plainHeadersTakeThePlainStyleAndStayPinned() {
        var list = ListConfiguration(headerMode: .supplementary)
        list.headerContent = ListContentConfiguration(text: ListContentText("Plain"))
        let result = Self.solve(list, [ItemEntry(), ItemEntry()])
        // header: 3 + headline 20.333 + 3 = 26.333, the full width (plain headers do not follow insets).
        #expect(Self.near(result.elements.first { $0.kind == ListSection.headerKind }?.frame, Rect(x: 0, y: 0, width: 390, height: 6 + Self.body)))
        #expect(Self.near(Self.element(result, .content, "header.text", item: 0)?.frame, Rect(x: 16, y: 3, width: 358, height: Self.body)))
    }

    @Test func theMeasuredGlassListFollowsFromItsContent() {
        // Reference §10 (Docs/Provenance.md; M, iOS 26 at 300 pt @3x): a "Section 1" header in the glass grouped header style,
        // 10 + 20.333 + 10 = 40.333; rows 52 at 40.333 and 40.333 + 52 + 17.5 + 17.5 = 127.333, each one-line
        // text centred: (52 - 20.333) / 2 = 15.833 → 47.5 px → 48 px = 16 below the row's top.
        let env = Environment(width: 300, height: 500, scale: 3)
        var header = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary)
        header.headerContent = ListContentConfiguration(text: ListContentText("Section 1"))
        let plain = ListConfiguration(appearance: .insetGrouped)
        let layout = Layout(sections: [
            SectionSpec(section: ListSection.make(header, in: env, position: .init(index: 0, count: 2)),
                        items: SectionItems(entries: [ItemEntry(content: ListContentConfiguration(text: ListContentText("Item 1")))]),
                        list: header),
            SectionSpec(section: ListSection.make(plain, in: env, position: .init(index: 1, count: 2)),
                        items: SectionItems(entries: [ItemEntry(content: ListContentConfiguration(text: ListContentText("Item 2")))]),
                        list: plain),
        ])
        let result = LayoutSolver().solve(layout, in: env)
        let headerView = result.elements.first { $0.kind == ListSection.headerKind }
        #expect(Self.near(headerView?.frame, Rect(x: 16, y: 0, width: 268, height: 121.0 / 3)))
        #expect(Self.near(Self.element(result, .cell, nil, item: 0)?.frame, Rect(x: 16, y: 121.0 / 3, width: 268, height: 52)))
        let second = result.elements.first { $0.category == .cell && $0.section == 1 }
        #expect(Self.near(second?.frame, Rect(x: 16, y: 382.0 / 3, width: 268, height: 52)))
        let text = result.elements.first { $0.kind == "text" && $0.section == 1 }
        #expect(abs(text!.frame.y - (382.0 / 3 + 16)) < 1e-9)
        // The frames UIKit was measured to give are not approximate; the texts' x (the margins) is our choice.
        #expect(headerView?.approximate == false && second?.approximate == false)
        #expect(text?.approximate == true)
    }
}
