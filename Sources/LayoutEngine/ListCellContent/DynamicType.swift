/// UIContentSizeCategory: the user's preferred text size, xS to AX5 (spelled as the spec writes them).
public enum ContentSizeCategory: String, Sendable, Equatable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The HIG's short names (xS … AX5), accepted in specs too.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }

    public init?(shortName: String) {
        guard let found = ContentSizeCategory.allCases.first(where: { $0.shortName == shortName }) else { return nil }
        self = found
    }

    /// AX1 … AX5: UIKit's accessibility categories (UIContentSizeCategoryIsAccessibilityCategory).
    public var isAccessibilityCategory: Bool { index >= ContentSizeCategory.accessibilityMedium.index }

    /// The column of the category in `DynamicType.table`.
    var index: Int { ContentSizeCategory.indices[self] ?? 3 }
    private static let indices = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}

/// UIKit's order of the text sizes (UIContentSizeCategory is Comparable from iOS 11): extraSmall first,
/// accessibilityExtraExtraExtraLarge last; what an adapt condition on the text size compares
/// (Docs/SpecFormat.md, "sections").
extension ContentSizeCategory: Comparable {
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.index < b.index }
}

/// UIFont.TextStyle: the Dynamic Type text styles list cells use.
public enum TextStyle: String, Sendable, Equatable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The row of the style in `DynamicType.table`.
    var index: Int { TextStyle.indices[self] ?? 5 }
    private static let indices = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}

/// A text style's font at one content size category, in points: its point size, the type table's
/// leading (which sets a default cell's least height, not a text's), and the system font's line
/// height, which is how tall a label's line is (Docs/Lists.md, "Text heights").
public struct FontMetrics: Sendable, Equatable {
    public var pointSize: Double
    public var leading: Double

    /// San Francisco's line height: (ascender + descender) / unitsPerEm = (1950 + 494) / 2048 of the
    /// point size, the same in SF Pro Text and SF Pro Display, with no extra leading: 17 pt -> 20.287.
    public var lineHeight: Double { pointSize * FontMetrics.lineHeightPerPoint }
    public static let lineHeightPerPoint = 2444.0 / 2048.0
}

/// The Dynamic Type sizes of iOS and iPadOS, as Apple's Human Interface Guidelines publish them
/// (Typography, "Specifications", "iOS, iPadOS Dynamic Type sizes"): size and leading per text
/// style per content size category. Docs/Lists.md, "Text heights", gives the same table and its
/// provenance. Weights (headline semibold) change no height and are not kept.
public enum DynamicType {
    /// Rows: text styles in `TextStyle.allCases` order. Columns: categories xS … AX5.
    /// Each pair is (point size, leading).
    static let table: [[(Double, Double)]] = [
        // largeTitle
        [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 62), (56, 67), (60, 72)],
        // title1
        [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 64), (58, 69)],
        // title2
        [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 60), (56, 67)],
        // title3
        [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 66)],
        // headline
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        // body
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        // callout
        [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        // subheadline
        [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        // footnote
        [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        // caption1
        [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        // caption2
        [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// The font of `style` at `category`.
    public static func font(_ style: TextStyle, _ category: ContentSizeCategory) -> FontMetrics {
        let (size, leading) = table[style.index][category.index]
        return FontMetrics(pointSize: size, leading: leading)
    }

    /// How much larger than at the default size (`large`) text is: the body leading's ratio
    /// (**our choice** of measure). Metrics "scaled with the text size" (Docs/Lists.md) use it.
    public static func scaleFactor(_ category: ContentSizeCategory) -> Double {
        font(.body, category).leading / font(.body, .large).leading
    }
}
