import UIKit

// layout-compile: items 0=3, 2=8

/// Home: a hero carousel, a promotions section this build does not show (its provider returns nil,
/// and its data source gives it no items), then recent items in two columns.
final class HiddenPromotionsViewController: UICollectionViewController {
    enum HomeSection: Int, CaseIterable {
        case hero, promotions, recent
    }

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let section = HomeSection(rawValue: sectionIndex) else { return nil }
            switch section {
            case .hero:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)), subitems: [item])
                let hero = NSCollectionLayoutSection(group: group)
                hero.orthogonalScrollingBehavior = .groupPaging
                return hero
            case .promotions:
                return nil
            case .recent:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
    }
}
