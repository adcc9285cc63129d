import UIKit

// layout-compile: function ShelfSectionBuilder.shelfSection
// layout-compile: given UserDefaults.standard.object(forKey: "shelfSpacing") = 12

enum ShelfSectionBuilder {
    /// One shelf: covers in a row that scrolls sideways, more of them on a wide screen.
    static func shelfSection(environment: NSCollectionLayoutEnvironment, compactFraction: CGFloat = 0.4) -> NSCollectionLayoutSection {
        let spacing = UserDefaults.standard.object(forKey: "shelfSpacing") as? CGFloat ?? 8
        let isWide = environment.container.effectiveContentSize.width > 700
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(isWide ? 0.2 : compactFraction),
                                               heightDimension: .absolute(180)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }
}
