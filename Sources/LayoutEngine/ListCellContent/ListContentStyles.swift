/// The styles table: what each UIListContentConfiguration style lays out with, at a content size
/// category, standard margin and design (Docs/Lists.md, "Styles", gives every value's provenance).
/// Values from the reference semantics (Docs/Provenance.md, "Reference §10") are measured or UIKit's constants; the other header and footer
/// styles' margins and fonts, the secondary texts' fonts and the accessory sizes are **our choice**,
/// and so is every glass value but the rows' 52 and the grouped header (`partsChosen`, `marginsChosen`,
/// `fontsChosen`).
public struct ListContentStyleMetrics: Sendable, Equatable {
    public enum Arrangement: Sendable, Equatable {
        /// Secondary text under the text (cell, subtitle, sidebar and header styles).
        case stacked
        /// Secondary text on the trailing side of the text, on the same line while both fit (valueCell).
        case sideBySide
    }

    public var textStyle: TextStyle
    public var secondaryTextStyle: TextStyle
    public var arrangement: Arrangement
    public var margins: DirectionalInsets
    public var imageToTextPadding: Double
    public var textToSecondaryTextVerticalPadding: Double
    public var textToSecondaryTextHorizontalPadding: Double
    /// The image's standard reserved width (24, 28 in sidebars, scaled with the text size); 0 reserves none.
    public var reservedImageWidth: Double
    /// The least height of a row of this style: twice the body leading for cell styles (classic),
    /// 52 scaled with the text size (glass), 0 for headers and footers.
    public var minimumHeight: Double
    /// Whether `minimumHeight` is unmeasured: at a text size other than `large` (44 and 52 measured
    /// at `large` only), so a row it decides is approximate.
    public var minimumChosen: Bool
    /// Whether the parts' frames rest on a value no measurement backs (margins, fonts, paddings).
    public var partsChosen: Bool
    /// Whether the vertical margins are our choice: a height the content asks for above `minimumHeight` rests on them.
    public var marginsChosen: Bool
    /// Whether the texts' fonts are our choice: a height the texts ask for above `minimumHeight` rests on them.
    public var fontsChosen: Bool

    /// The metrics of `style` at `category` in `design`, the leading margin following the list's
    /// standard margin (16|20).
    public init(_ style: ListContentStyle, category: ContentSizeCategory, standardMargin: Double, design: Design = .classic) {
        let body = DynamicType.font(.body, category).leading
        let textScale = DynamicType.scaleFactor(category)
        // Cell styles: half the body leading above and below (11 at `large`), 4 for subtitles.
        let cellVertical = (body / 2).rounded(.up)
        textToSecondaryTextVerticalPadding = 3
        textToSecondaryTextHorizontalPadding = 8
        // The reserved width is ignored at accessibility sizes (UIListContentImageProperties.h).
        reservedImageWidth = category.isAccessibilityCategory ? 0 : 24 * textScale
        imageToTextPadding = 16
        minimumHeight = design == .glass ? 52 * textScale : 2 * body
        // 44 and 52 are measured at `large`; twice the body leading elsewhere is a UIKit constant
        // believed (classic), 52 scaled our choice (glass).
        minimumChosen = category != .large
        arrangement = .stacked
        textStyle = .body
        secondaryTextStyle = .subheadline
        // Classic: the secondary text's font is our choice; the glass design measured one-line rows only.
        partsChosen = design == .glass
        // The cell styles' 11 is measured at `large`; that it follows half the body leading at the other
        // text sizes is our choice (Docs/Lists.md, "Styles"), so a height it decides there is approximate.
        marginsChosen = design == .glass || category != .large
        fontsChosen = false
        switch style {
        case .cell:
            margins = DirectionalInsets(top: cellVertical, leading: standardMargin, bottom: cellVertical, trailing: 8)
        case .subtitleCell:
            margins = DirectionalInsets(top: 4, leading: standardMargin, bottom: 4, trailing: 8)
            (partsChosen, fontsChosen) = (true, true)
        case .valueCell:
            margins = DirectionalInsets(top: cellVertical, leading: standardMargin, bottom: cellVertical, trailing: 8)
            arrangement = .sideBySide
            secondaryTextStyle = .body
            (partsChosen, fontsChosen) = (true, true)
        case .sidebarCell, .sidebarSubtitleCell:
            let vertical = style == .sidebarCell ? cellVertical : 4
            margins = DirectionalInsets(top: vertical, leading: 8, bottom: vertical, trailing: 8)
            imageToTextPadding = 10
            reservedImageWidth = category.isAccessibilityCategory ? 0 : 28 * textScale
            // The sidebar styles' margins and padding are UIKit constants, believed.
            (partsChosen, marginsChosen) = (true, true)
            if style == .sidebarSubtitleCell { fontsChosen = true }
        case .header, .footer, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            let header = ListContentStyleMetrics.headerFooter(style, design: design)
            textStyle = header.text
            secondaryTextStyle = header.text
            margins = DirectionalInsets(top: header.top, leading: standardMargin, bottom: header.bottom, trailing: standardMargin)
            reservedImageWidth = 0
            minimumHeight = 0
            minimumChosen = false
            // The grouped header is measured in both designs (its leading margin is not, in glass), at
            // `large` only: that its margins do not scale with the text size is our choice.
            let measured = style == .groupedHeader && category == .large
            partsChosen = !measured || design == .glass
            (marginsChosen, fontsChosen) = (!measured, style != .groupedHeader)
        }
    }

    /// Header and footer styles: the grouped header is measured (classic: footnote, 17 above and 6
    /// below; glass: 17-pt semibold, the headline, 10 and 10); the others are **our choice**: the
    /// font, and margins that make the plain header and footer about as tall as the plain estimate
    /// (28) at `large`; the grouped footer mirrors the classic grouped header.
    static func headerFooter(_ style: ListContentStyle, design: Design) -> (text: TextStyle, top: Double, bottom: Double) {
        switch style {
        case .header: return (.headline, 3, 3)
        case .footer: return (.footnote, 5, 5)
        case .groupedHeader: return design == .glass ? (.headline, 10, 10) : (.footnote, 17, 6)
        case .groupedFooter: return (.footnote, 6, 17)
        case .prominentInsetGroupedHeader: return (.title3, 16, 8)
        default: return (.title2, 16, 8)  // extraProminentInsetGroupedHeader
        }
    }

    /// The metrics of `style` in `environment`, whose list metrics are `metrics`.
    init(_ style: ListContentStyle, environment: Environment, metrics: ListMetrics) {
        self.init(style, category: environment.contentSizeCategory, standardMargin: metrics.standardMargin,
                  design: environment.design)
    }
}

/// The room accessories take (**our choice**: the system symbols' sizes at the body text size,
/// scaled with the text size) and how they sit (Docs/Lists.md, "Accessories").
public enum AccessoryMetrics {
    /// Between the content and an accessory, and between two accessories (Docs/Provenance.md, "Reference §10": 16).
    public static let padding = 16.0

    /// The size of a system accessory at the default text size.
    public static func standardSize(_ kind: CellAccessory.Kind) -> Size {
        switch kind {
        case .disclosureIndicator: return Size(width: 8, height: 13)
        case .checkmark: return Size(width: 14, height: 14)
        case .delete, .detail: return Size(width: 22, height: 22)
        case .reorder: return Size(width: 22, height: 14)
        case .outlineDisclosure: return Size(width: 14, height: 14)
        case .label, .customView: return Size(width: 0, height: 0)
        }
    }
}
