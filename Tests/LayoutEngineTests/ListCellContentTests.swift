import Testing
@testable import LayoutEngine

/// Cell content laid out by hand from Docs/Lists.md: the styles table, text heights from the system
/// font's line height ((1950 + 494) / 2048 of the point size, rounded up to the pixel; point sizes
/// copied here from the HIG's Dynamic Type table, not from the engine), accessories. Classic design
/// unless a test says glass.
@Suite struct ListCellContentTests {
    /// A 390-pt-wide cell of a plain list on a 375-pt phone (standard margin 16), scale 3.
    static func laidOut(_ content: ListContentConfiguration, style: ListContentStyle = .cell, width: Double = 390,
                        height: Double? = nil, idiom: Idiom = .phone, category: ContentSizeCategory = .large,
                        list: ListConfiguration? = nil, level: Int = 0, design: Design = .classic) -> LaidOutContent {
        let environment = Environment(width: 375, scale: 3, idiom: idiom, contentSizeCategory: category, design: design)
        let layout = ContentLayout(content, style: style, list: list, level: level, environment: environment)
        let fitting = layout.layout(in: Size(width: width, height: 0)).fittingHeight
        return layout.layout(in: Size(width: width, height: height ?? fitting))
    }

    static func frame(_ result: LaidOutContent, _ kind: String) -> Rect? {
        result.parts.first { $0.kind == kind }?.frame
    }

