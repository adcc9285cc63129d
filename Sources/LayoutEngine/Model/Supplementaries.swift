/// The size a supplementary view asks for on an estimated axis (self-sizing).
public struct MeasuredSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

public enum Edge: String, Sendable, Equatable, CaseIterable {
    case top, leading, bottom, trailing
}

/// NSCollectionLayoutAnchor.
public struct Anchor: Sendable, Hashable {
    public enum Offset: Sendable, Hashable {
        /// Points.
        case absolute(Point)
        /// Fractions of the supplementary's own size.
        case fractional(Point)
    }

    public var edges: Set<Edge>
    public var offset: Offset

    public init(edges: Set<Edge>, offset: Offset = .absolute(.zero)) {
        self.edges = edges
        self.offset = offset
    }
}

/// NSCollectionLayoutSupplementaryItem attached to an item or a group.
public struct SupplementaryItem: Sendable, Hashable {
    public var kind: String
    public var size: LayoutSize
    public var containerAnchor: Anchor
    public var itemAnchor: Anchor?
    public var zIndex: Int
    public var measured: MeasuredSize

    /// The spec's `name`: what generated code calls it; no effect on frames.
    public var name: String?

    public init(kind: String, size: LayoutSize, containerAnchor: Anchor, itemAnchor: Anchor? = nil,
                zIndex: Int = 1, measured: MeasuredSize = MeasuredSize()) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.measured = measured
    }
}

public enum BoundaryAlignment: String, Sendable, Equatable, CaseIterable {
    case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// NSCollectionLayoutBoundarySupplementaryItem: a header, footer or side item of a section or layout.
public struct BoundaryItem: Sendable, Hashable {
    public var kind: String
    public var size: LayoutSize
    public var alignment: BoundaryAlignment
    public var absoluteOffset: Point
    public var extendsBoundary: Bool
    public var pinToVisibleBounds: Bool
    public var zIndex: Int
    public var measured: MeasuredSize

    /// The spec's `name`: what generated code calls it; no effect on frames.
    public var name: String?

    public init(kind: String, size: LayoutSize, alignment: BoundaryAlignment, absoluteOffset: Point = .zero,
                extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 1,
                measured: MeasuredSize = MeasuredSize()) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.measured = measured
    }
}

/// NSCollectionLayoutDecorationItem.background.
public struct DecorationItem: Sendable, Hashable {
    public var kind: String
    public var contentInsets: DirectionalInsets
    public var zIndex: Int

    public init(kind: String, contentInsets: DirectionalInsets = .zero, zIndex: Int = 0) {
        self.kind = kind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
