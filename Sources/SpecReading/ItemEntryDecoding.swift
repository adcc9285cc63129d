import LayoutEngine

extension Field {
    /// `items`: a count, or a list of item entries (outline children flattened to the visible rows),
    /// and where each visible row's accessories are written.
    func sectionRows() throws(Diagnostics) -> (items: SectionItems, accessoryLocations: [Int: [SpecLocation]]) {
        if node.number != nil { return (SectionItems(count: try integer(in: 0...SpecLimits.maximumItems)), [:]) }
        guard case .array(let nodes) = node.storage else {
            if case .string(let text) = node.storage { throw fail(.countWrittenAsString(text: text)) }
            throw fail(.wrongType(expected: .countOrEntries, found: node.typeName))
        }
        var rows: [ItemEntry] = []
        rows.reserveCapacity(nodes.count)
        var accessoryLocations: [Int: [SpecLocation]] = [:]
        var hasChildren = false
        try appendRows(into: &rows, accessoryLocations: &accessoryLocations, hasChildren: &hasChildren, level: 0)
        // Rows below the top level come only from `children`: without any, the rows are no outline.
        if !hasChildren {
            for index in rows.indices { rows[index].level = nil }
        }
        return (SectionItems(entries: rows), accessoryLocations)
    }

    /// Appends the visible rows of an item-entry list: an entry, then its children while expanded;
    /// `hasChildren` is set when an entry gives `children` (the rows are then an outline). A plain
    /// entry (`id`, `width`, `height`, each valid) is read straight from its node; any other goes
    /// through `members(allowed:)` and the typed reads, which say what is wrong and where.
    private func appendRows(into rows: inout [ItemEntry], accessoryLocations: inout [Int: [SpecLocation]],
                            hasChildren: inout Bool, level: Int) throws(Diagnostics) {
        guard level < SpecLimits.maximumOutlineDepth else { throw fail(.tooMany(.outlineDepth)) }
        guard case .array(let nodes) = node.storage else { throw fail(.wrongType(expected: .list, found: node.typeName)) }
        for (index, node) in nodes.enumerated() {
            if let row = Self.plainRow(node, level: level), rows.count < SpecLimits.maximumItems {
                rows.append(row)
                continue
            }
            let entry = element(index, node)
            let fields = try entry.members(allowed: SpecKeys.itemEntry.names)
            rows.append(ItemEntry(id: try fields["id"]?.string(), width: try fields["width"]?.nonNegativeNumber(),
                                  height: try fields["height"]?.nonNegativeNumber(), level: level,
                                  content: try fields["content"]?.listContent()))
            if let content = fields["content"], let accessories = content.node["accessories"] {
                accessoryLocations[rows.count - 1] = try content.child("accessories", accessories).elements().map(\.location)
            }
            guard rows.count <= SpecLimits.maximumItems else { throw entry.fail(.tooMany(.items)) }
            let expanded = try fields["expanded"]?.bool() ?? ModelDefaults.expanded
            if let children = fields["children"] {
                hasChildren = true
                // Collapsed children are still validated: a typo should not wait for the row to open.
                if expanded {
                    try children.appendRows(into: &rows, accessoryLocations: &accessoryLocations, hasChildren: &hasChildren,
                                            level: level + 1)
                } else {
                    var hidden: [ItemEntry] = []
                    var hiddenLocations: [Int: [SpecLocation]] = [:]
                    try children.appendRows(into: &hidden, accessoryLocations: &hiddenLocations, hasChildren: &hasChildren,
                                            level: level + 1)
                }
            }
        }
    }

    /// An entry of nothing but a string `id` and lengths `width` and `height` (each at most once,
    /// within `number()`'s range and not negative), as the typed reads would decode it; nil for
    /// any other entry. Most entries are such, and need no field, path or dictionary of their own.
    private static func plainRow(_ node: DocumentNode, level: Int) -> ItemEntry? {
        guard case .object(let members) = node.storage, members.count <= 3 else { return nil }
        var id: String?, width: Double?, height: Double?
        for member in members {
            if case .string(let text) = member.value.storage, id == nil, member.key == "id" {
                id = text
                continue
            }
            guard let length = member.value.number, isPlainLength(length) else { return nil }
            if height == nil, member.key == "height" {
                height = length
            } else if width == nil, member.key == "width" {
                width = length
            } else {
                return nil
            }
        }
        return ItemEntry(id: id, width: width, height: height, level: level)
    }

    /// What `nonNegativeNumber()` accepts.
    private static func isPlainLength(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value <= SpecLimits.maximumLength
    }
}
