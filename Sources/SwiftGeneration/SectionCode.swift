import LayoutEngine
import SpecReading

/// Writes the statements that build one section: its items and groups inside out (Apple's sample
/// code order), then the section and the properties the spec gives it. Docs/SwiftGeneration.md.
struct SectionCode {
    let platform: SwiftPlatform
    /// Which API the code calls (`count` groups, supplementary insets).
    let target: DeploymentTarget
    /// Where the sizes and counts go: literals, or a builder's parameters (`CodeSlots`).
    let slots: CodeSlots
    /// Items and groups built by functions of their own (`SharedParts`), but `building`, the one
    /// this code is the function of.
    let shared: SharedParts
    let building: LayoutItem?
    private var names = NameScope()

    init(_ options: SwiftLayoutGenerator.Options, slots: CodeSlots = CodeSlots(), shared: SharedParts = SharedParts(),
         building: LayoutItem? = nil) {
        platform = options.platform
        target = options.minimumIOS ?? .lowest
        self.slots = slots
        self.shared = shared
        self.building = building
        // Claimed first, so that a kind named "section" or "group" cannot take these names.
        _ = names.claim("section")
    }

    /// Statements ending with `section` built as `definition` says; list sections read `environment`.
    mutating func write(_ definition: SectionDefinition, into w: inout SwiftWriter) {
        let section = definition.section
        if let list = definition.list {
            writeList(list, into: &w)
            writeProperties(of: section, only: Set(definition.keys.keys), into: &w)
        } else {
            let group = writeGroup(section.group, base: "group", into: &w)
            w.line("let section = NSCollectionLayoutSection(group: \(group))")
            writeProperties(of: section, only: nil, into: &w)
        }
    }

