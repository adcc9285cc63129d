import UIKit

final class ModernSwiftViewController: UIViewController {
    // layout-compile: items 0=5, 1=8

    #if targetEnvironment(macCatalyst)
    static let rowHeight: CGFloat = 36
    #elseif os(iOS)
    static let rowHeight: CGFloat = 44
    #else
    static let rowHeight: CGFloat = 30
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                            action: #selector(refresh(_:)))
    }

    @objc private func refresh(_ sender: Any) {}

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let (spacing, _) = (CGFloat(10), "unused")
            let heights = [60, 90, 75].map { CGFloat($0) }.filter { $0 > 50 }
            let tallest = heights.max() ?? 0
            _ = tallest
            let group: NSCollectionLayoutGroup
            if sectionIndex == 0 {
                let columns = switch environment.container.effectiveContentSize.width {
                case ..<500: 2
                default: 4
                }
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                     heightDimension: .absolute(tallest)), subitems: [item])
            } else {
                #if os(macOS)
                let height: CGFloat = 20
                #else
                let height = if sectionIndex == 1 { Self.rowHeight } else { CGFloat(1) }
                #endif
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                group = .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                   heightDimension: .absolute(height)), subitems: [item])
            }
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            return sectionIndex < 2 ? section : nil
        }
    }
}
