import LayoutEngine

/// A `sections` entry's keys taken apart (Docs/SpecFormat.md, "sections"): what names the section,
/// its `items` and `orthogonalOffset`, which no base section gives, and its SECTION keys over the
/// base section's, key by key, with `adapt` set apart.
struct SectionEntryKeys {
    /// `name` (what generated code calls the section) and the older `id` say the same: one of them.
    var name: Field?
    var id: Field?
    var items: Field?
    var offset: Field?
    /// `noSection: true`: the section provider returns nil here (Docs/SpecFormat.md, "sections").
    var noSection: Field?
    /// The entry's own SECTION keys: none makes the entry the base section itself.
    var own: [String: Field]
    /// The base section's keys overridden by the entry's, `adapt` left out.
    var merged: [String: Field]
    var adapt: Field?

    init(_ entry: Field, base: [String: Field]) throws(Diagnostics) {
        own = try entry.members(allowed: SpecKeys.sectionEntry.names)
        name = own.removeValue(forKey: "name")
        id = own.removeValue(forKey: "id")
        if let name, id != nil { throw name.fail(.conflictingKeys(.nameAndID)) }
        items = own.removeValue(forKey: "items")
        offset = own.removeValue(forKey: "orthogonalOffset")
        noSection = own.removeValue(forKey: "noSection")
        merged = base.merging(own) { _, entryValue in entryValue }
        adapt = merged.removeValue(forKey: "adapt")
    }

    /// Where the section is named, whichever key names it.
    var naming: Field? { id ?? name }
}

extension SpecDecoder {
    /// A section's definitions: as written, and for each `adapt` entry; the keys of the first entry
    /// whose condition holds here; and, for the base section, the section as solved.
    struct SectionDefinitions {
        /// Nil only when it could not be decoded (its error is then among the section's).
        var standard: SectionDefinition?
        var variants: [SectionVariant] = []
        var chosen: [String: Field]?
        /// The section as solved, made for the first entry of the base section at a position: the
        /// others copy it, sharing its definition (a layout of ten thousand such sections holds it
        /// once), and set their items.
        var spec: SectionSpec?
    }

    /// The base section as decoded for one position in the layout (list insets differ for the
    /// first and last): decoded once for each position, and reused.
    struct BaseSection {
        var position: ListSection.Position
        var definitions: SectionDefinitions
    }

    /// A `sections` entry: the base `section` keys, overridden key by key by the entry's, then by
    /// the first `adapt` entry whose condition holds (UIKit's section provider). Every `adapt`
    /// entry is decoded and checked, holding or not; the section's keys, its items, its offset and
    /// its name are decoded independently, so that an error in each is reported
    /// (Docs/SpecFormat.md, "sections"). `position` is the section's place in the layout; `work`
    /// adds up what the sections ask of the solver (GroupWork; Docs/CLI.md, "Limits").
    static func decodeSection(_ entry: Field, in context: SectionContext, position: ListSection.Position, flagOffset: Double?,
                              baseSections: inout [BaseSection],
                              work: inout LayoutWork) throws(Diagnostics)
        -> (spec: SectionSpec, groupSource: SpecLocation, description: SectionDescription) {
        let keys = try SectionEntryKeys(entry, base: context.base)
        if let noSection = keys.noSection, try noSection.bool() { return try providedNoSection(keys, entry: entry, in: context) }
        var errors = Diagnostics()
        let definitions = try sectionDefinitions(keys, entry: entry, in: context, position: position, baseSections: &baseSections,
                                                 errors: &errors)
        let rows = sectionItems(keys.items, of: entry, errors: &errors)
        let writtenOffset = orthogonalOffset(keys.offset, errors: &errors)
        let name = sectionName(keys, errors: &errors)
        // A part that could not be decoded has its error in `errors`.
        guard !errors.hasErrors, let standard = definitions.standard, let rows else { throw errors }
        let offset = flagOffset ?? writtenOffset
        let description = SectionDescription(items: rows.items, orthogonalOffset: offset, location: entry.location,
                                             id: name, idLocation: keys.naming?.location, standard: standard,
                                             variants: definitions.variants, accessoryLocations: rows.accessoryLocations)
        var spec: SectionSpec
        if let shared = definitions.spec {
            spec = shared
        } else {
            // A section without `adapt` entries is the one it is written as, in every environment.
            let definition = description.variants.isEmpty ? description.standard
                : description.definition(in: context.decidingEnvironment(), configuration: context.configuration)
            spec = SectionSpec(section: definition.section, items: rows.items, list: definition.list)
            if keys.own.isEmpty, let base = baseSections.firstIndex(where: { $0.position == position }) {
                baseSections[base].definitions.spec = spec
            }
        }
        spec.items = rows.items
        spec.orthogonalOffset = offset
        let fields = definitions.chosen ?? keys.merged
        try addWork(of: spec, group: fields["group"], entry: entry, in: context, to: &work)
        SectionWarnings(section: spec, entry: entry, fields: fields, items: keys.items, offset: keys.offset, flagOffset: flagOffset).check()
        let groupField = fields["group"] ?? entry
        return (spec, SpecLocation(path: groupField.path, position: groupField.node.position), description)
    }

