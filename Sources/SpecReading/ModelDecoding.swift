import LayoutEngine

/// GROUP, ITEM and the supplementary and decoration items of the spec format (Docs/SpecFormat.md).
extension Field {
    func group(depth: Int = 0) throws(Diagnostics) -> Group {
        guard depth < SpecLimits.maximumGroupDepth else {
            throw fail(.tooMany(.groupDepth))
        }
        let fields = try members(allowed: SpecKeys.group.names)
        let axis = try fields["axis"]?.choice(GroupAxis.self) ?? ModelDefaults.groupAxis
        // A key left out keeps the initializer's default.
        var group = Group(layout: .horizontal, size: try fields.required("size", in: self).layoutSize())
        if let f = fields["interItemSpacing"] { group.interItemSpacing = try f.spacing() }
        if let f = fields["contentInsets"] { group.contentInsets = try f.insets() }
        if let f = fields["edgeSpacing"] { group.edgeSpacing = try f.edgeSpacing() }
        if let f = fields["supplementaryItems"] { group.supplementaryItems = try f.supplementaryItems() }
        group.name = try fields["name"]?.codeName()

        if axis == .custom {
            guard let frames = fields["frames"] else { throw fail(.customGroupNeedsFrames) }
            for key in ["subitems", "count", "repeatingCount"] {
                if let misplaced = fields[key] { throw misplaced.fail(.customGroupKey(key)) }
            }
            group.layout = .custom(try frames.customFrames())
            for key in ["interItemSpacing", "contentInsets"] {
                fields[key]?.warn(.ignoredByCustomGroup)
            }
            return group
        }
        if let frames = fields["frames"] { throw frames.fail(.framesOutsideCustomGroup) }
        group.layout = axis == .vertical ? .vertical : .horizontal
        let subitems = try fields.required("subitems", in: self)
        let list = try subitems.elements()
        guard !list.isEmpty else { throw subitems.fail(.noSubitems) }
        var decoded: [LayoutItem] = []
        for entry in list { decoded.append(try entry.subitem(depth: depth)) }
        group.subitems = decoded
        if let count = fields["count"] {
            guard list.count == 1 else { throw count.fail(.repetitionNeedsOneSubitem(key: "count", found: list.count)) }
            group.count = try count.integer(in: 1...SpecLimits.maximumRepetitions)
        }
        group.repeatingCount = try fields["repeatingCount"].map { field throws(Diagnostics) in
            try field.repeatingCount(subitems: list.count, count: fields["count"])
        }
        return group
    }

    /// `repeatingCount`: iOS 16's `repeatingSubitem:count:`, which repeats one subitem and cannot be
    /// given with `count` (`subitem:count:`, which resizes it).
    func repeatingCount(subitems: Int, count: Field?) throws(Diagnostics) -> Int {
        if count != nil {
            throw fail(.conflictingKeys(.countAndRepeatingCount))
        }
        guard subitems == 1 else { throw fail(.repetitionNeedsOneSubitem(key: "repeatingCount", found: subitems)) }
        return try integer(in: 1...SpecLimits.maximumRepetitions)
    }

    /// The error for a group (this field, or the nested group `excess` leads to) whose repetitions,
    /// multiplied across nesting, hold more cells than the solver takes (Docs/CLI.md, "Limits").
    func tooMuchWork(_ excess: GroupWork.Excess) -> Diagnostics {
        var group = self
        for index in excess.subitemPath {
            guard case .array(let entries)? = group.node["subitems"]?.value, index < entries.count,
                  let nested = entries[index]["group"] else { break }
            group = group.child("subitems[\(index)].group", nested)
        }
        switch excess.limit {
        case .cells: return group.fail(.tooMuchWork(.groupCells))
        case .steps: return group.fail(.tooMuchWork(.groupSteps))
        }
    }

    /// `{item: ITEM}` or `{group: GROUP}`.
    func subitem(depth: Int) throws(Diagnostics) -> LayoutItem {
        let fields = try members(allowed: SpecKeys.subitem.names)
        switch (fields["item"], fields["group"]) {
        case (.some(let item), nil): return .item(try item.item())
        case (nil, .some(let group)): return .group(try group.group(depth: depth + 1))
        default: throw fail(.itemOrGroup)
        }
    }

    func item() throws(Diagnostics) -> Item {
        let fields = try members(allowed: SpecKeys.item.names)
        // A key left out keeps the initializer's default.
        var item = Item(size: try fields.required("size", in: self).layoutSize())
        if let f = fields["contentInsets"] { item.contentInsets = try f.insets() }
        if let f = fields["edgeSpacing"] { item.edgeSpacing = try f.edgeSpacing() }
        if let f = fields["supplementaryItems"] { item.supplementaryItems = try f.supplementaryItems() }
        item.name = try fields["name"]?.codeName()
        // UIKit takes no item insets off an estimated axis (Docs/Semantics.md, "Estimated sizes").
        let insets = item.contentInsets
        for (axis, ignored) in [(Axis.horizontal, insets.leading != 0 || insets.trailing != 0), (.vertical, insets.top != 0 || insets.bottom != 0)]
            where ignored && item.size.dimension(axis).isEstimated {
            fields["contentInsets"]?.warn(.insetsOnEstimatedAxis(axis))
        }
        return item
    }

