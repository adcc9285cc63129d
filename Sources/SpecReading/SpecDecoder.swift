import LayoutEngine

/// Turns a document tree into the engine's model, validating as it goes (Docs/SpecFormat.md).
public enum SpecDecoder {
    /// Decodes a spec, reporting every independent error (each section, each top-level key) rather
    /// than the first only, and collecting warnings for what UIKit would ignore (Docs/CLI.md, "Warnings").
    public static func decode(_ root: DocumentNode, overrides: EnvironmentOverrides = EnvironmentOverrides()) throws(Diagnostics) -> CompiledSpec {
        try decode(root, path: "", overrides: overrides)
    }

    /// A layout document at `path`: the whole spec (""), or a screen column's inline `layout`,
    /// whose errors then name their place in the screen spec.
    static func decode(_ root: DocumentNode, path: String, overrides: EnvironmentOverrides) throws(Diagnostics) -> CompiledSpec {
        try describe(root, path: path, overrides: overrides).compiled()
    }

    /// The spec as written, decoded in the same pass: every section with all its `adapt` entries
    /// (each checked, whether or not it holds here), every key with where it was written.
    public static func describe(_ root: DocumentNode, overrides: EnvironmentOverrides = EnvironmentOverrides()) throws(Diagnostics) -> LayoutDescription {
        try describe(root, path: "", overrides: overrides)
    }

    static func describe(_ root: DocumentNode, path: String, overrides: EnvironmentOverrides) throws(Diagnostics) -> LayoutDescription {
        if case .null = root.value {
            throw Diagnostics(SpecError(path: "", position: nil, .emptySpec))
        }
        let root = withoutAuthorKeys(root)
        let log = DiagnosticLog()
        /// Runs one independent part of the decoding; its errors are kept and the next part still runs.
        func attempt<T>(_ part: () throws(Diagnostics) -> T) -> T? {
            do { return try part() } catch {
                log.diagnostics.report(error)
                return nil
            }
        }
        /// The errors found so far and `error`, after them.
        func failure(_ error: Diagnostics) -> Diagnostics {
            log.diagnostics.report(error)
            return log.diagnostics
        }
        let document = Field(root, path: path, log: log)
        let top = try document.members(allowed: SpecKeys.layout.names)
        let environment = attempt { () throws(Diagnostics) in try decodeEnvironment(top["environment"], overrides: overrides) } ?? Environment()
        // A whole-layout list (UICollectionViewCompositionalLayout.list(using:)): every section is one.
        let layoutList = attempt { () throws(Diagnostics) in try top["list"]?.listConfiguration() } ?? nil
        // The keys written under `configuration`, read once: decoded here, their places kept for the description.
        var configurationFields: [String: Field] = [:]
        let configuration = attempt { () throws(Diagnostics) in
            configurationFields = try top["configuration"]?.members(allowed: SpecKeys.configuration.names) ?? [:]
            return try decodeConfiguration(configurationFields)
        } ?? Configuration()
        let base = attempt { () throws(Diagnostics) in try top["section"]?.members(allowed: SpecKeys.section.names) ?? [:] } ?? [:]
        guard let sectionsField = top["sections"] else {
            throw failure(Diagnostics(SpecError(path: document.child("sections", root).path, position: root.position, .missingSections)))
        }
        let entries: [Field]
        do {
            entries = try sectionsField.elements()
        } catch {
            throw failure(error)
        }
        guard entries.count <= SpecLimits.maximumSections else {
            throw failure(sectionsField.fail(.tooMany(.sections)))
        }
        var sections: [SectionSpec] = []
        sections.reserveCapacity(entries.count)
        var descriptions: [SectionDescription] = []
        descriptions.reserveCapacity(entries.count)
        var sectionOfID: [String: Int] = [:]
        var groupSources: [SpecLocation] = []
        var totalItems = 0
        var baseSections: [BaseSection] = []
        var work = LayoutWork()
        for (index, entry) in entries.enumerated() {
            // Taken apart at once: each use of a part of the tuple would copy the whole of it.
            guard case let (spec, groupSource, description)? = attempt({ () throws(Diagnostics) in
                try decodeSection(entry, base: base, environment: environment, configuration: configuration,
                                  layoutList: layoutList, position: ListSection.Position(index: index, count: entries.count),
                                  flagOffset: overrides.orthogonalOffsets[index], baseSections: &baseSections, work: &work)
            }) else {
                // Past the layout's work limit the rest is not decoded: it would cost as much again.
                if work.isOverLimit { break }
                continue
            }
            totalItems += spec.items.count
            guard totalItems <= SpecLimits.maximumItems else {
                throw failure(entry.fail(.tooMany(.layoutItems)))
            }
            if let id = description.id {
                if let other = sectionOfID[id] {
                    log.diagnostics.report(entry.fail(.duplicateSectionName(name: id, other: other)))
                } else {
                    sectionOfID[id] = index
                }
            }
            sections.append(spec)
            descriptions.append(description)
            groupSources.append(groupSource)
        }
        if log.diagnostics.hasErrors { throw log.diagnostics }
        log.diagnostics.removeRepeatedWarnings()
        let compiled = CompiledSpec(layout: Layout(configuration: configuration, sections: sections), environment: environment,
                                    warnings: log.diagnostics.warnings, groupSources: groupSources)
        return LayoutDescription(
            environment: environment, configuration: configuration, configurationKeys: configurationFields.mapValues(\.location),
            layoutList: layoutList.flatMap { list in top["list"].map { LayoutListDescription(configuration: list, location: $0.location) } },
            sections: descriptions,
            compiledSpec: compiled)
    }