    /// UICollectionLayoutListConfiguration and `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    private mutating func writeList(_ list: ListConfiguration, into w: inout SwiftWriter) {
        writeListConfiguration(list, into: &w)
        w.statement("let section = ", .call("NSCollectionLayoutSection.list", [
            ("using", .atom("listConfiguration")), ("layoutEnvironment", .atom("environment")),
        ]))
    }

    /// `listConfiguration`: the appearance and the modes that differ from UIKit's defaults.
    mutating func writeListConfiguration(_ list: ListConfiguration, into w: inout SwiftWriter) {
        // Slots: list sections alike but for their appearance and modes share a builder taking
        // them, as Apple's List Appearances sample builds its one section from `self.appearance`.
        let appearance = slots.value(role: "appearance", type: "UICollectionLayoutListConfiguration.Appearance",
                                     text: ".\(list.appearance.rawValue)")
        var settings: [String] = []
        if let mode = slots.setting(role: "headerMode", type: "UICollectionLayoutListConfiguration.HeaderMode",
                                    text: ".\(list.headerMode.rawValue)", default: ".none") {
            settings.append("listConfiguration.headerMode = \(mode)")
        }
        if let mode = slots.setting(role: "footerMode", type: "UICollectionLayoutListConfiguration.FooterMode",
                                    text: ".\(list.footerMode.rawValue)", default: ".none") {
            settings.append("listConfiguration.footerMode = \(mode)")
        }
        if !list.showsSeparators { settings.append("listConfiguration.showsSeparators = false") }
        settings += Self.headerTopPaddingSetting(list)
        let keyword = settings.isEmpty ? "let" : "var"
        w.line("\(keyword) listConfiguration = UICollectionLayoutListConfiguration(appearance: \(appearance))")
        settings.forEach { w.line($0) }
    }

    /// The section's properties: those that differ from UIKit's defaults, or for a list section
    /// those the spec wrote beside `list` (`keys`), which replace what the list configuration made.
    private mutating func writeProperties(of section: Section, only keys: Set<String>?, into w: inout SwiftWriter) {
        func wanted(_ key: String, _ differs: Bool) -> Bool { keys.map { $0.contains(key) } ?? differs }
        if wanted("interGroupSpacing", section.interGroupSpacing != 0) {
            w.line("section.interGroupSpacing = \(SwiftSyntax.number(section.interGroupSpacing))")
        }
        if wanted("contentInsets", section.contentInsets != .zero) {
            w.statement("section.contentInsets = ", Self.insets(section.contentInsets))
        }
        if keys == nil {
            // A slot: sections alike but for their behaviour share a builder taking it (`.none` there too).
            let behavior = slots.setting(role: SectionBuilders.behaviorRole, type: platform.orthogonalScrollingBehaviorType,
                                         text: ".\(section.orthogonalScrollingBehavior.rawValue)", default: ".none")
            if let behavior { w.line("section.orthogonalScrollingBehavior = \(behavior)") }
        } else if wanted("orthogonalScrollingBehavior", section.orthogonalScrollingBehavior != .none) {
            w.line("section.orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
        }
        if wanted("supplementariesFollowContentInsets", !section.supplementariesFollowContentInsets) {
            if platform == .uikit && target.hasSupplementaryContentInsetsReference {
                w.line("section.supplementaryContentInsetsReference = \(section.supplementariesFollowContentInsets ? ".automatic" : ".none")")
            } else {
                w.line("section.supplementariesFollowContentInsets = \(section.supplementariesFollowContentInsets)")
            }
        }
        if keys == nil || keys?.contains("supplementaryContentInsetsReference") == true {
            writeSupplementaryContentInsetsReference(of: section, into: &w)
        }
        if let reference = section.contentInsetsReference, wanted("contentInsetsReference", reference != .automatic) {
            w.line("section.contentInsetsReference = .\(reference.rawValue)")
        }
        if wanted("boundarySupplementaryItems", !section.boundarySupplementaryItems.isEmpty) {
            let items = writeBoundaryItems(section.boundarySupplementaryItems, into: &w)
            w.statement("section.boundarySupplementaryItems = ", .array(items.map(SwiftExpression.atom)))
        }
        if wanted("decorationItems", !section.decorationItems.isEmpty) {
            let items = section.decorationItems.map { writeDecoration($0, into: &w) }
            w.statement("section.decorationItems = ", .array(items.map(SwiftExpression.atom)))
        }
    }

    /// An item or a group and everything in it; returns its name.
    mutating func writePart(_ part: LayoutItem, into w: inout SwiftWriter) -> String {
        switch part {
        case .item(let item): return writeItem(item, share: nil, into: &w)
        case .group(let group): return writeGroup(group, base: "group", into: &w)
        }
    }

    /// `let item = makeItem()` for a shared part (not the subitem of a `count` group); its name.
    private mutating func callShared(_ part: LayoutItem, base: String, share: CountShare?, into w: inout SwiftWriter) -> String? {
        guard share == nil, part != building, let function = shared.function(for: part) else { return nil }
        let name = names.claim(base)
        w.line("let \(name) = \(function)()")
        return name
    }

    /// A group and everything in it; returns its name. `share`: the group is the subitem of a
    /// `count` group and fills its share of it (`CountShare`).
    /// `position`: where the group sits in its parent (`trailing`), which its unnamed subitems
    /// take when it has one kind of subitem (Apple's `trailingGroup` of `trailingItem`s).
    private mutating func writeGroup(_ group: Group, base: String, position: String? = nil, share: CountShare? = nil,
                                     into w: inout SwiftWriter) -> String {
        let base = group.name.flatMap(SwiftSyntax.camelCase) ?? base
        if let called = callShared(.group(group), base: base, share: share, into: &w) { return called }
        let axis = group.layout == .vertical ? "vertical" : "horizontal"
        let count = group.count.map { slots.value(role: axis == "vertical" ? "rows" : "columns", type: "Int", text: SwiftSyntax.integer($0)) }
        var subitems: [String] = []
        var customItems: String?
        switch group.layout {
        case .custom(let frames):
            let name = names.claim(base + "Items")
            w.statement("let \(name) = ", .array(frames.map { frame in
                .call("NSCollectionLayoutGroupCustomItem", [("frame", Self.rect(frame.frame)), ("zIndex", .atom(SwiftSyntax.integer(frame.zIndex)))])
            }))
            customItems = name
        case .horizontal, .vertical:
            let fill = target.writesSubitemCount ? nil
                : count.map { CountShare(axis: group.layout == .vertical ? .vertical : .horizontal, count: $0) }
            let positions = Self.positions(count: group.subitems.count, vertical: group.layout == .vertical)
            for (index, subitem) in group.subitems.enumerated() {
                let place = positions?[index] ?? position
                switch subitem {
                case .item(let item): subitems.append(writeItem(item, base: place.map { $0 + "Item" } ?? "item", share: fill, into: &w))
                case .group(let nested):
                    subitems.append(writeGroup(nested, base: place.map { $0 + "Group" } ?? "nestedGroup", position: place, share: fill,
                                               into: &w))
                }
            }
        }
        let supplementaries = writeSupplementaries(group.supplementaryItems, into: &w)
        let name = names.claim(base)
        let size = names.claim(name + "Size")
        w.statement("let \(size) = ", layoutSize(group.size, of: name, share: share))
        if let customItems {
            w.closure("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(size))", "_", customItems)
        } else {
            if let repeating = Self.repeatingGroup(group, axis: axis, size: size, subitems: subitems) {
                w.statement("let \(name) = ", repeating)
            } else if let count, let subitem = subitems.first, target.writesSubitemCount {
                w.statement("let \(name) = ", .call("NSCollectionLayoutGroup.\(axis)", [
                    ("layoutSize", .atom(size)), ("subitem", .atom(subitem)), ("count", .atom(count)),
                ]))
            } else if let count, let subitem = subitems.first {
                // `count` is UIKit's `subitem:count:` (Docs/Semantics.md, "Groups"), deprecated from
                // iOS 16 on: the subitem, sized to fill its share, repeated.
                let repeated = SwiftExpression.call("Array", [("repeating", .atom(subitem)), ("count", .atom(count))])
                w.statement("let \(name) = ", .call("NSCollectionLayoutGroup.\(axis)", [("layoutSize", .atom(size)), ("subitems", repeated)]))
            } else {
                w.statement("let \(name) = ", .call("NSCollectionLayoutGroup.\(axis)", [
                    ("layoutSize", .atom(size)), ("subitems", .array(subitems.map(SwiftExpression.atom))),
                ]))
            }
        }
        if group.interItemSpacing != .fixed(0) { w.line("\(name).interItemSpacing = \(Self.spacing(group.interItemSpacing))") }
        writeSpacingAndInsets(name, group.contentInsets, group.edgeSpacing, into: &w)
        if !supplementaries.isEmpty {
            w.statement("\(name).supplementaryItems = ", .array(supplementaries.map(SwiftExpression.atom)))
        }
        return name
    }

    /// Names for the subitems of a group by where they sit, as Apple's samples name them
    /// (`leadingItem`, `trailingGroup`): two or three subitems; more keep the plain names.
    static func positions(count: Int, vertical: Bool) -> [String]? {
        switch count {
        case 2: vertical ? ["top", "bottom"] : ["leading", "trailing"]
        case 3: vertical ? ["top", "middle", "bottom"] : ["leading", "middle", "trailing"]
        default: nil
        }
    }

    private mutating func writeItem(_ item: Item, base: String = "item", share: CountShare?, into w: inout SwiftWriter) -> String {
        let base = item.name.flatMap(SwiftSyntax.camelCase) ?? base
        if let called = callShared(.item(item), base: base, share: share, into: &w) {
            return called
        }
        let supplementaries = writeSupplementaries(item.supplementaryItems, into: &w)
        let name = names.claim(base)
        let size = names.claim(name + "Size")
        w.statement("let \(size) = ", layoutSize(item.size, of: name, share: share))
        var arguments: [(label: String?, value: SwiftExpression)] = [("layoutSize", .atom(size))]
        if !supplementaries.isEmpty { arguments.append(("supplementaryItems", .array(supplementaries.map(SwiftExpression.atom)))) }
        w.statement("let \(name) = ", .call("NSCollectionLayoutItem", arguments))
        writeSpacingAndInsets(name, item.contentInsets, item.edgeSpacing, into: &w)
        return name
    }

    private func writeSpacingAndInsets(_ name: String, _ contentInsets: DirectionalInsets, _ edgeSpacing: EdgeSpacing,
                                       into w: inout SwiftWriter) {
        if contentInsets != .zero { w.statement("\(name).contentInsets = ", Self.insets(contentInsets)) }
        if edgeSpacing != .none {
            let edges = [("leading", edgeSpacing.leading), ("top", edgeSpacing.top), ("trailing", edgeSpacing.trailing),
                         ("bottom", edgeSpacing.bottom)]
            w.statement("\(name).edgeSpacing = ", .call("NSCollectionLayoutEdgeSpacing", edges.map { label, value in
                (label, .atom(value.map(Self.spacing) ?? "nil"))
            }))
        }
    }

    /// Item and group supplementaries; returns their names.
    private mutating func writeSupplementaries(_ items: [SupplementaryItem], into w: inout SwiftWriter) -> [String] {
        items.map { item in
            let name = names.claim(SwiftSyntax.camelCase(item.name ?? item.kind) ?? "supplementaryItem")
            let size = names.claim(name + "Size")
            w.statement("let \(size) = ", layoutSize(item.size, of: name))
            let containerAnchor = names.claim(name + "Anchor")
            w.statement("let \(containerAnchor) = ", Self.anchor(item.containerAnchor))
            var arguments: [(label: String?, value: SwiftExpression)] = [
                ("layoutSize", .atom(size)), ("elementKind", .atom(kind(item.kind))), ("containerAnchor", .atom(containerAnchor)),
            ]
            if let itemAnchor = item.itemAnchor {
                let itemAnchorName = names.claim(name + "ItemAnchor")
                w.statement("let \(itemAnchorName) = ", Self.anchor(itemAnchor))
                arguments.append(("itemAnchor", .atom(itemAnchorName)))
            }
            w.statement("let \(name) = ", .call("NSCollectionLayoutSupplementaryItem", arguments))
            if item.zIndex != 1 { w.line("\(name).zIndex = \(SwiftSyntax.integer(item.zIndex))") }
            return name
        }
    }

    /// Boundary supplementary items (headers, footers) of a section or of the layout; returns their names.
    mutating func writeBoundaryItems(_ items: [BoundaryItem], into w: inout SwiftWriter) -> [String] {
        items.map { item in
            if let function = shared.function(for: item) {
                let name = names.claim(boundaryName(item))
                w.line("let \(name) = \(function)()")
                return name
            }
            let name = names.claim(boundaryName(item))
            let size = names.claim(name + "Size")
            w.statement("let \(size) = ", layoutSize(item.size, of: name))
            var arguments: [(label: String?, value: SwiftExpression)] = [
                ("layoutSize", .atom(size)), ("elementKind", .atom(kind(item.kind))), ("alignment", .atom("." + item.alignment.rawValue)),
            ]
            if item.absoluteOffset != .zero { arguments.append(("absoluteOffset", Self.point(item.absoluteOffset))) }
            w.statement("let \(name) = ", .call("NSCollectionLayoutBoundarySupplementaryItem", arguments))
            if !item.extendsBoundary { w.line("\(name).extendsBoundary = false") }
            if item.pinToVisibleBounds { w.line("\(name).pinToVisibleBounds = true") }
            if item.zIndex != 1 { w.line("\(name).zIndex = \(SwiftSyntax.integer(item.zIndex))") }
            return name
        }
    }

    private mutating func writeDecoration(_ item: DecorationItem, into w: inout SwiftWriter) -> String {
        let name = names.claim(SwiftSyntax.camelCase(item.kind) ?? "decorationItem")
        w.statement("let \(name) = ", .call("NSCollectionLayoutDecorationItem.background", [("elementKind", .atom(kind(item.kind)))]))
        if item.contentInsets != .zero { w.statement("\(name).contentInsets = ", Self.insets(item.contentInsets)) }
        if item.zIndex != 0 { w.line("\(name).zIndex = \(SwiftSyntax.integer(item.zIndex))") }
        return name
    }

    /// A boundary item's name: the spec's, else from its kind (`page-header` → `pageHeader`; UIKit's
    /// own kinds `header` and `footer`, as in Apple's sample code).
    func boundaryName(_ item: BoundaryItem) -> String {
        if let name = item.name.flatMap(SwiftSyntax.camelCase) { return name }
        switch item.kind {
        case ListSection.headerKind where platform == .uikit: return "header"
        case ListSection.footerKind where platform == .uikit: return "footer"
        default: return SwiftSyntax.camelCase(item.kind) ?? "boundaryItem"
        }
    }

    /// A size whose dimensions are slots named after `owner` (`itemWidth`); `share`: along that
    /// share's axis, the share instead of the size's own dimension.
    func layoutSize(_ size: LayoutSize, of owner: String, share: CountShare? = nil) -> SwiftExpression {
        func dimension(_ dimension: Dimension, _ axis: Axis, _ role: String) -> String {
            if let share, share.axis == axis { return share.dimension }
            return slots.value(role: owner + role, type: "NSCollectionLayoutDimension", text: Self.dimension(dimension),
                               share: CodeSlots.Share(dimension, along: axis))
        }
        return .call("NSCollectionLayoutSize", [("widthDimension", .atom(dimension(size.width, .horizontal, "Width"))),
                                                ("heightDimension", .atom(dimension(size.height, .vertical, "Height")))])
    }

    /// An element kind: UIKit's own header and footer kinds by their constants, others as literals.
    func kind(_ kind: String) -> String {
        guard platform == .uikit else { return SwiftSyntax.string(kind) }
        switch kind {
        case ListSection.headerKind: return "UICollectionView.elementKindSectionHeader"
        case ListSection.footerKind: return "UICollectionView.elementKindSectionFooter"
        default: return SwiftSyntax.string(kind)
        }
    }
}

