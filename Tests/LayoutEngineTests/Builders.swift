@testable import LayoutEngine

/// Small builders so a test reads like the Swift it stands for.
func item(_ width: Dimension, _ height: Dimension, insets: DirectionalInsets = .zero, edges: EdgeSpacing = .none,
          supplementaries: [SupplementaryItem] = []) -> LayoutItem {
    .item(Item(size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges,
               supplementaryItems: supplementaries))
}

func group(_ layout: GroupLayout, _ width: Dimension, _ height: Dimension, _ subitems: [LayoutItem],
           spacing: Spacing = .fixed(0), count: Int? = nil, insets: DirectionalInsets = .zero) -> Group {
    Group(layout: layout, size: LayoutSize(width: width, height: height), subitems: subitems, count: count,
          interItemSpacing: spacing, contentInsets: insets)
}

func solve(_ sections: [(Section, Int)], width: Double = 320, height: Double = 480, scale: Double = 2,
           configuration: Configuration = Configuration(), direction: LayoutDirection = .leftToRight,
           offset: Point = .zero, query: Rect? = nil) -> LayoutResult {
    let layout = Layout(configuration: configuration,
                        sections: sections.map { SectionSpec(section: $0.0, items: SectionItems(count: $0.1)) })
    let environment = Environment(width: width, height: height, scale: scale, layoutDirection: direction, contentOffset: offset)
    return LayoutSolver().solve(layout, in: environment, query: query)
}

extension LayoutResult {
    func cell(_ section: Int, _ item: Int) -> Rect? {
        elements.first { $0.category == .cell && $0.section == section && $0.item == item }?.frame
    }

    func supplementary(_ kind: String, _ section: Int, _ item: Int) -> Element? {
        elements.first { $0.category == .supplementary && $0.kind == kind && $0.section == section && $0.item == item }
    }
}
