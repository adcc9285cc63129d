import UIKit

// The columns follow the view controller's own trait collection, given as the argument.
// layout-compile: function makeLayout
// layout-compile: arg columns = traitCollection.horizontalSizeClass == .compact ? 2 : 3

final class TraitColumnsViewController: UICollectionViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let columns = traitCollection.horizontalSizeClass == .compact ? 2 : 3
        collectionView.setCollectionViewLayout(makeLayout(columns: columns), animated: false)
    }

    func makeLayout(columns: Int) -> UICollectionViewLayout {
        let padding: CGFloat = traitCollection.horizontalSizeClass == .compact ? 8 : 20
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(padding)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding)
        section.interGroupSpacing = padding
        return UICollectionViewCompositionalLayout(section: section)
    }
}
