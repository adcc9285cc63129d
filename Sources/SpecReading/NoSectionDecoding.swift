import LayoutEngine

extension SpecDecoder {
    /// A `sections` entry with `noSection: true`: the section provider returns nil for its index
    /// (Docs/SpecFormat.md, "sections"). UIKit then lays out nothing there, which it does only for
    /// a section without items: an entry with items, or with SECTION keys (there is no section for
    /// them to shape), is refused. The section is an empty one, so that the sections after it are
    /// placed as after an empty section, the spacing before the next included: our choice, so with
    /// a spacing what follows it is approximate (`ChosenGeometry.bottom`).
    static func providedNoSection(_ keys: SectionEntryKeys, entry: Field, in context: SectionContext) throws(Diagnostics)
        -> (spec: SectionSpec, groupSource: SpecLocation, description: SectionDescription) {
        if let key = (keys.own.keys.sorted().first.flatMap { keys.own[$0] } ?? keys.offset) {
            throw key.fail(.noSectionKey(key: key.path.split(separator: ".").last.map(String.init) ?? ""))
        }
        var errors = Diagnostics()
        let rows = sectionItems(keys.items, of: entry, errors: &errors)
        let name = sectionName(keys, errors: &errors)
        guard !errors.hasErrors, let rows else { throw errors }
        guard rows.items.count == 0, let items = keys.items else { throw (keys.items ?? entry).fail(.noSectionWithItems(count: rows.items.count)) }
        var empty = ModelDefaults.section
        empty.chosen.bottom = context.configuration.interSectionSpacing != 0
        let description = SectionDescription(items: rows.items, orthogonalOffset: 0, location: entry.location, id: name,
                                             idLocation: keys.naming?.location, standard: SectionDefinition(section: empty, list: nil, keys: [:]),
                                             variants: [], providesNoSection: true)
        return (SectionSpec(section: empty, items: rows.items), SpecLocation(path: items.path, position: items.node.position), description)
    }
}
