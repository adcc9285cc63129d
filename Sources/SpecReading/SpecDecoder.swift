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

    /// The steps of decoding a layout, each its own function below: the top-level keys, then the
    /// parts independent of each other (environment, layout list, configuration, base section),
    /// then the sections one by one, then the description; the errors of independent parts are all
    /// reported (Docs/CLI.md, "Errors and exit status").
    static func describe(_ root: DocumentNode, path: String, overrides: EnvironmentOverrides) throws(Diagnostics) -> LayoutDescription {
        let log = DiagnosticLog()
        let (document, top) = try topLevelKeys(root, path: path, log: log)
        let parts = independentParts(top, overrides: overrides, log: log)
        let entries = try sectionEntries(top["sections"], in: document, log: log)
        let reads = EnvironmentReads()
        var sections = SectionsDecoding(context: parts.sectionContext(recording: reads), count: entries.count,
                                        orthogonalOffsets: overrides.orthogonalOffsets)
        try sections.decode(entries, log: log)
        try log.throwIfErrors()
        let reuse = reads.decided ? nil : EnvironmentFreeDecoding(orthogonalOffsets: overrides.orthogonalOffsets, sections: sections.descriptions)
        return description(parts, listField: top["list"], sections: sections, warnings: distinct(log.diagnostics.warnings), reuse: reuse)
    }

    /// The document's top-level keys, the author's own left out (`withoutAuthorKeys`), each checked
    /// against the table of a layout's (Docs/SpecFormat.md, "Top level"); an empty document is said
    /// to be one, rather than a mapping without `sections`. The warnings of every field read from
    /// the document go to `log`.
    static func topLevelKeys(_ root: DocumentNode, path: String, log: DiagnosticLog) throws(Diagnostics) -> (document: Field, keys: [String: Field]) {
        if case .null = root.value { throw Diagnostics(SpecError(path: "", position: nil, .emptySpec)) }
        let document = Field(withoutAuthorKeys(root), path: path, log: log)
        return (document, try document.members(allowed: SpecKeys.layout.names))
    }

    /// The top-level parts a layout's sections are decoded against, each decoded whatever is wrong
    /// with the others (Docs/SpecFormat.md, "Top level"), with the configuration's keys as written.
    struct LayoutParts {
        var environment: Environment
        /// A whole-layout list (UICollectionViewCompositionalLayout.list(using:)): every section is one.
        var layoutList: ListConfiguration?
        var configuration: Configuration
        var configurationFields: [String: Field]
        var base: [String: Field]

        /// What the sections are decoded against, what they read of the environment told to `reads`.
        func sectionContext(recording reads: EnvironmentReads) -> SectionContext {
            SectionContext(base: base, environment: environment, configuration: configuration, layoutList: layoutList, reads: reads)
        }
    }

    /// The environment, the layout's list, the configuration and the base section, each an
    /// independent part: its errors are kept in `log` and a standard value stands in for it, so
    /// that the sections are still decoded and their errors reported too.
    static func independentParts(_ top: [String: Field], overrides: EnvironmentOverrides, log: DiagnosticLog) -> LayoutParts {
        let environment = log.attempt { () throws(Diagnostics) in try decodeEnvironment(top["environment"], overrides: overrides) }
            ?? Environment.standard
        let layoutList = log.attempt { () throws(Diagnostics) in try top["list"]?.listConfiguration() } ?? nil
        let (configuration, configurationFields) = log.attempt { () throws(Diagnostics) in try configurationKeys(top["configuration"]) }
            ?? (Configuration(), [:])
        let base = log.attempt { () throws(Diagnostics) in try baseSectionKeys(top["section"]) } ?? [:]
        return LayoutParts(environment: environment, layoutList: layoutList, configuration: configuration,
                           configurationFields: configurationFields, base: base)
    }

    /// The keys written under `configuration` (Docs/SpecFormat.md, "configuration"), read once:
    /// decoded here, their places kept for the description.
    static func configurationKeys(_ field: Field?) throws(Diagnostics) -> (Configuration, [String: Field]) {
        let fields = try field?.members(allowed: SpecKeys.configuration.names) ?? [:]
        return (try decodeConfiguration(fields), fields)
    }

    /// The base `section`'s keys (Docs/SpecFormat.md, "Top level"): checked against the SECTION
    /// table here, decoded in each section, where the entry's keys override them.
    static func baseSectionKeys(_ field: Field?) throws(Diagnostics) -> [String: Field] {
        try field?.members(allowed: SpecKeys.section.names) ?? [:]
    }

    /// The entries of `sections`, which a layout must have, at most `SpecLimits.maximumSections`
    /// of them (Docs/SpecFormat.md, "sections"; Docs/CLI.md, "Limits"). Without them nothing more
    /// can be decoded: the error stops the decoding, after those of the parts before.
    static func sectionEntries(_ field: Field?, in document: Field, log: DiagnosticLog) throws(Diagnostics) -> [Field] {
        guard let field else {
            throw log.stopping(Diagnostics(SpecError(path: document.child("sections", document.node).path, position: document.node.position,
                                                     .missingSections)))
        }
        let entries: [Field]
        do {
            entries = try field.elements()
        } catch {
            throw log.stopping(error)
        }
        guard entries.count <= SpecLimits.maximumSections else { throw log.stopping(field.fail(.tooMany(.sections))) }
        return entries
    }

    /// The warnings, each said once: the keys of the base `section` are read once per section, and
    /// a warning about one would otherwise be repeated for every section (Docs/CLI.md, "Warnings").
    static func distinct(_ warnings: [SpecWarning]) -> [SpecWarning] {
        var seen = Set<String>()
        return warnings.filter { seen.insert("\($0.path)\u{0}\($0.position?.description ?? "")\u{0}\($0.message)").inserted }
    }

    /// The layout as written (for the Swift generator) holding the layout as solved in its
    /// environment, with the spec's warnings; `listField` is where the layout's list is written;
    /// `reuse` says how the layout holds in another environment, when it does.
    static func description(_ parts: LayoutParts, listField: Field?, sections: SectionsDecoding,
                            warnings: [SpecWarning], reuse: EnvironmentFreeDecoding?) -> LayoutDescription {
        let compiled = CompiledSpec(layout: Layout(configuration: parts.configuration, sections: sections.sections),
                                    environment: parts.environment, warnings: warnings, groupSources: sections.groupSources,
                                    reuse: reuse)
        return LayoutDescription(
            environment: parts.environment, configuration: parts.configuration,
            configurationKeys: parts.configurationFields.mapValues(\.location),
            layoutList: parts.layoutList.flatMap { list in listField.map { LayoutListDescription(configuration: list, location: $0.location) } },
            sections: sections.descriptions,
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

    /// The environment (Docs/SpecFormat.md, "environment"): the command line's overrides first, then
    /// the spec's keys, then `Environment.standard`, the one copy of the defaults; the size classes
    /// and wide margins left unsaid follow from the size and idiom as `Environment` says.
    static func decodeEnvironment(_ field: Field?, overrides: EnvironmentOverrides) throws(Diagnostics) -> Environment {
        let fields = try field?.members(allowed: SpecKeys.environment.names) ?? [:]
        let standard = Environment.standard
        let width = try fields.pick(overrides.width, "width", { f throws(Diagnostics) in try f.positiveLength() }, standard.width)
        let height = try fields.pick(overrides.height, "height", { f throws(Diagnostics) in try f.positiveLength() }, standard.height)
        let scale = try fields.pick(overrides.scale, "scale", { f throws(Diagnostics) in Double(try f.integer(in: 1...3)) }, standard.scale)
        let offset = try fields.pick(overrides.contentOffset, "contentOffset", { f throws(Diagnostics) in try f.point() }, standard.contentOffset)
        let written = try fields["layoutDirection"]?.choice(LayoutDirection.self) ?? standard.layoutDirection
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
            safeAreaInsets: try fields.pick(overrides.safeAreaInsets, "safeAreaInsets", { f throws(Diagnostics) in try f.insets() },
                                            standard.safeAreaInsets),
            layoutMargins: try fields.pick(overrides.layoutMargins, "layoutMargins", { f throws(Diagnostics) in try f.insets() },
                                           standard.layoutMargins),
            readableWidth: try fields["readableWidth"]?.nonNegativeNumber() ?? standard.readableWidth,
            idiom: try fields.pick(overrides.idiom, "idiom", { f throws(Diagnostics) in try f.choice(Idiom.self) }, standard.idiom),
            wideMargins: wideMargins,
            contentSizeCategory: try fields.pick(overrides.contentSizeCategory, "contentSizeCategory",
                                                 { f throws(Diagnostics) in try f.contentSizeCategory() }, standard.contentSizeCategory),
            design: try fields.pick(overrides.design, "design", { f throws(Diagnostics) in try f.choice(Design.self) }, standard.design))
    }

    /// The layout configuration from the keys written under `configuration` (Docs/SpecFormat.md,
    /// "configuration"); a key not written keeps `Configuration`'s default.
    static func decodeConfiguration(_ fields: [String: Field]) throws(Diagnostics) -> Configuration {
        var configuration = Configuration()
        if let direction = fields["scrollDirection"] {
            configuration.scrollDirection = try direction.choice(ScrollDirection.self).axis
        }
        if let f = fields["interSectionSpacing"] { configuration.interSectionSpacing = try f.nonNegativeNumber() }
        if let f = fields["contentInsetsReference"] { configuration.contentInsetsReference = try f.choice(ContentInsetsReference.self) }
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
}

extension Field {
    /// LIST: `{appearance, headerMode, footerMode, showsSeparators, measuredHeader, measuredFooter}`.
    func listConfiguration() throws(Diagnostics) -> ListConfiguration {
        let fields = try members(allowed: SpecKeys.list.names)
        // A key left out keeps the initializer's default.
        var list = ListConfiguration()
        if let f = fields["appearance"] { list.appearance = try f.choice(ListConfiguration.Appearance.self) }
        if let f = fields["headerMode"] { list.headerMode = try f.choice(ListConfiguration.HeaderMode.self) }
        if let f = fields["footerMode"] { list.footerMode = try f.choice(ListConfiguration.FooterMode.self) }
        if let f = fields["showsSeparators"] { list.showsSeparators = try f.bool() }
        if let f = fields["measuredHeader"] { list.measuredHeader = try f.measuredSize() }
        if let f = fields["measuredFooter"] { list.measuredFooter = try f.measuredSize() }
        list.headerContent = try fields["headerContent"]?.listContent()
        list.footerContent = try fields["footerContent"]?.listContent()
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
