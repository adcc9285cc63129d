public enum ElementCategory: String, Sendable, Equatable {
    case cell, supplementary, decoration
    /// A laid-out part inside a list cell (image, text, accessory): Docs/Lists.md.
    case content
    /// A split view column of a screen: Docs/Screens.md.
    case column
}

/// One laid-out view: what UICollectionViewLayoutAttributes says of it.
public struct Element: Sendable, Equatable {
    public var category: ElementCategory
    /// The element kind of supplementaries and decorations; `nil` for cells.
    public var kind: String?
    public var section: Int
    public var item: Int
    /// The spec's `id` of the item (cells only).
    public var id: String?
    /// Outline depth of a list row, when the section's items form an outline.
    public var level: Int?
    /// The split view column (primary, supplementary, secondary) whose layout holds the element, on screens.
    public var column: String?
    public var frame: Rect
    public var zIndex: Int
    /// The frame rests on an approximation (a text width the spec does not give): no invented precision.
    public var approximate: Bool

    public init(category: ElementCategory, kind: String? = nil, section: Int, item: Int, id: String? = nil,
                level: Int? = nil, column: String? = nil, frame: Rect, zIndex: Int, approximate: Bool = false) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.id = id
        self.level = level
        self.column = column
        self.frame = frame
        self.zIndex = zIndex
        self.approximate = approximate
    }

    /// NSIntegerMax: the item index UIKit gives the layout's own boundary items.
    public static let layoutBoundaryItemIndex = Int.max
}

public struct SectionFrame: Sendable, Equatable {
    public var section: Int
    public var frame: Rect
    /// How an orthogonally scrolling section scrolls; `nil` for the others.
    public var orthogonal: OrthogonalScroll?
    /// The area inside the section's content insets (pictures show the insets around it).
    public var contentFrame: Rect
    /// The split view column whose layout holds the section, on screens.
    public var column: String?
    /// How a list section draws the separators between its rows (pictures only); nil otherwise.
    public var separators: ListSeparator?

    public init(section: Int, frame: Rect, orthogonal: OrthogonalScroll? = nil, contentFrame: Rect? = nil, column: String? = nil,
                separators: ListSeparator? = nil) {
        self.section = section
        self.frame = frame
        self.orthogonal = orthogonal
        self.contentFrame = contentFrame ?? frame
        self.column = column
        self.separators = separators
    }
}

/// The scroll state of an orthogonally scrolling section's row.
public struct OrthogonalScroll: Sendable, Equatable {
    public var behavior: OrthogonalScrollingBehavior
    /// Where the row came to rest: the behaviour's resting offset nearest the requested offset
    /// (which is not clamped first: a centred group's rest may lie outside the row); for continuous
    /// scrolling the requested offset clamped to the row; for paging the clamped offset's page.
    public var offset: Double
    /// The row's length: its groups and the spacing between them.
    public var contentLength: Double
    /// The visible length of the row: the container less the section's insets along the row.
    public var viewportLength: Double
    /// Every offset the behaviour comes to rest at; `nil` for continuous scrolling (any).
    public var restingOffsets: [Double]?

    public init(behavior: OrthogonalScrollingBehavior, offset: Double, contentLength: Double, viewportLength: Double,
                restingOffsets: [Double]?) {
        self.behavior = behavior
        self.offset = offset
        self.contentLength = contentLength
        self.viewportLength = viewportLength
        self.restingOffsets = restingOffsets
    }
}

/// A solved layout: what the collection view would show, in content coordinates.
public struct LayoutResult: Sendable, Equatable {
    public var container: Size
    public var scale: Double
    public var scrollDirection: Axis
    public var contentOffset: Point
    public var contentSize: Size
    public var sections: [SectionFrame]
    public var elements: [Element]
    /// What the layout asks for but does not show (an item longer than its group, ...).
    public var warnings: [LayoutWarning]
    /// A screen's split view: its columns and what applied (Docs/Screens.md); `nil` for a lone layout.
    public var screen: ScreenSummary?
    /// What the layout was solved in (design, margins, safe area, size classes), for the frames
    /// header; `nil` when not known.
    public var environment: Environment?

    public init(container: Size, scale: Double, scrollDirection: Axis, contentOffset: Point,
                contentSize: Size, sections: [SectionFrame], elements: [Element], warnings: [LayoutWarning] = [],
                screen: ScreenSummary? = nil, environment: Environment? = nil) {
        self.container = container
        self.scale = scale
        self.scrollDirection = scrollDirection
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.sections = sections
        self.elements = elements
        self.warnings = warnings
        self.screen = screen
        self.environment = environment
    }
}
