/// NSCollectionLayoutItem.
public struct Item: Sendable, Hashable {
    public var size: LayoutSize
    public var contentInsets: DirectionalInsets
    public var edgeSpacing: EdgeSpacing
    public var supplementaryItems: [SupplementaryItem]
    /// The spec's `name`: what generated code calls it; no effect on frames.
    public var name: String?

    public init(size: LayoutSize, contentInsets: DirectionalInsets = .zero, edgeSpacing: EdgeSpacing = .none,
                supplementaryItems: [SupplementaryItem] = []) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// One frame of a custom group's repetition, relative to the group's outer corner.
public struct CustomFrame: Sendable, Hashable {
    public var frame: Rect
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

public enum GroupLayout: Sendable, Hashable {
    case horizontal
    case vertical
    /// UIKit's customGroupWithLayoutSize:itemProvider: the same frames for every repetition.
    case custom([CustomFrame])
}

/// NSCollectionLayoutGroup.
public struct Group: Sendable, Hashable {
    public var layout: GroupLayout
    public var size: LayoutSize
    public var subitems: [LayoutItem]
    /// UIKit's `subitem:count:`: exactly this many repetitions of the single subitem.
    public var count: Int?
    /// iOS 16's `repeatingSubitem:count:`: exactly this many repetitions of the single subitem, each
    /// keeping its own size (Docs/Semantics.md, "How many fit").
    public var repeatingCount: Int?
    public var interItemSpacing: Spacing
    public var contentInsets: DirectionalInsets
    public var edgeSpacing: EdgeSpacing
    public var supplementaryItems: [SupplementaryItem]

    /// The spec's `name`: what generated code calls it; no effect on frames.
    public var name: String?

    public init(layout: GroupLayout, size: LayoutSize, subitems: [LayoutItem] = [], count: Int? = nil,
                interItemSpacing: Spacing = .fixed(0), contentInsets: DirectionalInsets = .zero,
                edgeSpacing: EdgeSpacing = .none, supplementaryItems: [SupplementaryItem] = []) {
        self.layout = layout
        self.size = size
        self.subitems = subitems
        self.count = count
        self.repeatingCount = nil
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// The axis the group lays its subitems along; custom groups have none.
    public var axis: Axis? {
        switch layout {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .custom: return nil
        }
    }
}

/// A group's subitem: an item or a nested group.
public indirect enum LayoutItem: Sendable, Hashable {
    case item(Item)
    case group(Group)

    public var size: LayoutSize {
        switch self {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }

    public var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}

public enum OrthogonalScrollingBehavior: String, Sendable, Equatable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

public enum ContentInsetsReference: String, Sendable, Equatable, CaseIterable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// NSCollectionLayoutSection.
public struct Section: Sendable, Hashable {
    public var group: Group
    public var contentInsets: DirectionalInsets
    public var interGroupSpacing: Double
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    public var boundarySupplementaryItems: [BoundaryItem]
    public var decorationItems: [DecorationItem]
    public var supplementariesFollowContentInsets: Bool
    /// `nil` leaves the choice to the configuration.
    public var contentInsetsReference: ContentInsetsReference?
    /// What of its geometry rests on our choice (list sections' metrics): output `approximate`.
    public var chosen: ChosenGeometry
    /// iOS 16's boundary the section's boundary items are inset from (Docs/Semantics.md, "Boundary
    /// items"); `nil` leaves it to `supplementariesFollowContentInsets`.
    public var supplementaryContentInsetsReference: ContentInsetsReference?
    /// Room before the section's start boundary items: a list's `headerTopPadding`
    /// (Docs/Lists.md, "Header top padding").
    public var headerTopPadding: Double

    public init(group: Group, contentInsets: DirectionalInsets = .zero, interGroupSpacing: Double = 0,
                orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
                boundarySupplementaryItems: [BoundaryItem] = [], decorationItems: [DecorationItem] = [],
                supplementariesFollowContentInsets: Bool = true,
                contentInsetsReference: ContentInsetsReference? = nil, chosen: ChosenGeometry = ChosenGeometry()) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.contentInsetsReference = contentInsetsReference
        self.chosen = chosen
        self.supplementaryContentInsetsReference = nil
        self.headerTopPadding = 0
    }
}

/// One item of a section's data: what the output calls it and what size its cell asks for.
public struct ItemEntry: Sendable, Equatable {
    public var id: String?
    /// The size the cell asks for on an estimated axis (self-sizing); `nil` keeps the estimate.
    public var width: Double?
    public var height: Double?
    /// Outline depth (0 for roots).
    public var level: Int?
    /// What the list cell shows (Docs/Lists.md, "Cell content"): the row self-sizes from it unless
    /// `height` is given, and its parts are output as `content` elements.
    public var content: ListContentConfiguration? {
        get { contentBox?.content }
        set { contentBox = newValue.map(ContentBox.init) }
    }

