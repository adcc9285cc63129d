import UIKit

// layout-compile: given self?.rows[index] = [TransitRow.line(name: "14", minutes: 3), .stop("Harbour"), .stop("Museum")][index]

/// A transit app's stop screen: the line arriving first in a tall row, then the stops it calls at.
final class StopViewController: UIViewController {
    typealias Row = TransitRow
    typealias Metrics = TransitMetrics

    var rows: [Row] = []

    func makeLayout(rowHeight: CGFloat = 56) -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = Metrics.sectionSpacing
        return .init(sectionProvider: { [weak self] index, _ in
            guard let row = self?.rows[index] else { return nil }
            switch row {
            case .line(let name, _):
                return .rows(height: rowHeight * 2, insets: Metrics.rowInsets)
            case .stop(_):
                return .rows(height: rowHeight, insets: Metrics.rowInsets)
            case .notice:
                assertionFailure("a notice is shown in a banner, not a section")
                return nil
            }
        }, configuration: configuration)
    }

    /// The provider alone, for the widget's layout: a provider is not a layout.
    func sectionProvider() -> UICollectionViewCompositionalLayoutSectionProvider {
        { _, _ in .rows(height: 44, insets: .zero) }
    }
}
