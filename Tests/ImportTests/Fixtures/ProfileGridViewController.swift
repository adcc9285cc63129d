import UIKit

// layout-compile: function collectionView
// layout-compile: arg columns = 3
// layout-compile: given self.profile == nil = false
// layout-compile: items 0=9

struct Profile {
    var name: String
}

final class ProfileGridViewController: UIViewController {
    var profile: Profile?

    private lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout(columns: columnCount))
        collectionView.backgroundColor = .systemBackground
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return collectionView
    }()

    private var columnCount: Int { 3 }

    private func makeLayout(columns: Int) -> UICollectionViewCompositionalLayout {
        let spacing: CGFloat = 2
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        if self.profile == nil {
            // Nothing to show above the grid until the profile loads.
            return UICollectionViewCompositionalLayout(section: section)
        }
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
