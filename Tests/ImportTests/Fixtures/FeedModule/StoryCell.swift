import UIKit

final class StoryCell: UICollectionViewCell {
    static let height: CGFloat = 120
    static let reuseIdentifier = String(describing: StoryCell.self)
}

final class SectionHeaderView: UICollectionReusableView {
    static let kind = String(describing: SectionHeaderView.self)
}
