import UIKit

/// A headline whose estimated height grows with the width, then covers three across at any width:
/// each a third of the width less its share of the gutters.
final class CoverShelfViewController: UIViewController {
    func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            let width = environment.container.effectiveContentSize.width
            if sectionIndex == 0 {
                let headline = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(width * 0.4 - 10)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(width * 0.4 - 10)), subitems: [headline])
                return NSCollectionLayoutSection(group: group)
            }
            let cover = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(width / 3 - 10), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [cover])
            row.interItemSpacing = .fixed(15)
            let section = NSCollectionLayoutSection(group: row)
            section.interGroupSpacing = 12
            return section
        }
        return layout
    }
}
