import LayoutEngine

/// The mappings of a layout spec (Docs/SpecFormat.md), each one table the decoder allows keys from
/// and the schema describes.
public enum SpecKeys {
    static let dimensionFunctions = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
    static let spacingFunctions = ["fixed", "flexible"]
    /// The label a call's argument may have, as Swift code writes it: `uniformAcrossSiblings(estimate: 44)`.
    public static let argumentLabels = ["uniformAcrossSiblings": "estimate:"]
    /// DIMENSION: a call or a number, or a container length (Docs/SpecFormat.md, "Container lengths").
    public static let dimension = SpecValue.either([.call(names: dimensionFunctions, bare: "absolute"), .containerLength])
    public static let spacing = SpecValue.call(names: spacingFunctions, bare: "fixed")
    /// A number for all four edges, or `{top, leading, bottom, trailing}`.
    public static let insetsValue = SpecValue.either([.offset, .mapping("insets")])
    static let zIndex = SpecValue.integer(-1_000_000...1_000_000)
    /// The text sizes by UIKit's names and the short ones (`large`, `AX3`): the environment's and adapt's.
    public static let contentSizeCategoryNames = ContentSizeCategory.allCases.map(\.rawValue) + ContentSizeCategory.allCases.map(\.shortName)
    static let maximumLength = Int(SpecLimits.maximumLength)

    public static let layout = KeyTable("layout", "A compositional layout: UICollectionViewCompositionalLayout (Docs/SpecFormat.md).", keys: [
        SpecKey("environment", .mapping("environment"), "The collection view the layout is solved for; command-line flags override it."),
        SpecKey("configuration", .mapping("configuration"), "UICollectionViewCompositionalLayoutConfiguration."),
        SpecKey("section", .mapping("section"), "A SECTION every entry of `sections` starts from, overridden key by key."),
        SpecKey("sections", .list(.mapping("sectionEntry"), maximum: SpecLimits.maximumSections, unique: false), required: true,
                "One entry per section, in order."),
        SpecKey("list", .mapping("list"),
                "A list configuration making every section a list section (UICollectionViewCompositionalLayout.list(using:))."),
    ])

    /// The environment's defaults, written once in `Environment.standard` (its insets the same on
    /// every edge, so one number says them).
    private static let standard = Environment.standard

    public static let environment = KeyTable("environment", "The collection view the layout is solved for.", keys: [
        SpecKey("width", .positive, default: .number(standard.width), "Container (collection view bounds) width in points (--width)."),
        SpecKey("height", .positive, default: .number(standard.height), "Container height in points (--height)."),
        SpecKey("scale", .integer(1...3), default: .number(standard.scale), "Display scale: fractions round down to 1/scale pt (--scale)."),
        SpecKey("layoutDirection", .choice(of: LayoutDirection.self), default: .string(standard.layoutDirection.rawValue),
                "rightToLeft mirrors leading and trailing (--rtl)."),
        SpecKey("horizontalSizeClass", .choice(of: SizeClass.self), "For adapt conditions; default compact below 600 pt wide, else regular."),
        SpecKey("verticalSizeClass", .choice(of: SizeClass.self), "For adapt conditions; default compact below 500 pt tall, else regular (our choice)."),
        SpecKey("contentOffset", .pair(nonNegative: false), "The scroll position [x, y]: where pinned headers and footers are (--offset); default [0, 0]."),
        SpecKey("safeAreaInsets", insetsValue, default: .insets(standard.safeAreaInsets), "INSETS of the safe area."),
        SpecKey("layoutMargins", insetsValue, default: .insets(standard.layoutMargins), "INSETS: the collection view's directional layout margins."),
        SpecKey("readableWidth", .nonNegative, default: .number(standard.readableWidth), "Width of the readable content guide."),
        SpecKey("idiom", .choice(of: Idiom.self), default: .string(standard.idiom.rawValue), "The device idiom: list metrics differ by idiom."),
        SpecKey("wideMargins", .bool, "The device has wide content margins; default true on pad and on phones wider than 375 pt (measured; Docs/Lists.md)."),
        SpecKey("contentSizeCategory", .choice(contentSizeCategoryNames),
                default: .string(standard.contentSizeCategory.rawValue), "Dynamic Type text size: UIKit's name or the short one (L, AX3)."),
        SpecKey("design", .choice(of: Design.self), default: .string(standard.design.rawValue),
                "The list design: glass (iOS 26) or classic (before it); --design overrides it (Docs/Lists.md)."),
    ])

    public static let configuration = KeyTable("configuration", "UICollectionViewCompositionalLayoutConfiguration.", keys: [
        SpecKey("scrollDirection", .choice(of: ScrollDirection.self), default: .string(ScrollDirection(ModelDefaults.configuration.scrollDirection).rawValue),
                "The layout's scroll direction."),
        SpecKey("interSectionSpacing", .nonNegative, default: .number(ModelDefaults.configuration.interSectionSpacing), "Between every two sections, empty ones included."),
        SpecKey("contentInsetsReference", .choice(of: ContentInsetsReference.self),
                default: .string(ModelDefaults.configuration.contentInsetsReference.rawValue),
                "What section content insets are measured from (automatic = safeArea)."),
        SpecKey("boundarySupplementaryItems", .list(.mapping("boundaryItem")), "The layout's own headers and footers."),
    ])