    /// Top-level keys starting with `x-` are the author's own (a place for YAML anchors to share
    /// definitions from), as in docker compose files; they are not read. Nor is `$schema`, which
    /// names the JSON Schema an editor checks the spec with (Docs/SpecFormat.md, "Editor support").
    public static func withoutAuthorKeys(_ root: DocumentNode) -> DocumentNode {
        var root = root
        if case .object(let members) = root.value {
            root.value = .object(members.filter { !$0.key.hasPrefix("x-") && $0.key != SpecKeys.schemaKey })
        }
        return root
    }

    static func decodeEnvironment(_ field: Field?, overrides: EnvironmentOverrides) throws(Diagnostics) -> Environment {
        let fields = try field?.members(allowed: SpecKeys.environment.names) ?? [:]
        let width = try fields.pick(overrides.width, "width", { f throws(Diagnostics) in try f.positiveLength() }, 390)
        let height = try fields.pick(overrides.height, "height", { f throws(Diagnostics) in try f.positiveLength() }, 844)
        let scale = try fields.pick(overrides.scale, "scale", { f throws(Diagnostics) in Double(try f.integer(in: 1...3)) }, 3)
        let offset = try fields.pick(overrides.contentOffset, "contentOffset", { f throws(Diagnostics) in try f.point() }, .zero)
        let written = try fields["layoutDirection"]?.choice(LayoutDirection.self) ?? .leftToRight
        let direction = overrides.rightToLeft ? .rightToLeft : overrides.layoutDirection ?? written
        // A --device's margins win over the spec's `wideMargins`; without either the idiom and width decide.
        var wideMargins = overrides.wideMargins
        if wideMargins == nil, let field = fields["wideMargins"] { wideMargins = try field.bool() }
        // nil: from the size, as Environment's defaults say.
        var horizontal = overrides.horizontalSizeClass, vertical = overrides.verticalSizeClass
        if horizontal == nil, let f = fields["horizontalSizeClass"] { horizontal = try f.choice(SizeClass.self) }
        if vertical == nil, let f = fields["verticalSizeClass"] { vertical = try f.choice(SizeClass.self) }
        return Environment(
            width: width, height: height, scale: scale, layoutDirection: direction,
            horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            contentOffset: offset,
            safeAreaInsets: try fields.pick(overrides.safeAreaInsets, "safeAreaInsets", { f throws(Diagnostics) in try f.insets() }, .zero),
            layoutMargins: try fields.pick(overrides.layoutMargins, "layoutMargins", { f throws(Diagnostics) in try f.insets() }, DirectionalInsets(all: 8)),
            readableWidth: try fields["readableWidth"]?.nonNegativeNumber() ?? 672,
            idiom: try fields.pick(overrides.idiom, "idiom", { f throws(Diagnostics) in try f.choice(Idiom.self) }, .phone),
            wideMargins: wideMargins,
            contentSizeCategory: try fields.pick(overrides.contentSizeCategory, "contentSizeCategory",
                                                 { f throws(Diagnostics) in try f.contentSizeCategory() }, .large),
            design: try fields.pick(overrides.design, "design", { f throws(Diagnostics) in try f.choice(Design.self) }, .glass))
    }

    /// The layout configuration from the keys written under `configuration`.
    static func decodeConfiguration(_ fields: [String: Field]) throws(Diagnostics) -> Configuration {
        var configuration = Configuration()
        if let direction = fields["scrollDirection"] {
            configuration.scrollDirection = try direction.choice(ScrollDirection.self) == .horizontal ? .horizontal : .vertical
        }
        configuration.interSectionSpacing = try fields["interSectionSpacing"]?.nonNegativeNumber() ?? 0
        configuration.contentInsetsReference = try fields["contentInsetsReference"]?.choice(ContentInsetsReference.self) ?? .automatic
        if let items = fields["boundarySupplementaryItems"] {
            configuration.boundarySupplementaryItems = try items.boundaryItems()
            try warnUnpinned(items)
        }
        return configuration
    }