    /// The section as written and as each `adapt` entry makes it. An entry with no section keys of
    /// its own is the base section itself: decoded once for each position, kept in `baseSections`
    /// and reused. A key of the base section that is wrong is wrong in every variant: said once.
    static func sectionDefinitions(_ keys: SectionEntryKeys, entry: Field, in context: SectionContext, position: ListSection.Position,
                                   baseSections: inout [BaseSection], errors: inout Diagnostics) throws(Diagnostics) -> SectionDefinitions {
        if keys.own.isEmpty, let reused = baseSections.first(where: { $0.position == position }) { return reused.definitions }
        var definitions = try adaptVariants(keys, entry: entry, in: context, position: position, errors: &errors)
        do throws(Diagnostics) {
            definitions.standard = try decodeSectionKeys(keys.merged, entry: entry, in: context, position: position)
        } catch where !errors.errors.contains(error.errors) { errors.report(error) } catch {}
        if keys.own.isEmpty, !errors.hasErrors, definitions.standard != nil {
            baseSections.append(BaseSection(position: position, definitions: definitions))
        }
        return definitions
    }

    /// The `adapt` entries, each decoded and checked whether or not its condition holds, and the
    /// keys of the first that holds here: UIKit's section provider (Docs/SpecFormat.md, "sections").
    /// An entry's SECTION keys replace the section's; its path keys (`group.count`) replace one
    /// nested value, checked where it lands. A malformed entry stops the section; a definition's
    /// error is kept, once, and the next entry still decoded.
    static func adaptVariants(_ keys: SectionEntryKeys, entry: Field, in context: SectionContext, position: ListSection.Position,
                              errors: inout Diagnostics) throws(Diagnostics) -> SectionDefinitions {
        var definitions = SectionDefinitions()
        for candidate in try keys.adapt?.elements() ?? [] {
            let (plain, overrides) = try candidate.adaptEntryParts()
            var adapted = try plain.members(allowed: SpecKeys.adaptEntry.names)
            guard let when = adapted.removeValue(forKey: "when") else { throw candidate.fail(.missingKey(key: "when")) }
            let condition = try AdaptCondition(when)
            var fields = keys.merged.merging(adapted) { _, adapted in adapted }
            for override in overrides { try override.apply(to: &fields, sectionKeys: SpecKeys.section.names.filter { $0 != "adapt" }) }
            do throws(Diagnostics) {
                definitions.variants.append(SectionVariant(condition: condition, definition: try decodeSectionKeys(
                    fields, entry: entry, in: context, position: position)))
            } catch where !errors.errors.contains(error.errors) { errors.report(error) } catch {}
            if definitions.chosen == nil && condition.holds(in: context.decidingEnvironment(), configuration: context.configuration) {
                definitions.chosen = fields
            }
        }
        return definitions
    }

    /// The section's `items`, required: a count or a list of item entries (Docs/SpecFormat.md,
    /// "sections"), with where each row's accessories are written. Decoded whatever else is wrong,
    /// so that its errors are reported too.
    static func sectionItems(_ items: Field?, of entry: Field,
                             errors: inout Diagnostics) -> (items: SectionItems, accessoryLocations: [Int: [SpecLocation]])? {
        do throws(Diagnostics) {
            guard let items else { throw entry.fail(.missingItems) }
            return try items.sectionRows()
        } catch {
            errors.report(error)
            return nil
        }
    }

    /// The entry's `orthogonalOffset`, SectionSpec's default when not written (Docs/SpecFormat.md, "sections").
    static func orthogonalOffset(_ offset: Field?, errors: inout Diagnostics) -> Double {
        do throws(Diagnostics) { return try offset?.number() ?? ModelDefaults.sectionSpec.orthogonalOffset } catch {
            errors.report(error)
            return ModelDefaults.sectionSpec.orthogonalOffset
        }
    }

