public enum LayoutDirection: String, Sendable, Equatable, CaseIterable {
    case leftToRight, rightToLeft
}

public enum SizeClass: String, Sendable, Equatable, CaseIterable {
    case compact, regular
}

/// Which of UIKit's two list designs the app gets (Docs/Lists.md, "Two designs"): `glass` is the
/// iOS 26 design (Liquid Glass) of an app built with the iOS 26 SDK; `classic` is iOS 14-18's, and
/// iOS 26's for apps built with an older SDK or with `UIDesignRequiresCompatibility`. Only list
/// metrics differ; compositional layout geometry is the same in both.
public enum Design: String, Sendable, Equatable, CaseIterable {
    case glass, classic
}

/// What the layout is solved in: the collection view's bounds, display and scroll state.
public struct Environment: Sendable, Equatable {
    public var width: Double
    public var height: Double
    /// Display scale: fractional sizes round down to 1/scale pt, positions to the nearest 1/scale pt.
    public var scale: Double
    public var layoutDirection: LayoutDirection
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var contentOffset: Point
    public var safeAreaInsets: DirectionalInsets
    public var layoutMargins: DirectionalInsets
    public var readableWidth: Double
    /// The user interface idiom: list metrics differ by it.
    public var idiom: Idiom
    /// Whether the device has wide content margins (the "16|20 rule", Docs/Lists.md): a device
    /// property, defaulted from idiom and width by `defaultWideMargins(idiom:width:)`.
    public var wideMargins: Bool
    /// The user's preferred text size (Dynamic Type): list cell text and row heights follow it.
    public var contentSizeCategory: ContentSizeCategory
    /// The list design UIKit lays lists out in: `glass` (iOS 26) by default.
    public var design: Design

    /// The environment a layout is solved in where neither its spec nor a flag says otherwise
    /// (Docs/SpecFormat.md, "environment"): a 390 × 844 iPhone at 3x in portrait, left to right,
    /// 8-pt layout margins, no safe area, the large text size and the iOS 26 list design. The
    /// initializer's default arguments are the one copy of these values: the spec decoder, the
    /// spec's key tables (and so the schema) and the command's help read them here.
    public static let standard = Environment()

    public init(width: Double = 390, height: Double = 844, scale: Double = 3,
                layoutDirection: LayoutDirection = .leftToRight,
                horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
                contentOffset: Point = .zero, safeAreaInsets: DirectionalInsets = .zero,
                layoutMargins: DirectionalInsets = DirectionalInsets(all: 8), readableWidth: Double = 672,
                idiom: Idiom = .phone, wideMargins: Bool? = nil,
                contentSizeCategory: ContentSizeCategory = .large, design: Design = .glass) {
        self.width = width
        self.height = height
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass ?? Environment.defaultHorizontalSizeClass(width: width)
        self.verticalSizeClass = verticalSizeClass ?? Environment.defaultVerticalSizeClass(height: height)
        self.contentOffset = contentOffset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableWidth = readableWidth
        self.idiom = idiom
        self.wideMargins = wideMargins ?? Environment.defaultWideMargins(idiom: idiom, width: width)
        self.contentSizeCategory = contentSizeCategory
        self.design = design
    }

    /// Docs/Lists.md, "Layout margins and environment.wideMargins": iPads have wide content margins, and phones WIDER than
    /// 375 pt (measured: a 375-pt phone 16, 390-, 393-, 414- and 430-pt phones 20); the mac idiom
    /// keeps its own Catalyst metrics.
    public static func defaultWideMargins(idiom: Idiom, width: Double) -> Bool {
        switch idiom {
        case .pad: return true
        case .phone: return width > 375
        case .mac: return false
        }
    }

    /// compact below 600 pt wide, as on iPhones in portrait and iPad slide-over.
    public static func defaultHorizontalSizeClass(width: Double) -> SizeClass { width < 600 ? .compact : .regular }
    /// compact below 500 pt tall, as on iPhones in landscape.
    public static func defaultVerticalSizeClass(height: Double) -> SizeClass { height < 500 ? .compact : .regular }

    public var size: Size { Size(width: width, height: height) }
}
