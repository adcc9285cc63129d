import UIKit

extension CGFloat {
    /// The gap between cards, everywhere in the app.
    static let gutter: CGFloat = 12
}

enum FeedMetrics {
    static let columns = 2
    static let cardInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
}

enum FeedSection: Int, CaseIterable {
    case stories, articles
}
