import UIKit

final class FeedViewController: UIViewController {
    // layout-compile: items 0=6, 1=4

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let kind = FeedSection(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .stories:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(FeedMetrics.columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(StoryCell.height)),
                    subitems: [item])
                group.interItemSpacing = .flexible(.gutter)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = FeedMetrics.cardInsets
                section.boundarySupplementaryItems = [Headers.header()]
                return section
            case .articles:
                return .readableList(rowHeight: 80)
            }
        }
    }
}
