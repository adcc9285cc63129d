// In the style of Apple's list samples (written for these tests): a section enum switched on,
// list configurations, a trait condition on the environment.
import UIKit

class SidebarListViewController: UIViewController {
    enum Section: Int {
        case recents, outline, settings
    }

    func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let section = Section(rawValue: sectionIndex) else { fatalError("unknown section") }
            switch section {
            case .recents:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(100), heightDimension: .absolute(80)), subitems: [item])
                let recents = NSCollectionLayoutSection(group: group)
                recents.orthogonalScrollingBehavior = .continuous
                recents.interGroupSpacing = 8
                return recents
            case .outline:
                var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
                configuration.showsSeparators = false
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            case .settings:
                let appearance: UICollectionLayoutListConfiguration.Appearance =
                    layoutEnvironment.traitCollection.horizontalSizeClass == .compact ? .insetGrouped : .plain
                let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
                return .list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
        }
    }
}
