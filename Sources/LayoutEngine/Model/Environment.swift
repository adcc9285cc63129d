public enum LayoutDirection: String, Sendable, Equatable, CaseIterable {
    case leftToRight, rightToLeft
}

public enum SizeClass: String, Sendable, Equatable, CaseIterable {
    case compact, regular
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

    public init(width: Double = 390, height: Double = 844, scale: Double = 3,
                layoutDirection: LayoutDirection = .leftToRight,
                horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
                contentOffset: Point = .zero, safeAreaInsets: DirectionalInsets = .zero,
                layoutMargins: DirectionalInsets = DirectionalInsets(all: 8), readableWidth: Double = 672,
                idiom: Idiom = .phone, wideMargins: Bool? = nil,
                contentSizeCategory: ContentSizeCategory = .large) {
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
    }

    /// **Our choice** (Docs/Lists.md, "Layout margins and environment.wideMargins"): iPads have wide content margins; iPhones
    /// from 414 pt wide (the Plus and Pro Max sizes; a 430-pt Pro Max was seen with 20, a 390-pt
    /// iPhone is believed to have 16); the mac idiom keeps its own Catalyst metrics.
    public static func defaultWideMargins(idiom: Idiom, width: Double) -> Bool {
        switch idiom {
        case .pad: return true
        case .phone: return width >= 414
        case .mac: return false
        }
    }

    /// compact below 600 pt wide, as on iPhones in portrait and iPad slide-over.
    public static func defaultHorizontalSizeClass(width: Double) -> SizeClass { width < 600 ? .compact : .regular }
    /// compact below 500 pt tall, as on iPhones in landscape.
    public static func defaultVerticalSizeClass(height: Double) -> SizeClass { height < 500 ? .compact : .regular }

    public var size: Size { Size(width: width, height: height) }
}