    /// What names the section (Docs/SpecFormat.md, "sections"): a `name` is one generated Swift can
    /// use; an `id` any non-empty string, kept as written (it is no element kind: UIKit's kind
    /// aliases do not apply to it).
    static func sectionName(_ keys: SectionEntryKeys, errors: inout Diagnostics) -> String? {
        do throws(Diagnostics) {
            if let name = keys.name { return try name.codeName() }
            return try keys.id?.nonEmptyString(.sectionID)
        } catch {
            errors.report(error)
            return nil
        }
    }

    /// Adds what the section asks of the solver to the layout's (GroupWork; Docs/CLI.md, "Limits"):
    /// a group too costly alone is refused at the group; the layout's total, at the entry that
    /// takes it over.
    static func addWork(of spec: SectionSpec, group: Field?, entry: Field, in context: SectionContext,
                        to work: inout LayoutWork) throws(Diagnostics) {
        switch GroupWork.measure(spec.section, in: context.measuringEnvironment, configuration: context.configuration) {
        case .failure(let excess):
            throw (group ?? entry).tooMuchWork(excess)
        case .success(let measure):
            if let limit = work.add(measure, section: spec.section, items: spec.items.count) { throw entry.fail(.tooMuchWork(limit)) }
        }
    }

    /// A section's definition from its SECTION keys: made from its group or from its list
    /// configuration (`groupOrList`), with the other keys on top (`applySectionKeys`). A list
    /// section's metrics are the environment's (Docs/Lists.md).
    static func decodeSectionKeys(_ fields: [String: Field], entry: Field, in context: SectionContext,
                                  position: ListSection.Position) throws(Diagnostics) -> SectionDefinition {
        var section: Section
        let list = try groupOrList(fields, entry: entry, layoutList: context.layoutList)
        if let list {
            section = ListSection.make(list, in: context.decidingEnvironment(), position: position)
        } else {
            section = Section(group: try fields.required("group", in: entry).group())
        }
        try applySectionKeys(fields, to: &section)
        return SectionDefinition(section: section, list: list, keys: fields.mapValues(\.location))
    }

    /// The list configuration a section is built from, or nil for one built from its `group`: a
    /// section takes one of them, its own `list`, else the layout's (Docs/SpecFormat.md, "SECTION"),
    /// as `NSCollectionLayoutSection.list(using:layoutEnvironment:)` builds it.
    static func groupOrList(_ fields: [String: Field], entry: Field, layoutList: ListConfiguration?) throws(Diagnostics) -> ListConfiguration? {
        switch (fields["group"], fields["list"]) {
        case (.some(let group), nil):
            if layoutList != nil { throw group.fail(.groupInListLayout) }
            return nil
        case (nil, .some(let field)):
            return try field.listConfiguration()
        case (nil, nil):
            guard let layoutList else { throw entry.fail(.missingGroupOrList) }
            return layoutList
        case (.some, .some(let field)):
            throw field.fail(.conflictingKeys(.groupAndList))
        }
    }

    /// The SECTION keys other than `group` and `list` (Docs/SpecFormat.md, "SECTION"), applied to
    /// the section its group or list makes, as edits of that section are in UIKit.
    static func applySectionKeys(_ fields: [String: Field], to section: inout Section) throws(Diagnostics) {
        if let f = fields["contentInsets"] { section.contentInsets = try f.insets() }
        if let f = fields["interGroupSpacing"] { section.interGroupSpacing = try f.nonNegativeNumber() }
        if let f = fields["orthogonalScrollingBehavior"] { section.orthogonalScrollingBehavior = try f.choice(OrthogonalScrollingBehavior.self) }
        if let f = fields["boundarySupplementaryItems"] { section.boundarySupplementaryItems = try f.boundaryItems() }
        if let f = fields["decorationItems"] { section.decorationItems = try f.decorationItems() }
        if let f = fields["supplementariesFollowContentInsets"] { section.supplementariesFollowContentInsets = try f.bool() }
        if let f = fields["contentInsetsReference"] { section.contentInsetsReference = try f.choice(ContentInsetsReference.self) }
        if let f = fields["supplementaryContentInsetsReference"] {
            if fields["supplementariesFollowContentInsets"] != nil {
                throw f.fail(.conflictingKeys(.supplementaryInsetsReference))
            }
            section.supplementaryContentInsetsReference = try f.choice(ContentInsetsReference.self)
        }
    }
}