/// The subitem of a `count` group: UIKit's `subitem:count:` sizes it, along the group's axis, to
/// (inner length - (count-1) spacing) / count whatever its own size there (Docs/Semantics.md,
/// "Groups"). A fraction `1 / count` along the axis is exactly that share, since fractions along a
/// group's axis are fractions of what is left once the spacings are taken off ("How many fit").
struct CountShare {
    var axis: Axis
    /// The count as the code says it: a literal, or a builder's parameter.
    var count: String

    /// `.fractionalWidth(1 / 3)`: the share as a person writes it (`1 / CGFloat(columns)` for a parameter).
    var dimension: String {
        let fraction = count == "1" ? "1" : count.allSatisfy(\.isNumber) ? "1 / \(count)" : "1 / CGFloat(\(count))"
        return axis == .horizontal ? ".fractionalWidth(\(fraction))" : ".fractionalHeight(\(fraction))"
    }
}

/// The small values of the API, as expressions.
extension SectionCode {

    static func dimension(_ dimension: Dimension) -> String {
        switch dimension {
        case .fractionalWidth(let value): return ".fractionalWidth(\(SwiftSyntax.fraction(value)))"
        case .fractionalHeight(let value): return ".fractionalHeight(\(SwiftSyntax.fraction(value)))"
        case .absolute(let value): return ".absolute(\(SwiftSyntax.number(value)))"
        case .estimated(let value): return ".estimated(\(SwiftSyntax.number(value)))"
        case .uniformAcrossSiblings(let value): return ".uniformAcrossSiblings(estimate: \(SwiftSyntax.number(value)))"
        case .container(let length, let estimated):
            return ".\(estimated ? "estimated" : "absolute")(environment.container.\(length.expressionText))"
        }
    }

