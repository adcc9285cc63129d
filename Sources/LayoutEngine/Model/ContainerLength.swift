/// A length a section provider computes from its environment's container, kept as the expression
/// so that it is the Swift's in every environment (Docs/SpecFormat.md, "Container lengths"):
/// `measure * multiplier / divisor + offset`, in that order, as `environment.container.effectiveContentSize.width / 3 - 10`
/// computes it.
public struct ContainerLength: Sendable, Hashable {
    /// What of `NSCollectionLayoutContainer` it reads, by the name Swift reads it with.
    public enum Measure: String, Sendable, CaseIterable {
        case contentWidth = "contentSize.width", contentHeight = "contentSize.height"
        case effectiveContentWidth = "effectiveContentSize.width", effectiveContentHeight = "effectiveContentSize.height"
        case topInset = "contentInsets.top", leadingInset = "contentInsets.leading"
        case bottomInset = "contentInsets.bottom", trailingInset = "contentInsets.trailing"
    }

    public var measure: Measure
    public var multiplier: Double
    public var divisor: Double
    public var offset: Double

    public init(_ measure: Measure, multiplier: Double = 1, divisor: Double = 1, offset: Double = 0) {
        self.measure = measure
        self.multiplier = multiplier
        self.divisor = divisor
        self.offset = offset
    }

    /// The length in `container`; below zero it is 0 (our choice: UIKit refuses a negative dimension).
    public func value(in container: ContainerMeasures) -> Double {
        max(0, container.value(of: measure) * multiplier / divisor + offset)
    }
}

/// `NSCollectionLayoutContainer` as a section provider reads it: the collection view's size, its
/// insets (those of the layout's content insets reference) and the size less them
/// (Docs/SpecFormat.md, "Container lengths").
public struct ContainerMeasures: Sendable, Equatable {
    public var contentSize: Size
    public var contentInsets: DirectionalInsets

    public init(contentSize: Size, contentInsets: DirectionalInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The container of a layout solved in `environment` with `configuration`.
    public init(_ environment: Environment, configuration: Configuration) {
        self.init(contentSize: environment.size,
                  contentInsets: ContentInsetsReferenceResolver(environment: environment).insets(for: configuration.contentInsetsReference))
    }

    /// Where no spec dimension is read (a list's own rows, a split view's columns): nothing.
    public static let none = ContainerMeasures(contentSize: Size(width: 0, height: 0), contentInsets: .zero)

    /// `effectiveContentSize`: the size less the insets, on all four edges, never below zero.
    public var effectiveContentSize: Size {
        Size(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
             height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    public func value(of measure: ContainerLength.Measure) -> Double {
        switch measure {
        case .contentWidth: return contentSize.width
        case .contentHeight: return contentSize.height
        case .effectiveContentWidth: return effectiveContentSize.width
        case .effectiveContentHeight: return effectiveContentSize.height
        case .topInset: return contentInsets.top
        case .leadingInset: return contentInsets.leading
        case .bottomInset: return contentInsets.bottom
        case .trailingInset: return contentInsets.trailing
        }
    }
}

extension LayoutSize {
    /// Whether either dimension is a container length.
    public var readsContainer: Bool {
        [width, height].contains { if case .container = $0 { true } else { false } }
    }
}

extension LayoutItem {
    /// Whether its size, a supplementary item's or a subitem's is a container length.
    public var readsContainer: Bool {
        switch self {
        case .item(let item): item.size.readsContainer || item.supplementaryItems.contains { $0.size.readsContainer }
        case .group(let group):
            group.size.readsContainer || group.supplementaryItems.contains { $0.size.readsContainer }
                || group.subitems.contains(where: \.readsContainer)
        }
    }
}

extension Section {
    /// Whether any size in the section is a container length: code that builds it needs the
    /// section provider's environment (Docs/SwiftGeneration.md, "Container lengths").
    public var readsContainer: Bool {
        LayoutItem.group(group).readsContainer || boundarySupplementaryItems.contains { $0.size.readsContainer }
    }
}
