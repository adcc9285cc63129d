import LayoutEngine

/// What the command line says of the environment; each given field overrides the spec's.
public struct EnvironmentOverrides: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    public var rightToLeft = false
    public var contentOffset: Point?
    /// Orthogonal offsets by section index (`--orthogonal-offset S=X`), over the spec's `orthogonalOffset`.
    public var orthogonalOffsets: [Int: Double]

    public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, rightToLeft: Bool = false,
                contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.rightToLeft = rightToLeft
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
    }
}

/// A compiled spec: the layout and the environment to solve it in.
public struct CompiledSpec: Sendable, Equatable {
    public var layout: Layout
    public var environment: Environment
}

/// Turns a document tree into the engine's model, validating as it goes (spec-v1.md).
public enum SpecDecoder {
    static let sectionKeys = ["group", "list", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
                              "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets",
                              "contentInsetsReference", "adapt"]

    public static func decode(_ root: DocumentNode, overrides: EnvironmentOverrides = EnvironmentOverrides()) throws(SpecError) -> CompiledSpec {
        // Top-level keys starting with `x-` are the author's own (a place for YAML anchors to share
        // definitions from), as in docker compose files; they are not read.
        var root = root
        if case .object(let members) = root.value {
            root.value = .object(members.filter { !$0.key.hasPrefix("x-") })
        }
        let top = try Field(root, path: "").members(allowed: ["environment", "configuration", "section", "sections", "list"])
        if let list = top["list"] { throw list.fail("list layouts are not supported by this version") }
        let environment = try decodeEnvironment(top["environment"], overrides: overrides)
        let configuration = try top["configuration"].map { f throws(SpecError) in try decodeConfiguration(f) } ?? Configuration()
        let base = try top["section"]?.members(allowed: sectionKeys) ?? [:]
        guard let sectionsField = top["sections"] else {
            throw SpecError(path: "sections", position: root.position, message: "missing 'sections': a layout needs a list of sections")
        }
        let entries = try sectionsField.elements()
        guard entries.count <= SpecLimits.maximumSections else {
            throw sectionsField.fail("more than \(SpecLimits.maximumSections) sections")
        }
        var sections: [SectionSpec] = []
        var totalItems = 0
        for (index, entry) in entries.enumerated() {
            var spec = try decodeSection(entry, base: base, environment: environment)
            if let offset = overrides.orthogonalOffsets[index] { spec.orthogonalOffset = offset }
            totalItems += spec.items.count
            guard totalItems <= SpecLimits.maximumItems else {
                throw entry.fail("more than \(SpecLimits.maximumItems) items in the layout")
            }
            sections.append(spec)
        }
        if let missing = overrides.orthogonalOffsets.keys.filter({ $0 >= sections.count }).min() {
            throw sectionsField.fail("--orthogonal-offset names section \(missing), but the layout has \(sections.count) sections")
        }
        return CompiledSpec(layout: Layout(configuration: configuration, sections: sections), environment: environment)
    }

    static func decodeEnvironment(_ field: Field?, overrides: EnvironmentOverrides) throws(SpecError) -> Environment {
        let fields = try field?.members(allowed: ["width", "height", "scale", "layoutDirection", "horizontalSizeClass",
                                                  "verticalSizeClass", "contentOffset", "safeAreaInsets", "layoutMargins",
                                                  "readableWidth"]) ?? [:]
        // Command-line flags win over the spec, which wins over the defaults.
        func pick<T>(_ flag: T?, _ key: String, _ read: (Field) throws(SpecError) -> T, _ fallback: T) throws(SpecError) -> T {
            if let flag { return flag }
            if let field = fields[key] { return try read(field) }
            return fallback
        }
        let width = try pick(overrides.width, "width", { f throws(SpecError) in try f.positiveLength() }, 390)
        let height = try pick(overrides.height, "height", { f throws(SpecError) in try f.positiveLength() }, 844)
        let scale = try pick(overrides.scale, "scale", { f throws(SpecError) in Double(try f.integer(in: 1...3)) }, 3)
        let offset = try pick(overrides.contentOffset, "contentOffset", { f throws(SpecError) in try f.point() }, .zero)
        let written = try fields["layoutDirection"]?.choice(LayoutDirection.self) ?? .leftToRight
        let direction = overrides.rightToLeft ? .rightToLeft : written
        return Environment(
            width: width, height: height, scale: scale, layoutDirection: direction,
            horizontalSizeClass: try fields["horizontalSizeClass"]?.choice(SizeClass.self),
            verticalSizeClass: try fields["verticalSizeClass"]?.choice(SizeClass.self),
            contentOffset: offset,
            safeAreaInsets: try fields["safeAreaInsets"]?.insets() ?? .zero,
            layoutMargins: try fields["layoutMargins"]?.insets() ?? DirectionalInsets(all: 8),
            readableWidth: try fields["readableWidth"]?.nonNegativeNumber() ?? 672)
    }