    /// Whether two frames agree to 1e-9 pt (the engine adds in its own order).
    static func near(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    /// A line of a `points`-pt system font at @3x: points × 2444 / 2048, up to the pixel.
    static func line(_ points: Double) -> Double { (points * 2444 / 2048 * 3).rounded(.up) / 3 }
    /// 17 pt: 20.287 → 61 px = 20.333; 15 pt: 17.900 → 54 px = 18; 13 pt: 15.514 → 47 px = 15.667.
    static let body = 61.0 / 3, subheadline = 18.0, footnote = 47.0 / 3

    static let text = ListContentText("Ready. Set. Code")
    static let secondary = ListContentText("#WWDC20")

    // MARK: Styles at the default size (large), phone

    @Test func cellWithTextIs44() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text))
        #expect(result.fittingHeight == 44)  // 11 + 20.333 + 11 = 42.333, under the least 2 × body leading 22
        // The text centred between the margins: 11 + (44 - 22 - 20.333) / 2 = 11.833; 390 - 16 - 8 = 366 wide.
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 16, y: 11 + (22 - Self.body) / 2, width: 366, height: Self.body)))
        #expect(Self.line(17) == 61.0 / 3 && Self.line(15) == 18 && Self.line(13) == 47.0 / 3)
    }

    @Test func cellWithASymbolImageReservesTwentyFour() {
        let result = Self.laidOut(ListContentConfiguration(image: Size(width: 22, height: 22), text: Self.text))
        #expect(result.fittingHeight == 44)
        #expect(Self.frame(result, "image") == Rect(x: 17, y: 11, width: 22, height: 22))  // 16 + (24 - 22) / 2
        // The block is the image's 22; the text centred in it: 11 + (22 - 20.333) / 2.
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 56, y: 11 + (22 - Self.body) / 2, width: 326, height: Self.body)))  // 16 + 24 + 16; 366 - 40
    }

    @Test func subtitleCellStacksItsTexts() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text, secondaryText: Self.secondary), style: .subtitleCell)
        #expect(abs(result.fittingHeight - (4 + Self.body + 3 + 18 + 4)) < 1e-9)  // 49.333, over the least 44
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 16, y: 4, width: 366, height: Self.body)))
        #expect(Self.near(Self.frame(result, "secondaryText"), Rect(x: 16, y: 4 + Self.body + 3, width: 366, height: 18)))
        #expect(result.approximate)  // the subheadline secondary font is our choice
    }

    @Test func valueCellPutsTheSecondaryTextAtTheTrailingEndApproximately() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text, secondaryText: Self.secondary), style: .valueCell)
        #expect(result.fittingHeight == 44)
        // "#WWDC20": 7 × 0.55 × 17 = 65.45, up to the pixel: 197 / 3 = 65.667, ending at 390 - 8.
        let width = 197.0 / 3
        let secondary = result.parts.first { $0.kind == "secondaryText" }
        #expect(Self.near(secondary?.frame, Rect(x: 382 - width, y: 11 + (22 - Self.body) / 2, width: width, height: Self.body)))
        #expect(secondary?.approximate == true)
        // The text takes the rest less 8: 366 - 65.667 - 8.
        #expect(Self.frame(result, "text")?.width == 366 - width - 8)
        #expect(result.parts.first { $0.kind == "text" }?.approximate == true)
    }

    @Test func valueCellStacksWhenTheTextsDoNotFitAndSaysItIsApproximate() {
        let long = ListContentText(String(repeating: "Ready. Set. Code. ", count: 4))
        let result = Self.laidOut(ListContentConfiguration(text: long, secondaryText: Self.secondary), style: .valueCell)
        // 72 characters × 0.55 × 17 = 673.2 over 366: two lines (2 × 20.287 → 122 px), then the body secondary text.
        #expect(abs(result.fittingHeight - (11 + 122.0 / 3 + 3 + Self.body + 11)) < 1e-9)  // 86
        #expect(result.approximate)
    }

    @Test func sidebarCellUsesItsOwnMarginsAndReservesTwentyEight() {
        let result = Self.laidOut(ListContentConfiguration(image: Size(width: 22, height: 22), text: Self.text), style: .sidebarCell)
        #expect(result.fittingHeight == 44)
        #expect(Self.frame(result, "image")?.x == 11)  // 8 + (28 - 22) / 2
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 46, y: 11 + (22 - Self.body) / 2, width: 336, height: Self.body)))  // 8 + 28 + 10; 390 - 16 - 38
        let subtitle = Self.laidOut(ListContentConfiguration(text: Self.text, secondaryText: Self.secondary), style: .sidebarSubtitleCell)
        #expect(abs(subtitle.fittingHeight - (4 + Self.body + 3 + 18 + 4)) < 1e-9)
    }

    /// Header and footer styles: (style, font point size at large, top, bottom).
    @Test(arguments: [
        (ListContentStyle.header, 17.0, 3.0, 3.0),          // headline 17
        (.footer, 13, 5, 5),                                 // footnote 13
        (.groupedHeader, 13, 17, 6),                         // measured: 17 + 15.667 + 6 = 38.667
        (.groupedFooter, 13, 6, 17),
        (.prominentInsetGroupedHeader, 20, 16, 8),           // title3 20
        (.extraProminentInsetGroupedHeader, 22, 16, 8),      // title2 22
    ])
    func headerAndFooterStyles(style: ListContentStyle, points: Double, top: Double, bottom: Double) {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text), style: style)
        #expect(abs(result.fittingHeight - (top + Self.line(points) + bottom)) < 1e-9)
        // Margins 16 on both sides: 390 - 32 = 358.
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 16, y: top, width: 358, height: Self.line(points))))
        // Only the grouped header is measured; the others' margins and fonts are our choice.
        #expect(result.approximate == (style != .groupedHeader))
    }

    @Test func aRowWhoseImageDecidesItsHeightRestsOnNoChosenFont() {
        // A subtitle row with a 60 × 60 picture: 4 + 60 + 4 = 68 (the texts, 20.333 + 3 + 18 = 41.333, are
        // shorter): the margins are UIKit's, so the height is not approximate, though the texts' frames are.
        let picture = ListContentConfiguration(image: Size(width: 60, height: 60), imageIsSymbol: false,
                                               text: Self.text, secondaryText: Self.secondary)
        let result = Self.laidOut(picture, style: .subtitleCell)
        #expect(result.fittingHeight == 68)
        #expect(!result.approximate)
        #expect(result.parts.first { $0.kind == "secondaryText" }?.approximate == true)
    }

    @Test func theMeasuredGroupedHeaderIs38667At3x() {
        // Reference §10 (Docs/Provenance.md; M): 17 + footnote 15.667 + 6 = 38.667 at @3x.
        let header = Self.laidOut(ListContentConfiguration(text: ListContentText("SECTION 1")), style: .groupedHeader)
        #expect(abs(header.fittingHeight - 116.0 / 3) < 1e-9)
    }

    // MARK: Content size categories

    /// The HIG's body (size, leading) per category, xS … AX5.
    static let bodyFont: [(ContentSizeCategory, Double, Double)] = [
        (.extraSmall, 14, 19), (.small, 15, 20), (.medium, 16, 21), (.large, 17, 22), (.extraLarge, 19, 24),
        (.extraExtraLarge, 21, 26), (.extraExtraExtraLarge, 23, 29), (.accessibilityMedium, 28, 34),
        (.accessibilityLarge, 33, 40), (.accessibilityExtraLarge, 40, 48), (.accessibilityExtraExtraLarge, 47, 56),
        (.accessibilityExtraExtraExtraLarge, 53, 62),
    ]

    @Test(arguments: bodyFont)
    func cellHeightFollowsTheBodyLeading(category: ContentSizeCategory, size: Double, leading: Double) {
        for style in [ListContentStyle.cell, .sidebarCell] {
            let result = Self.laidOut(ListContentConfiguration(text: ListContentText("A")), style: style, category: category)
            // Margins half the leading, rounded up; the text a line of the body font; at least 2 × the
            // leading: xS 10 + 16.667 + 10 = 36.667 → 38; large 44; AX3 24 + 47.667 + 24 = 95.667 → 96.
            let margin = (leading / 2).rounded(.up)
            #expect(abs(result.fittingHeight - max(margin + Self.line(size) + margin, 2 * leading)) < 1e-9)
            #expect(abs(Self.frame(result, "text")!.height - Self.line(size)) < 1e-9)
        }
    }

    @Test func stylesAtAX3() {
        let ax3 = ContentSizeCategory.accessibilityExtraLarge
        let both = ListContentConfiguration(text: ListContentText("A"), secondaryText: ListContentText("B"))
        func height(_ content: ListContentConfiguration, _ style: ListContentStyle) -> Double {
            Self.laidOut(content, style: style, category: ax3).fittingHeight
        }
        let one = ListContentConfiguration(text: ListContentText("A"))
        // AX3 sizes: body and headline 40, subheadline 36, footnote 33, title3 43, title2 44.
        // subtitle: 4 + 47.667 + 3 + 43 + 4 = 101.667 (40 pt: 47.734 → 144 px; 36 pt: 42.961 → 129 px).
        #expect(abs(height(both, .subtitleCell) - (4 + Self.line(40) + 3 + Self.line(36) + 4)) < 1e-9)
        #expect(abs(height(both, .header) - (3 + Self.line(40) + 3 + Self.line(40) + 3)) < 1e-9)
        #expect(abs(height(one, .footer) - (5 + Self.line(33) + 5)) < 1e-9)
        #expect(abs(height(one, .groupedHeader) - (17 + Self.line(33) + 6)) < 1e-9)
        #expect(abs(height(one, .prominentInsetGroupedHeader) - (16 + Self.line(43) + 8)) < 1e-9)
        #expect(abs(height(one, .extraProminentInsetGroupedHeader) - (16 + Self.line(44) + 8)) < 1e-9)
        // AX3 is an accessibility size: the reserved width is ignored, the text follows the 22-pt image.
        let image = Self.laidOut(ListContentConfiguration(image: Size(width: 22, height: 22), text: Self.text), category: ax3)
        #expect(abs(Self.frame(image, "text")!.x - (16 + 22 + 16)) < 1e-9)
        // At xxxL (not an accessibility size) it scales with the text: 24 × 29 / 22 = 31.64 → 95 px / 3.
        let xxxL = Self.laidOut(ListContentConfiguration(image: Size(width: 22, height: 22), text: Self.text),
                                category: .extraExtraExtraLarge)
        #expect(abs(Self.frame(xxxL, "text")!.x - (16 + 95.0 / 3 + 16)) < 1e-9)
    }

    @Test func extraSmallSubtitleCell() {
        // xS: 4 + body 14 pt 16.667 + 3 + subheadline 12 pt 14.333 + 4 = 42 (over the minimum 2 × 19 = 38).
        let result = Self.laidOut(ListContentConfiguration(text: Self.text, secondaryText: Self.secondary), style: .subtitleCell,
                                  category: .extraSmall)
        #expect(abs(result.fittingHeight - (4 + Self.line(14) + 3 + Self.line(12) + 4)) < 1e-9)
    }

    // MARK: Idioms

    @Test func padUsesTheWideMargin() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text), idiom: .pad)
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 20, y: 11 + (22 - Self.body) / 2, width: 362, height: Self.body)))  // 390 - 20 - 8
        let header = Self.laidOut(ListContentConfiguration(text: Self.text), style: .groupedHeader, idiom: .pad)
        #expect(Self.near(Self.frame(header, "text"), Rect(x: 20, y: 17, width: 350, height: Self.footnote)))  // 390 - 40
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
        #expect(abs(result.fittingHeight - (5 + Self.body + 10 + 18 + 7)) < 1e-9)  // 60.333 (over the minimum 44)
        #expect(Self.frame(result, "image")?.x == 40)  // 30 + (40 - 20) / 2
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 74, y: 5, width: 306, height: Self.body)))  // 30 + 40 + 4; 390 - 40 - 44
        #expect(abs(Self.frame(result, "secondaryText")!.y - (5 + Self.body + 10)) < 1e-9)
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
        // `lines` is at most so many: "A" needs one line of 2.
        let two = Self.laidOut(ListContentConfiguration(text: ListContentText("A", lines: 2)))
        #expect(two.fittingHeight == 44)
        #expect(!two.approximate)
        let measured = Self.laidOut(ListContentConfiguration(text: ListContentText("A", measured: Size(width: 50, height: 61))))
        #expect(measured.fittingHeight == 83)  // 11 + 61 + 11
        // lines: 0 (the default) wraps: 60 characters × 0.55 × 17 = 561 over 366 → 2 lines, approximate:
        // 2 × 20.287 = 40.574 → 122 px = 40.667; 11 + 40.667 + 11 = 62.667.
        let sixty = String(repeating: "a", count: 60)
        let wrapped = Self.laidOut(ListContentConfiguration(text: ListContentText(sixty)))
        #expect(abs(wrapped.fittingHeight - (22 + 122.0 / 3)) < 1e-9)
        #expect(wrapped.approximate)
        #expect(wrapped.parts.first?.approximate == true)
        // lines: 1 keeps one line: 44.
        #expect(Self.laidOut(ListContentConfiguration(text: ListContentText(sixty, lines: 1))).fittingHeight == 44)
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
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 54, y: 11 + (22 - Self.body) / 2, width: 199, height: Self.body)))
        // The system accessories' sizes are our choice: every part's place rests on them, so all are approximate.
        #expect(result.parts.allSatisfy { $0.approximate })
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
        #expect(Self.near(Self.frame(plain, "text"), Rect(x: 26, y: 11 + (22 - Self.body) / 2, width: 356, height: Self.body)))  // 390 - 26 - 8
    }

    // MARK: Every style × idiom × content size category

    /// The HIG's point size and leading per category, xS … AX5, of the text styles the styles use
    /// (copied from the HIG table).
    static let sizes: [TextStyle: [Double]] = [
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    ]
    static let bodyLeadings: [Double] = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]

    static let everyCombination: [(ListContentStyle, Idiom, ContentSizeCategory)] = ListContentStyle.allCases.flatMap { style in
        Idiom.allCases.flatMap { idiom in ContentSizeCategory.allCases.map { (style, idiom, $0) } }
    }

    @Test(arguments: everyCombination)
    func everyStyleAtEveryIdiomAndSize(style: ListContentStyle, idiom: Idiom, category: ContentSizeCategory) throws {
        let column = try #require(ContentSizeCategory.allCases.firstIndex(of: category))
        func line(_ textStyle: TextStyle) -> Double { Self.line(Self.sizes[textStyle]?[column] ?? 0) }
        let leading = Self.bodyLeadings[column]
        let cellMargin = (leading / 2).rounded(.up)
        // (text style, secondary style, top, bottom, leading margin, least height) per the styles table;
        // the standard margin is 20 on the pad (wide margins), 16 on a 375-pt phone and on mac.
        let margin: Double = idiom == .pad ? 20 : 16
        let expected: (TextStyle, TextStyle?, Double, Double, Double, Double) = switch style {
        case .cell: (.body, .subheadline, cellMargin, cellMargin, margin, 2 * leading)
        case .subtitleCell: (.body, .subheadline, 4, 4, margin, 2 * leading)
        case .valueCell: (.body, nil, cellMargin, cellMargin, margin, 2 * leading)
        case .sidebarCell: (.body, .subheadline, cellMargin, cellMargin, 8, 2 * leading)
        case .sidebarSubtitleCell: (.body, .subheadline, 4, 4, 8, 2 * leading)
        case .header: (.headline, .headline, 3, 3, margin, 0)
        case .footer: (.footnote, .footnote, 5, 5, margin, 0)
        case .groupedHeader: (.footnote, .footnote, 17, 6, margin, 0)
        case .groupedFooter: (.footnote, .footnote, 6, 17, margin, 0)
        case .prominentInsetGroupedHeader: (.title3, .title3, 16, 8, margin, 0)
        case .extraProminentInsetGroupedHeader: (.title2, .title2, 16, 8, margin, 0)
        }
        let (textStyle, secondaryStyle, top, bottom, leadingMargin, least) = expected
        // A one-character secondary text: a valueCell keeps it on the text's line.
        let content = ListContentConfiguration(text: ListContentText("A"), secondaryText: ListContentText("B"))
        let result = Self.laidOut(content, style: style, idiom: idiom, category: category)
        // Stacked: top + text + 3 + secondary + bottom; side by side: top + body + bottom; up to the pixel.
        let block = secondaryStyle.map { line(textStyle) + 3 + line($0) } ?? line(textStyle)
        let fitting = (max(top + block + bottom, least) * 3 - 1e-9).rounded(.up) / 3
        #expect(abs(result.fittingHeight - fitting) < 1e-9)
        let text = try #require(Self.frame(result, "text"))
        #expect(text.x == leadingMargin)
        #expect(abs(text.height - line(textStyle)) < 1e-9)
    }

    // MARK: The glass design (iOS 26)

    @Test func glassRowsAreAtLeast52WithTheirTextCentred() {
        let result = Self.laidOut(ListContentConfiguration(text: Self.text), design: .glass)
        // Reference §10 (Docs/Provenance.md; M): 52 tall, a one-line body text centred: 11 + (52 - 22 - 20.333) / 2 = 15.833,
        // 16 once placed on the @3x grid (the measured text top).
        #expect(result.fittingHeight == 52)
        #expect(Self.near(Self.frame(result, "text"), Rect(x: 16, y: (52 - Self.body) / 2, width: 366, height: Self.body)))
        #expect(!result.approximate)  // the height is the measured 52
        #expect(result.parts.allSatisfy { $0.approximate })  // the margins are the classic ones: our choice
        // Classic: 44.
        #expect(Self.laidOut(ListContentConfiguration(text: Self.text)).fittingHeight == 44)
    }

    @Test func theGlassGroupedHeaderIs17PointTextBetween10And10() {
        // Reference §10 (Docs/Provenance.md; M): 10 + 17-pt line 20.333 + 10 = 40.333 at @3x (classic: 17 + 15.667 + 6 = 38.667).
        let glass = Self.laidOut(ListContentConfiguration(text: Self.text), style: .groupedHeader, design: .glass)
        #expect(abs(glass.fittingHeight - 121.0 / 3) < 1e-9)
        #expect(!glass.approximate)
        let classic = Self.laidOut(ListContentConfiguration(text: Self.text), style: .groupedHeader)
        #expect(abs(classic.fittingHeight - 116.0 / 3) < 1e-9)
    }

    @Test func aTallGlassRowRestsOnChosenValues() {
        // A subtitle row: 4 + 20.333 + 3 + 18 + 4 = 49.333 < 52: 52, not approximate; at xxxL the
        // content (4 + 27.667 + 3 + 25.333 + 4 = 64) is over 52 × 29 / 22 = 68.545? no: under it.
        let both = ListContentConfiguration(text: Self.text, secondaryText: Self.secondary)
        let large = Self.laidOut(both, style: .subtitleCell, design: .glass)
        #expect(large.fittingHeight == 52)
        #expect(!large.approximate)
        // Two wrapped lines and a subtitle: 4 + 40.667 + 3 + 18 + 4 = 69.667 > 52: approximate.
        let long = ListContentConfiguration(text: ListContentText(String(repeating: "a", count: 60)), secondaryText: Self.secondary)
        let tall = Self.laidOut(long, style: .subtitleCell, design: .glass)
        #expect(abs(tall.fittingHeight - (4 + 122.0 / 3 + 3 + 18 + 4)) < 1e-9)
        #expect(tall.approximate)
    }
}
