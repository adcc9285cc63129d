import UIKit

/// Cards in as many columns as fit 340 points each, at least one.
final class AdaptiveColumnsViewController: UIViewController {
    private let minimumColumnWidth: CGFloat = 340

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [minimumColumnWidth] _, environment in
            let availableWidth = environment.container.effectiveContentSize.width
            let columns = max(1, Int(floor(availableWidth / minimumColumnWidth)))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
