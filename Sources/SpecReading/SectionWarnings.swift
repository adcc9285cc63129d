import LayoutEngine

/// The warnings of one decoded section: what it asks for that UIKit accepts but ignores or lays
/// out nothing for (Docs/CLI.md, "Warnings"). Each is reported at the key that asks for it.
struct SectionWarnings {
    let section: SectionSpec
    let entry: Field
    /// The section's keys after the base `section` and `adapt` are merged in.
    let fields: [String: Field]
    let items: Field?
    let offset: Field?
    /// `--orthogonal-offset` for this section, when the command line gives one.
    let flagOffset: Double?

    func check() {
        checkMeasuredItems()
        checkContentSizing()
        checkOrthogonalOffset()
        checkSectionOfNoSize()
        for key in ["supplementariesFollowContentInsets", "supplementaryContentInsetsReference"] {
            if let follows = fields[key], section.section.boundarySupplementaryItems.isEmpty {
                follows.warn(.noBoundaryItemsToApplyTo)
            }
        }
    }

    /// A size an item entry asks for on an axis no item of the group estimates: UIKit only
    /// self-sizes estimated dimensions (Docs/Semantics.md, "Estimated sizes").
    private func checkMeasuredItems() {
        guard let items, !section.items.entries.isEmpty else { return }
        for axis in [Axis.horizontal, .vertical] {
            let asked = section.items.entries.contains { (axis == .horizontal ? $0.width : $0.height) != nil }
            guard asked, !section.section.group.containsItem(where: { $0.size.dimension(axis).isEstimated }) else { continue }
            let place = items.firstEntry(with: axis.lengthName) ?? items
            place.warn(.itemSizeNotEstimated(axis))
        }
    }

    /// Cell content in a section whose rows cannot self-size: the content is laid out in the row's
    /// frame, which it does not change (Docs/Lists.md, "Cell content").
    private func checkContentSizing() {
        guard let items, section.hasCellContent,
              !section.section.group.containsItem(where: { $0.size.height.isEstimated }) else { return }
        (items.firstEntry(with: "content") ?? items).warn(.contentDoesNotSelfSize)
    }

    private func checkOrthogonalOffset() {
        guard section.section.orthogonalScrollingBehavior == .none else { return }
        if let flagOffset {
            entry.warn(.orthogonalOffsetFlagIgnored(value: flagOffset))
        } else if let offset {
            offset.warn(.orthogonalOffsetIgnored)
        }
    }

    /// A section with no items and no boundary items has no size, so its decorations are not
    /// shown (Docs/Semantics.md, "Decorations").
    private func checkSectionOfNoSize() {
        guard section.items.count == 0, section.section.boundarySupplementaryItems.isEmpty,
              !section.section.decorationItems.isEmpty, let decorations = fields["decorationItems"] else { return }
        decorations.warn(.decorationsNotShown)
    }
}

extension Group {
    /// Whether any item the group holds, at any depth, satisfies `predicate`.
    func containsItem(where predicate: (Item) -> Bool) -> Bool {
        subitems.contains { subitem in
            switch subitem {
            case .item(let item): return predicate(item)
            case .group(let group): return group.containsItem(where: predicate)
            }
        }
    }
}

extension Field {
    /// The first item entry (children included) that gives `key`, as a field at that key.
    func firstEntry(with key: String) -> Field? {
        guard case .array = node.value, let entries = try? elements() else { return nil }
        for entry in entries {
            guard case .object(let members) = entry.node.value else { continue }
            if let member = members.first(where: { $0.key == key }) { return entry.child(key, member.value) }
            if let children = members.first(where: { $0.key == "children" }),
               let found = entry.child("children", children.value).firstEntry(with: key) {
                return found
            }
        }
        return nil
    }

    /// Warns about the axes of a `measured` size that its view's size does not estimate.
    func warnIgnoredMeasurement(_ measured: MeasuredSize, size: LayoutSize) {
        for (axis, value, dimension) in [(Axis.horizontal, measured.width, size.width), (.vertical, measured.height, size.height)]
            where value != nil && !dimension.isEstimated {
            let field: Field
            if case .object(let members) = node.value, let member = members.first(where: { $0.key == axis.lengthName }) {
                field = child(axis.lengthName, member.value)
            } else {
                field = self
            }
            field.warn(.measuredNotEstimated(axis))
        }
    }
}
