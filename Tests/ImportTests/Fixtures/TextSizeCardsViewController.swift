import UIKit

/// Articles as cards: two columns, one at the accessibility text sizes; taller cards from
/// extra-extra-large on; a shorter header at the default text size.
final class TextSizeCardsViewController: UICollectionViewController {
    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let category = layoutEnvironment.traitCollection.preferredContentSizeCategory
            let columns = category.isAccessibilityCategory ? 1 : 2
            let cardHeight: CGFloat = category >= .extraExtraLarge ? 180 : 120
            let headerHeight: CGFloat = self.traitCollection.preferredContentSizeCategory == .large ? 44 : 52

            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(cardHeight)),
                subitem: item, count: columns)
            group.interItemSpacing = .fixed(8)

            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)

            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }
}