    /// SECTION: the keys of the base `section`, of a `sections` entry and (without `adapt`) of an `adapt` entry.
    static let sectionKeys = [
        SpecKey("group", .mapping("group"), "The section's GROUP; required unless the section is a list."),
        SpecKey("list", .mapping("list"), "A list configuration instead of a group: a list section; the other keys apply on top."),
        SpecKey("contentInsets", insetsValue, "INSETS around the section's groups; default 0, in a list section its list's (Docs/Lists.md)."),
        SpecKey("interGroupSpacing", .nonNegative, default: .number(ModelDefaults.section.interGroupSpacing), "Between the groups (none after the last)."),
        SpecKey("orthogonalScrollingBehavior", .choice(of: OrthogonalScrollingBehavior.self),
                default: .string(ModelDefaults.section.orthogonalScrollingBehavior.rawValue),
                "Scroll the section's groups across the layout's scroll direction."),
        SpecKey("boundarySupplementaryItems", .list(.mapping("boundaryItem")), "Headers, footers and side items."),
        SpecKey("decorationItems", .list(.mapping("decorationItem")), "Backgrounds."),
        SpecKey("supplementariesFollowContentInsets", .bool,
                "Boundary items are sized and placed inside the section's insets; default true, in a list section "
                    + "its list's (off in plain and sidebarPlain; Docs/Lists.md)."),
        SpecKey("contentInsetsReference", .choice(of: ContentInsetsReference.self),
                "As in configuration; the section's own wins unless automatic. Default: the configuration's."),
        SpecKey("supplementaryContentInsetsReference", .choice(of: ContentInsetsReference.self),
                "iOS 16: what boundary items are sized and placed inside; not with supplementariesFollowContentInsets."),
        SpecKey("adapt", .list(.mapping("adaptEntry")),
                "Entries {when: CONDITION, ...SECTION keys}: the first whose condition holds overrides the section's keys."),
    ]

    public static let section = KeyTable("section", "NSCollectionLayoutSection.", keys: sectionKeys)

    public static let sectionEntry = KeyTable("sectionEntry", "A section: the base section's keys, overridden key by key, and its items.",
                                              keys: sectionKeys + [
        SpecKey("items", .either([.integer(0...SpecLimits.maximumItems), .list(.mapping("itemEntry"))]), required: true,
                "A count, or a list of item entries."),
        SpecKey("orthogonalOffset", .offset, default: .number(ModelDefaults.sectionSpec.orthogonalOffset),
                "Where an orthogonal section's row is scrolled to (--orthogonal-offset overrides)."),
        SpecKey("id", .string(nonEmpty: true), "A name for the section, unique in the layout; names the function `layout-compile swift` writes for it."),
        SpecKey("name", .codeName, "What generated Swift calls the section (makeFeaturedAppsSection); says what id says: give one of them."),
        SpecKey("noSection", .bool,
                "true: the section provider returns nil for this section, and UIKit lays out nothing there (items: 0, no SECTION keys); "
                    + "default false."),
    ])

    public static let adaptEntry = KeyTable("adaptEntry", "An adapt entry: SECTION keys used when its condition holds.",
                                            pathKeys: "A path into the section (group.count, group.subitems[0].item.size.width): "
                                                + "replaces that one value, its value checked where it lands.",
                                            keys: sectionKeys.filter { $0.name != "adapt" } + [
        SpecKey("when", .mapping("condition"), required: true, "The condition; every key of it must hold."),
    ])

    public static let condition = KeyTable("condition", "An adapt condition: every key given must hold.", keys: [
        SpecKey("width", .comparison, "The container's width: \"> 800\", \">= 600\", \"< 400\", \"<= 320\", \"== 390\" or a number."),
        SpecKey("height", .comparison, "The container's height, compared as width is."),
        SpecKey("effectiveContentSize", .mapping("effectiveContentSize"),
                "{width, height}: the container less the insets of the layout's content insets reference, compared as width is."),
        SpecKey("horizontalSizeClass", .choice(of: SizeClass.self), "The environment's horizontal size class."),
        SpecKey("verticalSizeClass", .choice(of: SizeClass.self), "The environment's vertical size class."),
        SpecKey("layoutDirection", .choice(of: LayoutDirection.self), "The environment's layout direction."),
        SpecKey("idiom", .choice(of: Idiom.self), "The environment's user interface idiom (traitCollection.userInterfaceIdiom)."),
        SpecKey("contentSizeCategory", .categoryComparison,
                "The environment's text size in UIKit's order (traitCollection.preferredContentSizeCategory): \">= accessibilityMedium\", "
                    + "\"< AX1\", \"== large\" or a name."),
    ])

    public static let effectiveContentSize = KeyTable("effectiveContentSize", "An adapt condition on the effective content size.", keys: [
        SpecKey("width", .comparison, "The effective content width: \"> 800\", \">= 600\" or a number."),
        SpecKey("height", .comparison, "The effective content height, compared as width is."),
    ])

