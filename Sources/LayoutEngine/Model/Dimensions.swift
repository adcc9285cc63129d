/// NSCollectionLayoutDimension.
public enum Dimension: Sendable, Hashable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)
    /// iOS 17's `uniformAcrossSiblings(estimate:)`: estimated, then as long as the longest of its
    /// siblings (Docs/Semantics.md, "Uniform across siblings").
    case uniformAcrossSiblings(Double)
    /// `.absolute(…)` or, `estimated`, `.estimated(…)` of a length computed from the section
    /// provider's container (`effectiveContentSize.width / 3 - 10`): Docs/SpecFormat.md, "Container lengths".
    case container(ContainerLength, estimated: Bool)

    /// Whether the cell sizes itself on this axis: `estimated` and `uniformAcrossSiblings`.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        case .fractionalWidth, .fractionalHeight, .absolute: return false
        case .container(_, let estimated): return estimated
        }
    }

    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
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
