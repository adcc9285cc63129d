import Testing
@testable import LayoutEngine

/// Cell content laid out by hand from Docs/Lists.md: the styles table, the HIG's Dynamic Type table
/// (leading per style per category, copied here from the HIG, not from the engine), accessories.
@Suite struct ListCellContentTests {
    /// A 390-pt-wide cell of a plain list on a phone (standard margin 16), scale 3.
    static func laidOut(_ content: ListContentConfiguration, style: ListContentStyle = .cell, width: Double = 390,
                        height: Double? = nil, idiom: Idiom = .phone, category: ContentSizeCategory = .large,
                        list: ListConfiguration? = nil, level: Int = 0) -> LaidOutContent {
        let environment = Environment(width: 390, scale: 3, idiom: idiom, contentSizeCategory: category)
        let layout = ContentLayout(content, style: style, list: list, level: level, environment: environment)
        let fitting = layout.layout(in: Size(width: width, height: 0)).fittingHeight
        return layout.layout(in: Size(width: width, height: height ?? fitting))
    }

    static func frame(_ result: LaidOutContent, _ kind: String) -> Rect? {
        result.parts.first { $0.kind == kind }?.frame
    }

    static let text = ListContentText("Ready. Set. Code")
    static let secondary = ListContentText("#WWDC20")

    // MARK: Styles at the default size (large), phone

