import LayoutEngine

/// Supplementary, boundary and decoration items and their anchors (Docs/SpecFormat.md, "SUPPLEMENTARY").
extension SpecKeys {
    static let measuredDescription = "{width, height}: what the view asks for on an estimated axis."
    static let kindDescription = "The element kind, as it appears in the output; UICollectionView.elementKindSectionHeader and "
        + "UICollectionView.elementKindSectionFooter stand for UIKit's header and footer kinds."
    static let nameKey = SpecKey("name", .codeName, "What generated Swift calls it (featured-apps: featuredApps).")

    public static let supplementaryItem = KeyTable("supplementaryItem", "NSCollectionLayoutSupplementaryItem.", keys: [
        SpecKey("kind", .string(nonEmpty: true), required: true, kindDescription),
        SpecKey("size", .mapping("size"), required: true, "SIZE: fractions of the item's frame."),
        SpecKey("containerAnchor", .mapping("anchor"), required: true, "ANCHOR: the point of the item or group it is attached to."),
        SpecKey("itemAnchor", .mapping("anchor"), "ANCHOR: its own point that goes there; default the same edges."),
        SpecKey("zIndex", zIndex, default: .integer(ModelDefaults.supplementaryItem.zIndex), "Its z index."),
        SpecKey("measured", .mapping("measuredSize"), measuredDescription),
        nameKey,
    ])

    public static let boundaryItem = KeyTable("boundaryItem", "NSCollectionLayoutBoundarySupplementaryItem: a header, footer or side item.", keys: [
        SpecKey("kind", .string(nonEmpty: true), required: true, kindDescription + " Distinct within its section."),
        SpecKey("size", .mapping("size"), required: true, "SIZE: fractions of the section's width and the whole height."),
        SpecKey("alignment", .choice(of: BoundaryAlignment.self), required: true, "Where it goes around the section."),
        SpecKey("absoluteOffset", .pair(nonNegative: false), "[x, y] moving it; default [0, 0]."),
        SpecKey("extendsBoundary", .bool, default: .bool(ModelDefaults.boundaryItem.extendsBoundary), "The section grows to hold it."),
        SpecKey("pinToVisibleBounds", .bool, default: .bool(ModelDefaults.boundaryItem.pinToVisibleBounds), "Stays in view while its section is."),
        SpecKey("zIndex", zIndex, default: .integer(ModelDefaults.boundaryItem.zIndex), "Its z index."),
        SpecKey("measured", .mapping("measuredSize"), measuredDescription),
        nameKey,
    ])

    public static let decorationItem = KeyTable("decorationItem", "NSCollectionLayoutDecorationItem.background: the section's frame less its insets.", keys: [
        SpecKey("kind", .string(nonEmpty: true), required: true, kindDescription),
        SpecKey("contentInsets", insetsValue, default: .insets(ModelDefaults.decorationItem.contentInsets), "INSETS."),
        SpecKey("zIndex", zIndex, default: .integer(ModelDefaults.decorationItem.zIndex), "Its z index."),
    ])

    public static let anchor = KeyTable("anchor", "NSCollectionLayoutAnchor: edges (none: the centre) and one offset.", keys: [
        SpecKey("edges", .list(.choice(of: Edge.self), maximum: nil, unique: true), "The edges it is anchored to; [] is the centre."),
        SpecKey("absoluteOffset", .pair(nonNegative: false), "[x, y] in points; not with fractionalOffset."),
        SpecKey("fractionalOffset", .pair(nonNegative: false), "[x, y] in fractions of its own size; not with absoluteOffset."),
    ])

    public static let measuredSize = KeyTable("measuredSize", "What a self-sizing view asks for on an estimated axis.", keys: [
        SpecKey("width", .nonNegative, "Its width in points."),
        SpecKey("height", .nonNegative, "Its height in points."),
    ])
}
