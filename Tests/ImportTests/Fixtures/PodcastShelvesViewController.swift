import UIKit

// layout-compile: function PodcastShelvesViewController.viewDidLoad
// layout-compile: items 0=4, 1=12

/// The library's collection view: UIKit's, with the app's scrolling tweaks.
final class LibraryCollectionView: UICollectionView {
    override var contentInset: UIEdgeInsets { didSet { verticalScrollIndicatorInsets = contentInset } }
}

/// A podcast app's library: a paging row of featured shows, then the episodes in as many columns as
/// 480-point cards fit across.
final class PodcastShelvesViewController: UIViewController {
    enum Shelf: Int, CaseIterable {
        case featured
        case episodes
    }

    private var collectionView: LibraryCollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Shelf, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let shelf = PodcastShelvesViewController.Shelf(rawValue: sectionIndex) else { return nil }
            switch shelf {
            case .featured:
                return self?.featuredSection()
            case .episodes:
                return self?.episodesSection(environment)
            }
        }
        collectionView = LibraryCollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, episode in
            var content = cell.defaultContentConfiguration()
            content.text = "Episode \(episode)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Shelf, Int>(collectionView: collectionView) { view, indexPath, episode in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: episode)
        }
    }

    private func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
            subitems: [item])
        group.edgeSpacing = .init(leading: .none, top: .none, trailing: .fixed(8), bottom: .none)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = .init(top: .zero, leading: 16, bottom: 8, trailing: 16)
        return section
    }

    private func episodesSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let cardWidth: CGFloat = 480
        let columns = (max(cardWidth, environment.container.effectiveContentSize.width) / cardWidth).rounded(.down)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
            subitems: [item])
        group.interItemSpacing = .fixed(.zero)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = .zero
        return section
    }
}