    public static let group = KeyTable("group", "NSCollectionLayoutGroup.", keys: [
        SpecKey("axis", .choice(of: GroupAxis.self), default: .string(ModelDefaults.groupAxis.rawValue), "How the subitems are laid out; custom places them by frames."),
        SpecKey("size", .mapping("size"), required: true, "The group's SIZE."),
        SpecKey("subitems", .list(.mapping("subitem")), "{item: ITEM} or {group: GROUP} entries, repeated in order to fill the group; required unless custom."),
        SpecKey("count", .integer(1...SpecLimits.maximumRepetitions), "With exactly one subitem: UIKit's subitem:count:."),
        SpecKey("repeatingCount", .integer(1...SpecLimits.maximumRepetitions),
                "With exactly one subitem: iOS 16's repeatingSubitem:count: (items keep their size); not with count."),
        SpecKey("interItemSpacing", spacing, default: .spacing(ModelDefaults.group.interItemSpacing), "SPACING between the subitems."),
        SpecKey("contentInsets", insetsValue, default: .insets(ModelDefaults.group.contentInsets), "INSETS."),
        SpecKey("edgeSpacing", .mapping("edgeSpacing"), "EDGE_SPACING around the group."),
        SpecKey("supplementaryItems", .list(.mapping("supplementaryItem")), "Supplementary items anchored to the group."),
        SpecKey("frames", .list(.mapping("customFrame"), maximum: SpecLimits.maximumRepetitions, unique: false),
                "Custom groups only (required there): one repetition's frames, relative to the group."),
        nameKey,
    ])

    public static let subitem = KeyTable("subitem", "A subitem: an item or a nested group.", exactlyOne: ["item", "group"], keys: [
        SpecKey("item", .mapping("item"), "An ITEM."),
        SpecKey("group", .mapping("group"), "A nested GROUP (at most 32 deep)."),
    ])

    public static let item = KeyTable("item", "NSCollectionLayoutItem.", keys: [
        SpecKey("size", .mapping("size"), required: true, "The item's SIZE."),
        SpecKey("contentInsets", insetsValue, default: .insets(ModelDefaults.item.contentInsets), "INSETS."),
        SpecKey("edgeSpacing", .mapping("edgeSpacing"), "EDGE_SPACING around the item."),
        SpecKey("supplementaryItems", .list(.mapping("supplementaryItem")), "Badges and the like."),
        nameKey,
    ])

    public static let customFrame = KeyTable("customFrame", "A frame of a custom group, relative to the group.", keys: [
        SpecKey("x", .offset, required: true, "Its x in points."),
        SpecKey("y", .offset, required: true, "Its y in points."),
        SpecKey("width", .nonNegative, required: true, "Its width in points."),
        SpecKey("height", .nonNegative, required: true, "Its height in points."),
        SpecKey("zIndex", zIndex, default: .integer(ModelDefaults.customFrame.zIndex), "The item's z index."),
    ])

    public static let size = KeyTable("size", "NSCollectionLayoutSize: {width: DIMENSION, height: DIMENSION}.", keys: [
        SpecKey("width", dimension, required: true, "DIMENSION: fractionalWidth(f), fractionalHeight(f), absolute(pt), estimated(pt), a number, "
                    + "or absolute/estimated of a container length (absolute(effectiveContentSize.width / 3 - 10))."),
        SpecKey("height", dimension, required: true, "DIMENSION: fractionalWidth(f), fractionalHeight(f), absolute(pt), estimated(pt), a number, "
                    + "or absolute/estimated of a container length (absolute(effectiveContentSize.width / 3 - 10))."),
    ])

    public static let insets = KeyTable("insets", "NSDirectionalEdgeInsets; a missing edge is 0.", keys: [
        SpecKey("top", .offset, default: .number(ModelDefaults.insets.top), "Top inset in points."),
        SpecKey("leading", .offset, default: .number(ModelDefaults.insets.leading), "Leading inset in points."),
        SpecKey("bottom", .offset, default: .number(ModelDefaults.insets.bottom), "Bottom inset in points."),
        SpecKey("trailing", .offset, default: .number(ModelDefaults.insets.trailing), "Trailing inset in points."),
    ])

    public static let edgeSpacing = KeyTable("edgeSpacing", "NSCollectionLayoutEdgeSpacing: a SPACING per edge (missing = none).", keys: [
        SpecKey("leading", spacing, "SPACING: fixed(pt), flexible(pt) or a number."),
        SpecKey("top", spacing, "SPACING: fixed(pt), flexible(pt) or a number."),
        SpecKey("trailing", spacing, "SPACING: fixed(pt), flexible(pt) or a number."),
        SpecKey("bottom", spacing, "SPACING: fixed(pt), flexible(pt) or a number."),
    ])
}

/// The spec's `scrollDirection` words.
enum ScrollDirection: String, CaseIterable {
    case vertical, horizontal

    init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    var axis: Axis { self == .horizontal ? .horizontal : .vertical }
}

/// The spec's `axis` words.
enum GroupAxis: String, CaseIterable {
    case horizontal, vertical, custom
}