    func customFrames() throws(Diagnostics) -> [CustomFrame] {
        let list = try elements()
        guard !list.isEmpty else { throw fail(.noCustomFrames) }
        guard list.count <= SpecLimits.maximumRepetitions else {
            throw fail(.tooMany(.customFrames))
        }
        var frames: [CustomFrame] = []
        for entry in list {
            let fields = try entry.members(allowed: SpecKeys.customFrame.names)
            frames.append(CustomFrame(
                frame: Rect(x: try fields.required("x", in: entry).number(), y: try fields.required("y", in: entry).number(),
                            width: try fields.required("width", in: entry).nonNegativeNumber(),
                            height: try fields.required("height", in: entry).nonNegativeNumber()),
                zIndex: try fields["zIndex"]?.zIndex() ?? ModelDefaults.customFrame.zIndex))
        }
        return frames
    }

    func supplementaryItems() throws(Diagnostics) -> [SupplementaryItem] {
        var items: [SupplementaryItem] = []
        for entry in try elements() {
            let fields = try entry.members(allowed: SpecKeys.supplementaryItem.names)
            var item = SupplementaryItem(
                kind: try fields.required("kind", in: entry).kindName(), size: try fields.required("size", in: entry).layoutSize(),
                containerAnchor: try fields.required("containerAnchor", in: entry).anchor(),
                itemAnchor: try fields["itemAnchor"]?.anchor(), zIndex: try fields["zIndex"]?.zIndex() ?? ModelDefaults.supplementaryItem.zIndex,
                measured: try fields["measured"]?.measuredSize() ?? ModelDefaults.supplementaryItem.measured)
            item.name = try fields["name"]?.codeName()
            fields["measured"]?.warnIgnoredMeasurement(item.measured, size: item.size)
            items.append(item)
        }
        return items
    }

    func boundaryItems() throws(Diagnostics) -> [BoundaryItem] {
        var items: [BoundaryItem] = []
        for entry in try elements() {
            let fields = try entry.members(allowed: SpecKeys.boundaryItem.names)
            let kind = try fields.required("kind", in: entry).kindName()
            if items.contains(where: { $0.kind == kind }) {
                throw entry.fail(.repeatedBoundaryKind(kind))
            }
            var item = BoundaryItem(
                kind: kind, size: try fields.required("size", in: entry).layoutSize(),
                alignment: try fields.required("alignment", in: entry).choice(BoundaryAlignment.self),
                absoluteOffset: try fields["absoluteOffset"]?.point() ?? ModelDefaults.boundaryItem.absoluteOffset,
                extendsBoundary: try fields["extendsBoundary"]?.bool() ?? ModelDefaults.boundaryItem.extendsBoundary,
                pinToVisibleBounds: try fields["pinToVisibleBounds"]?.bool() ?? ModelDefaults.boundaryItem.pinToVisibleBounds,
                zIndex: try fields["zIndex"]?.zIndex() ?? ModelDefaults.boundaryItem.zIndex,
                measured: try fields["measured"]?.measuredSize() ?? ModelDefaults.boundaryItem.measured)
            item.name = try fields["name"]?.codeName()
            fields["measured"]?.warnIgnoredMeasurement(item.measured, size: item.size)
            items.append(item)
        }
        return items
    }

    func decorationItems() throws(Diagnostics) -> [DecorationItem] {
        var items: [DecorationItem] = []
        for entry in try elements() {
            let fields = try entry.members(allowed: SpecKeys.decorationItem.names)
            items.append(DecorationItem(kind: try fields.required("kind", in: entry).kindName(),
                                        contentInsets: try fields["contentInsets"]?.insets() ?? ModelDefaults.decorationItem.contentInsets,
                                        zIndex: try fields["zIndex"]?.zIndex() ?? ModelDefaults.decorationItem.zIndex))
        }
        return items
    }

    /// An element kind: a non-empty string, as UIKit's elementKind. UIKit's own header and footer
    /// kinds may be written as Swift names them, `UICollectionView.elementKindSectionHeader` and
    /// `…Footer`: aliases of their strings.
    func kindName() throws(Diagnostics) -> String {
        let kind = try nonEmptyString(.kind)
        switch kind {
        case "UICollectionView.elementKindSectionHeader": return ListSection.headerKind
        case "UICollectionView.elementKindSectionFooter": return ListSection.footerKind
        default: return kind
        }
    }

    /// A string that must not be empty, kept as written; `role` says what it is in the error.
    func nonEmptyString(_ role: SpecMessage.NameRole) throws(Diagnostics) -> String {
        let value = try string()
        guard !value.isEmpty else { throw fail(.emptyName(role)) }
        return value
    }

    /// A `name`: what generated code calls a section, item, group or supplementary
    /// (`featured-apps` → `featuredApps`, `makeFeaturedAppsSection`): ASCII letters first, then
    /// letters, digits, `-`, `_` or spaces.
    func codeName() throws(Diagnostics) -> String {
        let name = try string()
        guard let first = name.first, first.isASCII, first.isLetter, name.count <= 100,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " ") }) else {
            throw fail(.invalidCodeName)
        }
        return name
    }
}
