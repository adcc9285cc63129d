import UIKit

// The section kinds come from the delegate at run time: given here, in order.
// layout-compile: function configureCollectionView
// layout-compile: given delegate.sectionKind(for: sectionIndex) = [FeedSectionKind.banner, .grid][sectionIndex]
// layout-compile: items 0=1, 1=6

enum FeedSectionKind {
    case banner
    case grid
}

protocol FeedLayoutDelegate: AnyObject {
    func sectionKind(for index: Int) -> FeedSectionKind
}

final class DelegateFeedViewController: UIViewController {
    weak var delegate: FeedLayoutDelegate?
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        configureCollectionView()
    }

    private func configureCollectionView() {
        let layout = makeLayout(columns: 2)
        collectionView.setCollectionViewLayout(layout, animated: false)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    private func makeLayout(columns: Int, spacing: CGFloat = 8) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
            switch self?.delegate?.sectionKind(for: sectionIndex) {
            case .banner:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            default:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                     heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                group.interItemSpacing = .fixed(spacing)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = spacing
                return section
            }
        }
    }
}