    static func decodeConfiguration(_ field: Field) throws(SpecError) -> Configuration {
        let fields = try field.members(allowed: ["scrollDirection", "interSectionSpacing", "contentInsetsReference",
                                                 "boundarySupplementaryItems"])
        var configuration = Configuration()
        if let direction = fields["scrollDirection"] {
            configuration.scrollDirection = try direction.choice(ScrollDirection.self) == .horizontal ? .horizontal : .vertical
        }
        configuration.interSectionSpacing = try fields["interSectionSpacing"]?.nonNegativeNumber() ?? 0
        configuration.contentInsetsReference = try fields["contentInsetsReference"]?.choice(ContentInsetsReference.self) ?? .automatic
        configuration.boundarySupplementaryItems = try fields["boundarySupplementaryItems"]?.boundaryItems() ?? []
        return configuration
    }

    /// A `sections` entry: the base `section` keys, overridden key by key by the entry's, then by
    /// the first `adapt` entry whose condition holds (UIKit's section provider).
    static func decodeSection(_ entry: Field, base: [String: Field], environment: Environment) throws(SpecError) -> SectionSpec {
        var own = try entry.members(allowed: sectionKeys + ["items", "orthogonalOffset"])
        let items = own.removeValue(forKey: "items")
        let offset = own.removeValue(forKey: "orthogonalOffset")
        var merged = base.merging(own) { _, entryValue in entryValue }
        if let adapt = merged.removeValue(forKey: "adapt") {
            for candidate in try adapt.elements() {
                var keys = try candidate.members(allowed: sectionKeys.filter { $0 != "adapt" } + ["when"])
                guard let condition = keys.removeValue(forKey: "when") else { throw candidate.fail("missing 'when'") }
                if try AdaptCondition(condition).holds(in: environment) {
                    merged.merge(keys) { _, adapted in adapted }
                    break
                }
            }
        }
        guard let items else { throw entry.fail("missing 'items': a count or a list of item entries") }
        return SectionSpec(section: try decodeSectionKeys(merged, entry: entry), items: try items.sectionItems(),
                           orthogonalOffset: try offset?.number() ?? 0)
    }

    static func decodeSectionKeys(_ fields: [String: Field], entry: Field) throws(SpecError) -> Section {
        if let list = fields["list"] { throw list.fail("list sections are not supported by this version") }
        guard let groupField = fields["group"] else { throw entry.fail("missing 'group' (here or in the base 'section')") }
        var section = Section(group: try groupField.group())
        section.contentInsets = try fields["contentInsets"]?.insets() ?? .zero
        section.interGroupSpacing = try fields["interGroupSpacing"]?.nonNegativeNumber() ?? 0
        section.orthogonalScrollingBehavior = try fields["orthogonalScrollingBehavior"]?.choice(OrthogonalScrollingBehavior.self) ?? .none
        section.boundarySupplementaryItems = try fields["boundarySupplementaryItems"]?.boundaryItems() ?? []
        section.decorationItems = try fields["decorationItems"]?.decorationItems() ?? []
        section.supplementariesFollowContentInsets = try fields["supplementariesFollowContentInsets"]?.bool() ?? true
        section.contentInsetsReference = try fields["contentInsetsReference"]?.choice(ContentInsetsReference.self)
        return section
    }
}

enum ScrollDirection: String, CaseIterable {
    case vertical, horizontal
}

extension Field {
    func positiveLength() throws(SpecError) -> Double {
        let value = try number()
        guard value > 0 else { throw fail("expected a length > 0, found \(spelled(value))") }
        return value
    }

    /// `items`: a count, or a list of item entries (outline children flattened to the visible rows).
    func sectionItems() throws(SpecError) -> SectionItems {
        if case .number = node.value { return SectionItems(count: try integer(in: 0...SpecLimits.maximumItems)) }
        var rows: [ItemEntry] = []
        try appendRows(into: &rows, level: 0)
        let outline = rows.contains { $0.level != nil && $0.level != 0 } || hasChildren
        if !outline {
            for index in rows.indices { rows[index].level = nil }
        }
        return SectionItems(entries: rows)
    }

    private var hasChildren: Bool {
        guard case .array(let nodes) = node.value else { return false }
        return nodes.contains { $0["children"] != nil }
    }

    /// Appends the visible rows of an item-entry list: an entry, then its children while expanded.
    private func appendRows(into rows: inout [ItemEntry], level: Int) throws(SpecError) {
        guard level < SpecLimits.maximumGroupDepth * 8 else { throw fail("outline nested too deeply") }
        for entry in try elements() {
            let fields = try entry.members(allowed: ["id", "width", "height", "children", "expanded"])
            rows.append(ItemEntry(id: try fields["id"]?.string(), width: try fields["width"]?.nonNegativeNumber(),
                                  height: try fields["height"]?.nonNegativeNumber(), level: level))
            guard rows.count <= SpecLimits.maximumItems else { throw entry.fail("more than \(SpecLimits.maximumItems) items") }
            let expanded = try fields["expanded"]?.bool() ?? false
            if let children = fields["children"] {
                // Collapsed children are still validated: a typo should not wait for the row to open.
                if expanded {
                    try children.appendRows(into: &rows, level: level + 1)
                } else {
                    var hidden: [ItemEntry] = []
                    try children.appendRows(into: &hidden, level: level + 1)
                }
            }
        }
    }
}
