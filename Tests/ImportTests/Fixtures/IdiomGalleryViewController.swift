import UIKit

// layout-compile: function makeLayout

/// Photos: a sidebar-free grid, denser on iPad and on the Mac.
final class IdiomGalleryViewController: UIViewController {
    func makeLayout(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns: Int
            switch idiom {
            case .pad:
                columns = 4
            case .mac:
                columns = 6
            default:
                columns = environment.traitCollection.horizontalSizeClass == .regular ? 3 : 2
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
                subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }
}
