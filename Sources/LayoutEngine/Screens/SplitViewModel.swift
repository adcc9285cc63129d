/// UISplitViewController.Style: two or three columns (Docs/Screens.md, "Styles and columns").
public enum SplitViewStyle: String, Sendable, Equatable, CaseIterable {
    case doubleColumn, tripleColumn
}

/// UISplitViewController.DisplayMode: which sidebars show, and how they sit against the secondary column.
public enum SplitDisplayMode: String, Sendable, Equatable, CaseIterable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
         twoDisplaceSecondary

    /// How many sidebars the mode shows (0, 1 or 2).
    var sidebarCount: Int {
        switch self {
        case .automatic, .secondaryOnly: return 0
        case .oneBesideSecondary, .oneOverSecondary: return 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return 2
        }
    }
}

/// UISplitViewController.SplitBehavior: how the sidebars share the width with the secondary column.
public enum SplitBehavior: String, Sendable, Equatable, CaseIterable {
    case automatic, tile, overlay, displace
}

/// UISplitViewController.Column: the columns a screen spec can give a layout to.
public enum ColumnRole: String, Sendable, Equatable, CaseIterable, Comparable {
    case primary, supplementary, secondary
    /// The view controller shown instead of the columns when the split view is collapsed.
    case compact

    public static func < (a: ColumnRole, b: ColumnRole) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// A sidebar column's width settings: `preferred…ColumnWidth`, `preferred…ColumnWidthFraction`,
/// `minimum…ColumnWidth`, `maximum…ColumnWidth`; `nil` is UIKit's `automaticDimension`.
public struct ColumnWidthPreferences: Sendable, Equatable {
    public var preferredWidth: Double?
    public var preferredFraction: Double?
    public var minimumWidth: Double?
    public var maximumWidth: Double?

    public init(preferredWidth: Double? = nil, preferredFraction: Double? = nil, minimumWidth: Double? = nil,
                maximumWidth: Double? = nil) {
        self.preferredWidth = preferredWidth
        self.preferredFraction = preferredFraction
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
    }
}

/// What a UISplitViewController is configured with.
public struct SplitView: Sendable, Equatable {
    public var style: SplitViewStyle
    public var preferredDisplayMode: SplitDisplayMode
    public var preferredSplitBehavior: SplitBehavior
    public var primary: ColumnWidthPreferences
    public var supplementary: ColumnWidthPreferences
    /// The column shown when the split view collapses and no `compact` column is given (what the
    /// delegate's `topColumnForCollapsingToProposedTopColumn` answers).
    public var topColumnForCollapsing: ColumnRole
    /// A view controller is set for the `compact` column: it alone shows when collapsed.
    public var hasCompactColumn: Bool

    public init(style: SplitViewStyle = .doubleColumn, preferredDisplayMode: SplitDisplayMode = .automatic,
                preferredSplitBehavior: SplitBehavior = .automatic, primary: ColumnWidthPreferences = ColumnWidthPreferences(),
                supplementary: ColumnWidthPreferences = ColumnWidthPreferences(), topColumnForCollapsing: ColumnRole = .primary,
                hasCompactColumn: Bool = false) {
        self.style = style
        self.preferredDisplayMode = preferredDisplayMode
        self.preferredSplitBehavior = preferredSplitBehavior
        self.primary = primary
        self.supplementary = supplementary
        self.topColumnForCollapsing = topColumnForCollapsing
        self.hasCompactColumn = hasCompactColumn
    }
}

/// The device and the app's window on it: what the split view is laid out in.
public struct Device: Sendable, Equatable {
    /// The screen in points, as the device is held (landscape when wider than tall).
    public var screen: Size
    /// The app's window: the screen unless multitasking makes it narrower (Split View, Slide Over).
    public var window: Size
    public var scale: Double
    public var idiom: Idiom
    public var layoutDirection: LayoutDirection
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(screen: Size, window: Size? = nil, scale: Double = 2, idiom: Idiom = .pad,
                layoutDirection: LayoutDirection = .leftToRight,
                horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil) {
        self.screen = screen
        let window = window ?? screen
        self.window = window
        self.scale = scale
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass ?? Environment.defaultHorizontalSizeClass(width: window.width)
        self.verticalSizeClass = verticalSizeClass ?? Environment.defaultVerticalSizeClass(height: window.height)
    }

    public var isLandscape: Bool { screen.width > screen.height }
}

/// How a shown column sits on screen.
public enum ColumnPlacement: String, Sendable, Equatable, CaseIterable {
    /// Side by side with the others (tile, and the sidebars of displace).
    case tiled
    /// A sidebar drawn over the secondary column (overlay).
    case overlay
    /// The secondary column under overlaid sidebars: the whole width, partly covered.
    case covered
    /// The secondary column pushed partly off screen by the sidebars (displace).
    case displaced
    /// The one column of a collapsed split view, the whole window.
    case collapsed
    /// Not on screen in this display mode.
    case hidden
}

/// One column as the split view places it.
public struct Column: Sendable, Equatable {
    public var role: ColumnRole
    public var placement: ColumnPlacement
    /// In window coordinates; `nil` for a hidden column.
    public var frame: Rect?

    public init(role: ColumnRole, placement: ColumnPlacement, frame: Rect?) {
        self.role = role
        self.placement = placement
        self.frame = frame
    }
}

/// What the column solver decides: the behaviour and display mode that applied and every column.
public struct SplitArrangement: Sendable, Equatable {
    public var style: SplitViewStyle
    /// `nil` when collapsed: display modes and behaviours apply to expanded split views only.
    public var displayMode: SplitDisplayMode?
    public var splitBehavior: SplitBehavior?
    public var isCollapsed: Bool
    public var horizontalSizeClass: SizeClass
    /// Every column of the style, and `compact` whenever the spec gives one (shown alone when
    /// collapsed, hidden while expanded), in order primary, supplementary, secondary, compact;
    /// hidden ones without a frame.
    public var columns: [Column]

    public init(style: SplitViewStyle, displayMode: SplitDisplayMode?, splitBehavior: SplitBehavior?, isCollapsed: Bool,
                horizontalSizeClass: SizeClass, columns: [Column]) {
        self.style = style
        self.displayMode = displayMode
        self.splitBehavior = splitBehavior
        self.isCollapsed = isCollapsed
        self.horizontalSizeClass = horizontalSizeClass
        self.columns = columns
    }

    public func column(_ role: ColumnRole) -> Column? { columns.first { $0.role == role } }
}