    /// A layout's own boundary item that asks to be pinned is placed at rest, with a warning: UIKit
    /// pins it to the visible bounds of the layout, which no measured case shows (Docs/Semantics.md,
    /// "Pinned boundary items").
    private static func warnUnpinned(_ items: Field) throws(Diagnostics) {
        for entry in try items.elements() {
            guard let pin = entry.node["pinToVisibleBounds"], case .bool(true) = pin.value else { continue }
            entry.child("pinToVisibleBounds", pin).warn(.unpinnedLayoutBoundaryItem)
        }
    }

    /// The base section as decoded for one position in the layout: its definition, its `adapt`
    /// entries' and the keys of the one that holds.
    struct BaseSection {
        var position: ListSection.Position
        var standard: SectionDefinition
        var variants: [SectionVariant]
        var chosen: [String: Field]?
        /// The section as solved, made for the first entry: the others copy it, sharing its
        /// definition (a layout of ten thousand such sections holds it once), and set their items.
        var spec: SectionSpec?
    }

    /// A `sections` entry: the base `section` keys, overridden key by key by the entry's, then by
    /// the first `adapt` entry whose condition holds (UIKit's section provider). Every `adapt`
    /// entry is decoded and checked, holding or not; the section's keys and its items are decoded
    /// independently, so that an error in each is reported. `position` is the section's place in
    /// the layout (list insets differ for the first and last). An entry with no section keys of its
    /// own is the base section itself: decoded once for each position, kept in `baseSections`.
    /// `work` adds up what the sections ask of the solver (GroupWork; Docs/CLI.md, "Limits").
    static func decodeSection(_ entry: Field, base: [String: Field], environment: Environment, configuration: Configuration,
                              layoutList: ListConfiguration? = nil, position: ListSection.Position = ListSection.Position(),
                              flagOffset: Double? = nil, baseSections: inout [BaseSection],
                              work: inout LayoutWork) throws(Diagnostics)
        -> (spec: SectionSpec, groupSource: SpecLocation, description: SectionDescription) {
        var own = try entry.members(allowed: SpecKeys.sectionEntry.names)
        // `name` (what generated code calls the section) and the older `id` say the same.
        let name = own.removeValue(forKey: "name")
        let writtenID = own.removeValue(forKey: "id")
        if let name, writtenID != nil { throw name.fail(.conflictingKeys(.nameAndID)) }
        let id = writtenID ?? name
        let items = own.removeValue(forKey: "items")
        let offset = own.removeValue(forKey: "orthogonalOffset")
        var merged = base.merging(own) { _, entryValue in entryValue }
        let adapt = merged.removeValue(forKey: "adapt")
        var errors = Diagnostics()
        var variants: [SectionVariant] = []
        var chosen: [String: Field]?
        var standard: SectionDefinition?
        var decodedItems: SectionItems?
        var accessoryLocations: [Int: [SpecLocation]] = [:]
        var shared: SectionSpec?
        if own.isEmpty, let reused = baseSections.first(where: { $0.position == position }) {
            (standard, variants, chosen, shared) = (reused.standard, reused.variants, reused.chosen, reused.spec)
        } else {
            for candidate in try adapt?.elements() ?? [] {
                let (plain, overrides) = try candidate.adaptEntryParts()
                var keys = try plain.members(allowed: SpecKeys.adaptEntry.names)
                guard let when = keys.removeValue(forKey: "when") else { throw candidate.fail(.missingKey(key: "when")) }
                let condition = try AdaptCondition(when)
                var fields = merged.merging(keys) { _, adapted in adapted }
                for override in overrides { try override.apply(to: &fields, sectionKeys: SpecKeys.section.names.filter { $0 != "adapt" }) }
                do throws(Diagnostics) {
                    variants.append(SectionVariant(condition: condition, definition: try decodeSectionKeys(
                        fields, entry: entry, environment: environment, layoutList: layoutList, position: position)))
                } catch where !errors.errors.contains(error.errors) { errors.report(error) } catch {}
                if chosen == nil && condition.holds(in: environment, configuration: configuration) { chosen = fields }
            }
            // A key of the base section that is wrong is wrong in every variant: said once.
            do throws(Diagnostics) { standard = try decodeSectionKeys(merged, entry: entry, environment: environment, layoutList: layoutList,
                                                                    position: position) }
            catch where !errors.errors.contains(error.errors) { errors.report(error) } catch {}
            if own.isEmpty, !errors.hasErrors, let standard {
                baseSections.append(BaseSection(position: position, standard: standard, variants: variants, chosen: chosen))
            }
        }
        do throws(Diagnostics) {
            guard let items else { throw entry.fail(.missingItems) }
            (decodedItems, accessoryLocations) = try items.sectionRows()
        } catch { errors.report(error) }
        var orthogonalOffset = 0.0
        do throws(Diagnostics) { orthogonalOffset = try offset?.number() ?? 0 } catch { errors.report(error) }
        var sectionID: String?
        do throws(Diagnostics) {
            if let name { sectionID = try name.codeName() } else { sectionID = try id?.kindName(.sectionID) }
        } catch { errors.report(error) }
        if errors.hasErrors { throw errors }
        guard let standard, let decodedItems else { throw entry.fail(.missingItems) }
        let description = SectionDescription(items: decodedItems, orthogonalOffset: flagOffset ?? orthogonalOffset, location: entry.location,
                                             id: sectionID, idLocation: id?.location, standard: standard, variants: variants,
                                             accessoryLocations: accessoryLocations)
        let fields = chosen ?? merged
        var spec: SectionSpec
        if let shared {
            spec = shared
        } else {
            let definition = description.definition(in: environment, configuration: configuration)
            spec = SectionSpec(section: definition.section, items: decodedItems, list: definition.list)
            if own.isEmpty, let base = baseSections.firstIndex(where: { $0.position == position }) { baseSections[base].spec = spec }
        }
        spec.items = decodedItems
        spec.orthogonalOffset = flagOffset ?? orthogonalOffset
        switch GroupWork.measure(spec.section, in: environment, configuration: configuration) {
        case .failure(let excess):
            throw (fields["group"] ?? entry).tooMuchWork(excess)
        case .success(let measure):
            try work.add(measure, section: spec.section, items: decodedItems.count, entry: entry)
        }
        SectionWarnings(section: spec, entry: entry, fields: fields, items: items, offset: offset, flagOffset: flagOffset).check()
        let groupField = fields["group"] ?? entry
        return (spec, SpecLocation(path: groupField.path, position: groupField.node.position), description)
    }

