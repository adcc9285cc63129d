import UIKit

/// What a stop's screen lists, as the app's data source holds it.
enum TransitRow: Hashable {
    case line(name: String, minutes: Int)
    case stop(String)
    case notice
}

enum TransitMetrics {
    static let sectionSpacing: CGFloat = 12
    static let rowInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
}

extension NSCollectionLayoutSection {
    /// Rows of one height, full width, as the app's lists are.
    static func rows(height: CGFloat, insets: NSDirectionalEdgeInsets) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets
        return section
    }
}
