/// NSCollectionLayoutDimension.
public enum Dimension: Sendable, Hashable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)

    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }
}

/// NSCollectionLayoutSize.
public struct LayoutSize: Sendable, Hashable {
    public var width: Dimension
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    public func dimension(_ axis: Axis) -> Dimension { axis == .horizontal ? width : height }
}

/// NSCollectionLayoutSpacing.
public enum Spacing: Sendable, Hashable {
    case fixed(Double)
    case flexible(Double)

    /// The length it takes at the least: a flexible spacing is a minimum.
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// NSCollectionLayoutEdgeSpacing: room outside an item or group; `nil` edges take none.
public struct EdgeSpacing: Sendable, Hashable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?

    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public static let none = EdgeSpacing()

    public func start(_ axis: Axis) -> Spacing? { axis == .horizontal ? leading : top }
    public func end(_ axis: Axis) -> Spacing? { axis == .horizontal ? trailing : bottom }
}