    /// A section from its group, or from its list configuration (`list:`, or the layout's) as
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` builds it, with that configuration;
    /// the other keys then apply on top, as edits of that section do.
    static func decodeSectionKeys(_ fields: [String: Field], entry: Field, environment: Environment,
                                  layoutList: ListConfiguration?,
                                  position: ListSection.Position) throws(Diagnostics) -> SectionDefinition {
        let list: ListConfiguration?
        switch (fields["group"], fields["list"]) {
        case (.some(let group), nil):
            if layoutList != nil { throw group.fail(.groupInListLayout) }
            list = nil
        case (nil, .some(let field)):
            list = try field.listConfiguration()
        case (nil, nil):
            guard let layoutList else { throw entry.fail(.missingGroupOrList) }
            list = layoutList
        case (.some, .some(let field)):
            throw field.fail(.conflictingKeys(.groupAndList))
        }
        var section: Section
        if let list {
            section = ListSection.make(list, in: environment, position: position)
        } else {
            section = Section(group: try fields.required("group", in: entry).group())
        }
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
        return SectionDefinition(section: section, list: list, keys: fields.mapValues(\.location))
    }
}

extension Field {
    /// LIST: `{appearance, headerMode, footerMode, showsSeparators, measuredHeader, measuredFooter}`.
    func listConfiguration() throws(Diagnostics) -> ListConfiguration {
        let fields = try members(allowed: SpecKeys.list.names)
        var list = ListConfiguration(
            appearance: try fields["appearance"]?.choice(ListConfiguration.Appearance.self) ?? .plain,
            headerMode: try fields["headerMode"]?.choice(ListConfiguration.HeaderMode.self) ?? .none,
            footerMode: try fields["footerMode"]?.choice(ListConfiguration.FooterMode.self) ?? .none,
            showsSeparators: try fields["showsSeparators"]?.bool() ?? true,
            measuredHeader: try fields["measuredHeader"]?.measuredSize() ?? MeasuredSize(),
            measuredFooter: try fields["measuredFooter"]?.measuredSize() ?? MeasuredSize(),
            headerContent: try fields["headerContent"]?.listContent(),
            footerContent: try fields["footerContent"]?.listContent())
        list.headerTopPadding = try fields["headerTopPadding"]?.nonNegativeNumber()
        if list.headerMode == .none { fields["headerTopPadding"]?.warn(.headerTopPaddingWithoutHeader) }
        if list.headerMode != .supplementary { fields["headerContent"]?.warn(.contentWithoutSupplementary(.header)) }
        if list.footerMode != .supplementary { fields["footerContent"]?.warn(.contentWithoutSupplementary(.footer)) }
        return list
    }

    func positiveLength() throws(Diagnostics) -> Double {
        let value = try number()
        guard value > 0 else { throw fail(.nonPositiveLength(value: value)) }
        return value
    }
}
