/// The background UIKit's list layout gives each grouped and insetGrouped section: a decoration
/// view (`_UICollectionViewListLayoutSectionBackgroundColorDecorationView`) that
/// `layoutAttributesForElements(in:)` returns, though no spec describes it (Docs/Lists.md,
/// "Section backgrounds"). Only rect queries answer it; the frames output lists what the spec
/// describes.
enum ListSectionBackground {
    /// The decoration kind UIKit's dumps show.
    static let kind = "_UICollectionViewListLayoutSectionBackgroundColorDecorationView"
    /// How far the first section's background reaches above the content (UIKit's dumps).
    static let overhangAboveFirst = 1000.0

    /// The background of `section`, whose frame as output is `frame`; `nil` unless it is a grouped
    /// or insetGrouped list section of some length. As approximate as either end of the section.
    static func element(of section: PlacedSection, frame: Rect) -> Element? {
        guard let list = section.spec.list, list.appearance.isGrouped, section.length > 0 else { return nil }
        var frame = frame
        if section.index == 0 {
            frame.y -= overhangAboveFirst
            frame.height += overhangAboveFirst
        }
        return Element(category: .decoration, kind: kind, section: section.index, item: 0, frame: frame, zIndex: 0,
                       approximate: section.startsApproximate || section.endsApproximate)
    }
}
