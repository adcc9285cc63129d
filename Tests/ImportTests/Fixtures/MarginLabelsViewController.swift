import UIKit

/// Settings rows whose leading label column lines up with the layout margins: the column is the
/// container's leading inset plus 100, the value fills the rest.
final class MarginLabelsViewController: UIViewController {
    func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        return UICollectionViewCompositionalLayout(sectionProvider: { _, layoutEnvironment in
            let insets = layoutEnvironment.container.contentInsets
            let label = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(insets.leading + 100), heightDimension: .fractionalHeight(1)))
            let value = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [label, value])
            return NSCollectionLayoutSection(group: row)
        }, configuration: configuration)
    }
}