    @Test func cellWithTextIs44() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text))
        #expect(result.fittingHeight == 44)  // 11 + body leading 22 + 11
        #expect(Self.frame(result, "text") == Rect(x: 16, y: 11, width: 366, height: 22))  // 390 - 16 - 8 = 366
    }

    @Test func cellWithASymbolImageReservesTwentyFour() {
        let result = Self.laidOut(ListContentConfiguration(image: Size(width: 22, height: 22), text: Self.text))
        #expect(result.fittingHeight == 44)
        #expect(Self.frame(result, "image") == Rect(x: 17, y: 11, width: 22, height: 22))  // 16 + (24 - 22) / 2
        #expect(Self.frame(result, "text") == Rect(x: 56, y: 11, width: 326, height: 22))  // 16 + 24 + 16; 366 - 40
    }

    @Test func subtitleCellStacksItsTexts() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text, secondaryText: Self.secondary), style: .subtitleCell)
        #expect(result.fittingHeight == 53)  // 4 + 22 + 3 + subheadline 20 + 4
        #expect(Self.frame(result, "text") == Rect(x: 16, y: 4, width: 366, height: 22))
        #expect(Self.frame(result, "secondaryText") == Rect(x: 16, y: 29, width: 366, height: 20))  // 4 + 22 + 3
    }

    @Test func valueCellPutsTheSecondaryTextAtTheTrailingEndApproximately() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text, secondaryText: Self.secondary), style: .valueCell)
        #expect(result.fittingHeight == 44)
        // "#WWDC20": 7 × 0.55 × 17 = 65.45, up to the pixel: 197 / 3 = 65.667, ending at 390 - 8.
        let width = 197.0 / 3
        let secondary = result.parts.first { $0.kind == "secondaryText" }
        #expect(secondary?.frame == Rect(x: 382 - width, y: 11, width: width, height: 22))
        #expect(secondary?.approximate == true)
        // The text takes the rest less 8: 366 - 65.667 - 8.
        #expect(Self.frame(result, "text")?.width == 366 - width - 8)
        #expect(result.parts.first { $0.kind == "text" }?.approximate == true)
    }

    @Test func valueCellStacksWhenTheTextsDoNotFitAndSaysItIsApproximate() {
        let long = ListContentText(String(repeating: "Ready. Set. Code. ", count: 4))
        let result = Self.laidOut(ListContentConfiguration(text: long, secondaryText: Self.secondary), style: .valueCell)
        #expect(result.fittingHeight == 69)  // 11 + 22 + 3 + body 22 + 11
        #expect(result.approximate)
    }

    @Test func sidebarCellUsesItsOwnMarginsAndReservesTwentyEight() {
        let result = Self.laidOut(ListContentConfiguration(image: Size(width: 22, height: 22), text: Self.text), style: .sidebarCell)
        #expect(result.fittingHeight == 44)
        #expect(Self.frame(result, "image")?.x == 11)  // 8 + (28 - 22) / 2
        #expect(Self.frame(result, "text") == Rect(x: 46, y: 11, width: 336, height: 22))  // 8 + 28 + 10; 390 - 16 - 38
        let subtitle = Self.laidOut(ListContentConfiguration(text: Self.text, secondaryText: Self.secondary), style: .sidebarSubtitleCell)
        #expect(subtitle.fittingHeight == 53)  // 4 + 22 + 3 + 20 + 4
    }

    /// Header and footer styles: (style, font leading at large, top, bottom).
    @Test(arguments: [
        (ListContentStyle.header, 22.0, 3.0, 3.0),          // headline 17/22
        (.footer, 18, 5, 5),                                 // footnote 13/18
        (.groupedHeader, 18, 14, 6),
        (.groupedFooter, 18, 6, 14),
        (.prominentInsetGroupedHeader, 25, 16, 8),           // title3 20/25
        (.extraProminentInsetGroupedHeader, 28, 16, 8),      // title2 22/28
    ])
    func headerAndFooterStyles(style: ListContentStyle, leading: Double, top: Double, bottom: Double) {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text), style: style)
        #expect(result.fittingHeight == top + leading + bottom)
        // Margins 16 on both sides: 390 - 32 = 358.
        #expect(Self.frame(result, "text") == Rect(x: 16, y: top, width: 358, height: leading))
    }

    // MARK: Content size categories

    /// The HIG's body leading per category, xS … AX5: 19 20 21 22 24 26 29 34 40 48 56 62.
    static let bodyLeading: [(ContentSizeCategory, Double)] = [
        (.extraSmall, 19), (.small, 20), (.medium, 21), (.large, 22), (.extraLarge, 24), (.extraExtraLarge, 26),
        (.extraExtraExtraLarge, 29), (.accessibilityMedium, 34), (.accessibilityLarge, 40),
        (.accessibilityExtraLarge, 48), (.accessibilityExtraExtraLarge, 56), (.accessibilityExtraExtraExtraLarge, 62),
    ]

    @Test(arguments: bodyLeading)
    func cellHeightFollowsTheBodyLeading(category: ContentSizeCategory, leading: Double) {
        for style in [ListContentStyle.cell, .sidebarCell] {
            let result = Self.laidOut(ListContentConfiguration(text: Self.text), style: style, category: category)
            // Margins half the leading, rounded up: 19 → 10 + 19 + 10 = 39; 22 → 44; 48 → 96.
            let margin = (leading / 2).rounded(.up)
            #expect(result.fittingHeight == margin + leading + margin)
            #expect(Self.frame(result, "text")?.y == margin)
        }
    }

    @Test func stylesAtAX3() {
        let ax3 = ContentSizeCategory.accessibilityExtraLarge
        let both = ListContentConfiguration(text: Self.text, secondaryText: Self.secondary)
        // subtitle: 4 + body 48 + 3 + subheadline 43 + 4.
        #expect(Self.laidOut(both, style: .subtitleCell, category: ax3).fittingHeight == 102)
        // header: 3 + headline 48 + 3; footer: 5 + footnote 40 + 5; grouped header: 14 + 40 + 6.
        #expect(Self.laidOut(both, style: .header, category: ax3).fittingHeight == 3 + 48 + 3 + 3 + 48)
        #expect(Self.laidOut(ListContentConfiguration(text: Self.text), style: .footer, category: ax3).fittingHeight == 50)
        #expect(Self.laidOut(ListContentConfiguration(text: Self.text), style: .groupedHeader, category: ax3).fittingHeight == 60)
        // prominent: 16 + title3 51 + 8; extra prominent: 16 + title2 52 + 8.
        #expect(Self.laidOut(ListContentConfiguration(text: Self.text), style: .prominentInsetGroupedHeader, category: ax3).fittingHeight == 75)
        #expect(Self.laidOut(ListContentConfiguration(text: Self.text), style: .extraProminentInsetGroupedHeader, category: ax3).fittingHeight == 76)
        // The standard reserved image width scales with the text: 24 × 48 / 22 = 52.36 → 158 px / 3 = 52.667.
        let image = Self.laidOut(ListContentConfiguration(image: Size(width: 22, height: 22), text: Self.text), category: ax3)
        #expect(Self.frame(image, "text")?.x == 16 + 158.0 / 3 + 16)
    }

    @Test func extraSmallSubtitleCell() {
        // xS: 4 + body 19 + 3 + subheadline 16 + 4 = 46 (over the minimum 2 × 19 = 38).
        let result = Self.laidOut(ListContentConfiguration(text: Self.text, secondaryText: Self.secondary), style: .subtitleCell,
                                  category: .extraSmall)
        #expect(result.fittingHeight == 46)
    }

    // MARK: Idioms

    @Test func padUsesTheWideMargin() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text), idiom: .pad)
        #expect(Self.frame(result, "text") == Rect(x: 20, y: 11, width: 362, height: 22))  // 390 - 20 - 8
        let header = Self.laidOut(ListContentConfiguration(text: Self.text), style: .groupedHeader, idiom: .pad)
        #expect(Self.frame(header, "text") == Rect(x: 20, y: 14, width: 350, height: 18))  // 390 - 40
    }

    @Test func macUsesThePhoneContentValues() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text), idiom: .mac)
        #expect(result.fittingHeight == 44)
        #expect(Self.frame(result, "text")?.x == 16)
    }

    // MARK: Overrides

    @Test func overridesReplaceTheStylesValues() {
        var content = ListContentConfiguration(image: Size(width: 20, height: 20), text: Self.text, secondaryText: Self.secondary)
        content.directionalLayoutMargins = DirectionalInsets(top: 5, leading: 30, bottom: 7, trailing: 10)
        content.imageToTextPadding = 4
        content.textToSecondaryTextVerticalPadding = 10
        content.reservedLayoutSize = Size(width: 40, height: 0)
        let result = Self.laidOut(content, style: .subtitleCell)
        #expect(result.fittingHeight == 64)  // 5 + 22 + 10 + 20 + 7 (over the minimum 44)
        #expect(Self.frame(result, "image")?.x == 40)  // 30 + (40 - 20) / 2
        #expect(Self.frame(result, "text") == Rect(x: 74, y: 5, width: 306, height: 22))  // 30 + 40 + 4; 390 - 40 - 44
        #expect(Self.frame(result, "secondaryText")?.y == 37)  // 5 + 22 + 10
    }

    @Test func aSharedReservedWidthLinesTheTextsUp() {
        for width in [20.0, 40, 30] {
            let picture = ListContentConfiguration(image: Size(width: width, height: 20), imageIsSymbol: false, text: Self.text)
            // Without a reservation the text follows the image: 16 + width + 16.
            #expect(Self.frame(Self.laidOut(picture), "text")?.x == 32 + width)
            var reserved = picture
            reserved.reservedLayoutSize = Size(width: 40, height: 0)
            let result = Self.laidOut(reserved)
            #expect(Self.frame(result, "text")?.x == 72)                 // 16 + 40 + 16
            #expect(Self.frame(result, "image")?.x == 16 + (40 - width) / 2)
        }
    }

    @Test func linesAndMeasuredTexts() {
        let two = Self.laidOut(ListContentConfiguration(text: ListContentText("A", lines: 2)))
        #expect(two.fittingHeight == 66)  // 11 + 2 × 22 + 11
        #expect(!two.approximate)
        let measured = Self.laidOut(ListContentConfiguration(text: ListContentText("A", measured: Size(width: 50, height: 61))))
        #expect(measured.fittingHeight == 83)  // 11 + 61 + 11
        // lines: 0 wraps: 60 characters × 0.55 × 17 = 561 over 366 → 2 lines, approximate.
        let wrapped = Self.laidOut(ListContentConfiguration(text: ListContentText(String(repeating: "a", count: 60), lines: 0)))
        #expect(wrapped.fittingHeight == 66)
        #expect(wrapped.approximate)
        #expect(wrapped.parts.first?.approximate == true)
    }

    // MARK: Accessories

    @Test func accessoriesTakeRoomAtTheEdges() {
        var content = ListContentConfiguration(text: Self.text)
        content.accessories = [CellAccessory(.delete), CellAccessory(.disclosureIndicator), CellAccessory(.checkmark),
                               CellAccessory(.customView, size: Size(width: 51, height: 31))]
        let result = Self.laidOut(content)
        // Leading: delete 22 × 22 at the margin 16, centred in 44: y 11. Content view from 38, text at 38 + 16.
        #expect(Self.frame(result, "accessory.delete") == Rect(x: 16, y: 11, width: 22, height: 22))
        // Trailing, inward from 390 - 16 = 374, 16 apart: disclosure 8 wide at 366, checkmark 14 at 336,
        // the custom view 51 at 269.
        #expect(Self.frame(result, "accessory.disclosureIndicator") == Rect(x: 366, y: 15.5, width: 8, height: 13))
        #expect(Self.frame(result, "accessory.checkmark") == Rect(x: 336, y: 15, width: 14, height: 14))
        #expect(Self.frame(result, "accessory.customView") == Rect(x: 269, y: 6.5, width: 51, height: 31))
        // The content view ends 8 before the custom view (261); the text 8 further in: 253 - 54 = 199.
        #expect(Self.frame(result, "text") == Rect(x: 54, y: 11, width: 199, height: 22))
    }

    @Test(arguments: [CellAccessory.Kind.reorder, .outlineDisclosure, .detail])
    func otherSystemAccessoriesSitTrailing(kind: CellAccessory.Kind) {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text, accessories: [CellAccessory(kind)]))
        let size = AccessoryMetrics.standardSize(kind)
        #expect(Self.frame(result, "accessory." + kind.rawValue) == Rect(x: 374 - size.width, y: (44 - size.height) / 2,
                                                                        width: size.width, height: size.height))
    }

    // MARK: Outlines

    @Test func outlineLevelsIndentTheContent() {
        let content = ListContentConfiguration(text: Self.text, accessories: [CellAccessory(.delete)])
        let sidebar = ListConfiguration(appearance: .sidebar)
        // Sidebar: 20 per level. Level 2: 40; delete at 40 + 16; text at 40 + 16 + 22 + 8 (sidebar margin).
        let deep = Self.laidOut(content, style: .sidebarCell, list: sidebar, level: 2)
        #expect(Self.frame(deep, "accessory.delete")?.x == 56)
        #expect(Self.frame(deep, "text")?.x == 86)
        // Other appearances: 10 per level; level 1 cell text at 10 + 16.
        let plain = Self.laidOut(ListContentConfiguration(text: Self.text), list: ListConfiguration(), level: 1)
        #expect(Self.frame(plain, "text") == Rect(x: 26, y: 11, width: 356, height: 22))  // 390 - 26 - 8
    }

    // MARK: Every style × idiom × content size category

    /// The HIG's leading per category, xS … AX5, of the text styles the styles use (copied from the HIG table).
    static let leading: [TextStyle: [Double]] = [
        .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 66],
        .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 60, 67],
    ]

    static let everyCombination: [(ListContentStyle, Idiom, ContentSizeCategory)] = ListContentStyle.allCases.flatMap { style in
        Idiom.allCases.flatMap { idiom in ContentSizeCategory.allCases.map { (style, idiom, $0) } }
    }

    @Test(arguments: everyCombination)
    func everyStyleAtEveryIdiomAndSize(style: ListContentStyle, idiom: Idiom, category: ContentSizeCategory) throws {
        let column = try #require(ContentSizeCategory.allCases.firstIndex(of: category))
        func line(_ textStyle: TextStyle) -> Double { Self.leading[textStyle]?[column] ?? 0 }
        let body = line(.body)
        let cellMargin = (body / 2).rounded(.up)
        // (text style, secondary style, top, bottom, leading margin, least height) per the styles table;
        // the standard margin is 20 on the pad (wide margins), 16 on phone (390 pt) and mac.
        let margin: Double = idiom == .pad ? 20 : 16
        let expected: (TextStyle, TextStyle?, Double, Double, Double, Double) = switch style {
        case .cell: (.body, .subheadline, cellMargin, cellMargin, margin, 2 * body)
        case .subtitleCell: (.body, .subheadline, 4, 4, margin, 2 * body)
        case .valueCell: (.body, nil, cellMargin, cellMargin, margin, 2 * body)
        case .sidebarCell: (.body, .subheadline, cellMargin, cellMargin, 8, 2 * body)
        case .sidebarSubtitleCell: (.body, .subheadline, 4, 4, 8, 2 * body)
        case .header: (.headline, .headline, 3, 3, margin, 0)
        case .footer: (.footnote, .footnote, 5, 5, margin, 0)
        case .groupedHeader: (.footnote, .footnote, 14, 6, margin, 0)
        case .groupedFooter: (.footnote, .footnote, 6, 14, margin, 0)
        case .prominentInsetGroupedHeader: (.title3, .title3, 16, 8, margin, 0)
        case .extraProminentInsetGroupedHeader: (.title2, .title2, 16, 8, margin, 0)
        }
        let (textStyle, secondaryStyle, top, bottom, leadingMargin, least) = expected
        // A one-character secondary text: a valueCell keeps it on the text's line.
        let content = ListContentConfiguration(text: ListContentText("A"), secondaryText: ListContentText("B"))
        let result = Self.laidOut(content, style: style, idiom: idiom, category: category)
        // Stacked: top + text + 3 + secondary + bottom; side by side: top + body + bottom.
        let block = secondaryStyle.map { line(textStyle) + 3 + line($0) } ?? line(textStyle)
        #expect(result.fittingHeight == max(top + block + bottom, least))
        let text = try #require(Self.frame(result, "text"))
        #expect(text.x == leadingMargin)
        #expect(text.height == line(textStyle))
    }
}