    /// Whether the cell shows content: asked without copying the content out (it is hundreds of bytes).
    public var hasContent: Bool { contentBox != nil }

    /// The content held apart: it is hundreds of bytes, and most entries (an id, a height) have
    /// none, so a section of many entries stays a few dozen bytes an entry.
    private var contentBox: ContentBox?

    private final class ContentBox: Sendable, Equatable {
        let content: ListContentConfiguration

        init(_ content: ListContentConfiguration) {
            self.content = content
        }

        static func == (lhs: ContentBox, rhs: ContentBox) -> Bool { lhs.content == rhs.content }
    }

    public init(id: String? = nil, width: Double? = nil, height: Double? = nil, level: Int? = nil,
                content: ListContentConfiguration? = nil) {
        self.init(id: id, width: width, height: height, level: level)
        contentBox = content.map(ContentBox.init)
    }

    /// An entry without cell content (most of them), made without an absent content passed about.
    public init(id: String?, width: Double?, height: Double?, level: Int?) {
        self.id = id
        self.width = width
        self.height = height
        self.level = level
        contentBox = nil
    }
}

/// The data of a section: a number of items, optionally described one by one.
public struct SectionItems: Sendable, Equatable {
    public var count: Int
    /// Either empty (all items plain) or exactly `count` entries.
    public var entries: [ItemEntry]

    public init(count: Int) {
        self.count = count
        self.entries = []
    }

    public init(entries: [ItemEntry]) {
        self.count = entries.count
        self.entries = entries
    }

    /// The entry of item `index`, if the section describes its items one by one.
    public func entry(_ index: Int) -> ItemEntry? {
        entries.indices.contains(index) ? entries[index] : nil
    }
}

/// A section as the layout is asked to solve it: its definition, its data and its scroll state.
/// The definition (the section and its list configuration, some 800 bytes) is shared between
/// copies: a layout of ten thousand sections made from one base section holds it once.
public struct SectionSpec: Sendable, Equatable {
    public var section: Section {
        get { definition.section }
        set { definition = Definition(section: newValue, list: list) }
    }
    public var items: SectionItems
    /// Offset an orthogonally scrolling section is scrolled to.
    public var orthogonalOffset: Double
    /// The list configuration the section was made from (`ListSection.make`), if it is a list:
    /// cell content takes its default style and indentation from it.
    public var list: ListConfiguration? {
        get { definition.list }
        set { definition = Definition(section: section, list: newValue) }
    }
    private var definition: Definition

    /// Never changed in place: a new one replaces it, so that copies sharing it stay as they were.
    private final class Definition: Sendable {
        let section: Section
        let list: ListConfiguration?

        init(section: Section, list: ListConfiguration?) {
            self.section = section
            self.list = list
        }
    }

    public init(section: Section, items: SectionItems, orthogonalOffset: Double = 0, list: ListConfiguration? = nil) {
        definition = Definition(section: section, list: list)
        self.items = items
        self.orthogonalOffset = orthogonalOffset
    }

    public static func == (lhs: SectionSpec, rhs: SectionSpec) -> Bool {
        lhs.items == rhs.items && lhs.orthogonalOffset == rhs.orthogonalOffset
            && (lhs.definition === rhs.definition || (lhs.section == rhs.section && lhs.list == rhs.list))
    }

    /// Whether any row carries cell content.
    public var hasCellContent: Bool { items.entries.contains(where: \.hasContent) }
}

/// UICollectionViewCompositionalLayoutConfiguration.
public struct Configuration: Sendable, Hashable {
    public var scrollDirection: Axis
    public var interSectionSpacing: Double
    public var contentInsetsReference: ContentInsetsReference
    public var boundarySupplementaryItems: [BoundaryItem]

    public init(scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0,
                contentInsetsReference: ContentInsetsReference = .automatic,
                boundarySupplementaryItems: [BoundaryItem] = []) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}

/// A whole layout: what UICollectionViewCompositionalLayout is built from, plus each section's data.
public struct Layout: Sendable, Equatable {
    public var configuration: Configuration
    public var sections: [SectionSpec]

    public init(configuration: Configuration = Configuration(), sections: [SectionSpec]) {
        self.configuration = configuration
        self.sections = sections
    }
}
