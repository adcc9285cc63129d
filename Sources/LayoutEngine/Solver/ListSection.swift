/// What `NSCollectionLayoutSection.list(using:layoutEnvironment:)` builds: a section of full-width,
/// self-sizing rows whose insets and headers come from the appearance (Docs/Lists.md).
public enum ListSection {
    /// The element kinds UIKit gives list headers and footers.
    public static let headerKind = "UICollectionElementKindSectionHeader"
    public static let footerKind = "UICollectionElementKindSectionFooter"

    /// The list metrics, in one table. Measured on real UIKit (Mac Catalyst, iPad idiom, 320 pt wide,
    /// scale 2) unless marked otherwise; Docs/Lists.md gives the same table with its provenance.
    struct Metrics {
        /// Estimated row height: the phone's 44; 40.04 was measured in the Mac idiom.
        /// The pad's is not measured: the phone's is used.
        static func rowHeight(_ idiom: Idiom) -> Double { idiom == .mac ? 40.04 : 44 }
        /// Sidebar side insets: 10 / 0.77 measured in the Mac idiom (Catalyst scales to 77%).
        /// Phone and pad are not measured: the measured value is used for them too.
        static let sidebarSideInset = 12.987012987012987
        static let insetGroupedSideInset = 16.0
        static let plainFirstItemHeaderTop = 22.0
        static let groupedTopWithoutHeader = 35.0
        static let groupedBottomWithoutFooter = 20.0
        static let sidebarBottomWithoutFooter = 10.0
        /// Header and footer estimates: plain and sidebarPlain 28 (pinned), the others 17.5.
        static func boundaryEstimate(_ appearance: ListConfiguration.Appearance) -> Double {
            appearance == .plain || appearance == .sidebarPlain ? 28 : 17.5
        }
        static let boundaryZIndex = 200
    }

    public static func make(_ list: ListConfiguration, idiom: Idiom) -> Section {
        let row = Item(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(Metrics.rowHeight(idiom))))
        let group = Group(layout: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(Metrics.rowHeight(idiom))),
                          subitems: [.item(row)])
        return Section(group: group, contentInsets: insets(list), interGroupSpacing: 0,
                       boundarySupplementaryItems: boundaryItems(list))
    }

    /// Content insets by appearance and modes.
    static func insets(_ list: ListConfiguration) -> DirectionalInsets {
        let noHeader = list.headerMode == .none
        let noFooter = list.footerMode == .none
        switch list.appearance {
        case .plain:
            return DirectionalInsets(top: list.headerMode == .firstItemInSection ? Metrics.plainFirstItemHeaderTop : 0)
        case .grouped:
            return DirectionalInsets(top: noHeader ? Metrics.groupedTopWithoutHeader : 0,
                                     bottom: noFooter ? Metrics.groupedBottomWithoutFooter : 0)
        case .insetGrouped:
            return DirectionalInsets(top: noHeader ? Metrics.groupedTopWithoutHeader : 0, leading: Metrics.insetGroupedSideInset,
                                     bottom: noFooter ? Metrics.groupedBottomWithoutFooter : 0, trailing: Metrics.insetGroupedSideInset)
        case .sidebar:
            return DirectionalInsets(leading: Metrics.sidebarSideInset, bottom: noFooter ? Metrics.sidebarBottomWithoutFooter : 0,
                                     trailing: Metrics.sidebarSideInset)
        case .sidebarPlain:
            return DirectionalInsets(leading: Metrics.sidebarSideInset, trailing: Metrics.sidebarSideInset)
        }
    }

    /// Supplementary headers and footers; `firstItemInSection` makes none (the first row is the header).
    static func boundaryItems(_ list: ListConfiguration) -> [BoundaryItem] {
        let estimate = Metrics.boundaryEstimate(list.appearance)
        let pinned = list.appearance == .plain || list.appearance == .sidebarPlain
        let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate))
        var items: [BoundaryItem] = []
        if list.headerMode == .supplementary {
            items.append(BoundaryItem(kind: headerKind, size: size, alignment: .top, pinToVisibleBounds: pinned,
                                      zIndex: Metrics.boundaryZIndex, measured: list.measuredHeader))
        }
        if list.footerMode == .supplementary {
            items.append(BoundaryItem(kind: footerKind, size: size, alignment: .bottom, pinToVisibleBounds: pinned,
                                      zIndex: Metrics.boundaryZIndex, measured: list.measuredFooter))
        }
        return items
    }
}