    static func spacing(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let value): return ".fixed(\(SwiftSyntax.number(value)))"
        case .flexible(let value): return ".flexible(\(SwiftSyntax.number(value)))"
        }
    }

    static func insets(_ insets: DirectionalInsets) -> SwiftExpression {
        .call("NSDirectionalEdgeInsets", [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
                                          ("trailing", insets.trailing)].map { ($0.0, .atom(SwiftSyntax.number($0.1))) })
    }

    static func point(_ point: Point) -> SwiftExpression {
        .call("CGPoint", [("x", .atom(SwiftSyntax.number(point.x))), ("y", .atom(SwiftSyntax.number(point.y)))])
    }

    static func rect(_ rect: Rect) -> SwiftExpression {
        .call("CGRect", [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)].map {
            ($0.0, .atom(SwiftSyntax.number($0.1)))
        })
    }

    static func anchor(_ anchor: Anchor) -> SwiftExpression {
        let edges = SwiftExpression.atom("[" + Edge.allCases.filter(anchor.edges.contains).map { "." + $0.rawValue }.joined(separator: ", ") + "]")
        switch anchor.offset {
        case .absolute(let offset) where offset == .zero:
            return .call("NSCollectionLayoutAnchor", [("edges", edges)])
        case .absolute(let offset):
            return .call("NSCollectionLayoutAnchor", [("edges", edges), ("absoluteOffset", Self.point(offset))])
        case .fractional(let offset):
            return .call("NSCollectionLayoutAnchor", [("edges", edges), ("fractionalOffset", Self.point(offset))])
        }
    }
}
