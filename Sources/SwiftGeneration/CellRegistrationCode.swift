import LayoutEngine
import SpecReading

/// The cell content of `swift`'s code, as Apple's samples configure list cells: an enum of the
/// rows the spec describes (the data source's item identifiers), the spec's rows section by
/// section, and a `UICollectionView.CellRegistration` configuring each cell from its row
/// (Docs/SwiftGeneration.md, "Cell content"). Rows configured alike but for their texts share a
/// case that carries the texts, read by one configuration. Named from `--name` ("Names").
enum CellRegistrationCode {
    /// A case of the rows enum and the rows it stands for.
    struct Row {
        var name: String
        var places: [(section: Int, item: Int)]
        /// The texts the case carries (none: its rows are alike whole) and, per place, their literals.
        var carried: [CellContentCode.CarriedText]
        var values: [[String]]
        /// The content of its first row (the configuration of them all, but for the carried texts).
        var content: ListContentConfiguration

        /// `case valueCell(text: String, secondaryText: String)`.
        var declaration: String {
            carried.isEmpty ? name : name + "(" + carried.map { "\($0.rawValue): String" }.joined(separator: ", ") + ")"
        }

        /// `.valueCell(let text, let secondaryText)`.
        var pattern: String {
            carried.isEmpty ? "." + name : "." + name + "(" + carried.map { "let \($0.rawValue)" }.joined(separator: ", ") + ")"
        }

        /// The row at `place` (an index into `places`): `.valueCell(text: "Wi-Fi", secondaryText: "Home")`.
        func value(at place: Int) -> SwiftExpression {
            carried.isEmpty ? .atom("." + name) : .call("." + name, zip(carried, values[place]).map { ($0.rawValue, .atom($1)) })
        }
    }

    /// The rows grouped by their configuration with the texts left out: a group whose texts differ
    /// carries those that do; a group alike whole (or a row alone) is a case without values,
    /// named from its row.
    static func rows(_ description: LayoutDescription, target: DeploymentTarget) -> [Row] {
        var groups: [(shape: [String], members: [(section: Int, item: Int, entry: ItemEntry, content: ListContentConfiguration)])] = []
        for (section, spec) in description.sections.enumerated() {
            for (item, entry) in spec.items.entries.enumerated() {
                guard let content = entry.content else { continue }
                let shape = CellContentCode.statements(content, target: target, carried: CellContentCode.CarriedText.allCases).map(\.text)
                if let known = groups.firstIndex(where: { $0.shape == shape }) {
                    groups[known].members.append((section, item, entry, content))
                } else {
                    groups.append((shape, [(section, item, entry, content)]))
                }
            }
        }
        var names = NameScope()
        var taken: Set<String> = []
        return groups.map { group in
            let first = group.members[0]
            let carried = CellContentCode.CarriedText.allCases.filter { field in
                Set(group.members.map { field.value(of: $0.content) }).count > 1
            }
            let candidates = carried.isEmpty ? caseNames(first.entry, content: first.content) + kindNames(first.content)
                : kindNames(first.content)
            let name = names.claim(candidates.first { !taken.contains($0) } ?? candidates[candidates.count - 1])
            taken.insert(name)
            let values = group.members.map { member in carried.map { SwiftSyntax.string($0.value(of: member.content) ?? "") } }
            return Row(name: name, places: group.members.map { ($0.section, $0.item) }, carried: carried, values: values,
                       content: first.content)
        }
    }

    /// The names a row alone may take, in order: its `id`; the first words of its text (`Ready. Set.
    /// Code` → `readySetCode`), then with its style (`readySetCodeSubtitleCell`) when another row
    /// has the words.
    static func caseNames(_ entry: ItemEntry, content: ListContentConfiguration) -> [String] {
        let words = content.text.flatMap { SwiftSyntax.camelCase($0.string.split(separator: " ").prefix(4).joined(separator: " ")) }
        let style = SwiftSyntax.typeName(styleName(content)) ?? "DefaultCell"
        let names = [entry.id.flatMap(SwiftSyntax.camelCase), words, words.map { $0 + style }].compactMap { $0 }
        return names.map { SwiftSyntax.keywords.contains($0) || $0 == "none" ? $0 + "Row" : $0 }
    }

    /// The names of rows that share a case for their texts, in order: their style (`valueCell`;
    /// `defaultCell` when the spec names none), then with their accessories
    /// (`cellWithDisclosureIndicator`) when another case has that name.
    static func kindNames(_ content: ListContentConfiguration) -> [String] {
        let style = styleName(content)
        let accessories = content.accessories.compactMap { SwiftSyntax.typeName($0.kind.rawValue) }
        return [style] + (accessories.isEmpty ? [] : [style + "With" + accessories.joined(separator: "And")])
    }

    /// The spec's style of the row, `defaultCell` when it names none.
    static func styleName(_ content: ListContentConfiguration) -> String { content.style?.rawValue ?? "defaultCell" }

    /// `enum LayoutRow` with the spec's rows, and `makeCellRegistration()` (`rowType`, `function`: from `--name`).
    static func write(_ description: LayoutDescription, rowType: String, function: String, specName: String,
                      target: DeploymentTarget, into w: inout SwiftWriter) {
        let rows = rows(description, target: target)
        w.line("/// The list rows of \(specName).")
        w.line("/// The item identifiers of your data source, or what yours map to; rows configured alike but")
        w.line("/// for their text share a case that carries the text.")
        w.block("enum \(rowType): Hashable") { w in
            for row in rows {
                let places = "/// " + describe(row.places)
                w.line(w.fits(places) ? places
                       : "/// \(row.places.count) rows, the first section \(row.places[0].section), row \(row.places[0].item).")
                w.line("case \(row.declaration)")
            }
            w.blank()
            w.line("/// The rows of each section that the spec gives content, in order: your data source's first")
            w.line("/// snapshot.")
            w.statement("static let specRows: [[\(rowType)]] = ", .lines(rowsBySection(rows, sectionCount: description.sections.count)))
        }
        w.blank()
        let helper = rows.filter { CellContentCode.hasSymbolImage($0.content) }.count > 1
        w.line("/// The cell registration of those rows: each cell's UIListContentConfiguration and accessories")
        w.line("/// from its row. Images are blank ones of the spec's size: replace them with yours.")
        w.function("@MainActor func \(function)", parameters: "",
                   returns: "UICollectionView.CellRegistration<UICollectionViewListCell, \(rowType)>") { w in
            if helper { writeSymbolImageFunction(into: &w) }
            w.line((helper ? "return " : "") + "UICollectionView.CellRegistration { cell, _, row in")
            w.indented { w in
                w.line("switch row {")
                for row in rows {
                    w.line("case \(row.pattern):")
                    let lines = CellContentCode.statements(row.content, target: target, carried: row.carried,
                                                           callsSymbolImageFunction: helper)
                    w.indented { w in lines.forEach { w.statement($0.prefix, $0.value) } }
                }
                w.line("}")
            }
            w.line("}")
        }
    }

    /// `Section 0, rows 0, 4...6; section 1, row 2.`: the places of a case's rows, by section.
    static func describe(_ places: [(section: Int, item: Int)]) -> String {
        var parts: [String] = []
        var index = 0
        while index < places.count {
            let section = places[index].section
            var items: [Int] = []
            while index < places.count && places[index].section == section {
                items.append(places[index].item)
                index += 1
            }
            let rows = items.count == 1 ? "row \(items[0])" : "rows " + SwiftLayoutGenerator.casePatterns(items).joined(separator: ", ")
            parts.append("section \(section), " + rows)
        }
        return "S" + parts.joined(separator: "; ").dropFirst() + "."
    }

    /// Per section, its rows as values of the enum, in the spec's order.
    static func rowsBySection(_ rows: [Row], sectionCount: Int) -> [SwiftExpression] {
        var sections: [[(item: Int, value: SwiftExpression)]] = Array(repeating: [], count: sectionCount)
        for row in rows {
            for (index, place) in row.places.enumerated() { sections[place.section].append((place.item, row.value(at: index))) }
        }
        return sections.map { .array($0.sorted { $0.item < $1.item }.map(\.value)) }
    }

    /// The symbol image that two or more configurations set, written once: a blank image of the
    /// spec's size in the standard width UIKit reserves for symbols.
    static func writeSymbolImageFunction(into w: inout SwiftWriter) {
        w.line("/// Sets a blank image of `size` where your symbol goes (replace it with yours), in the")
        w.line("/// standard width UIKit reserves for symbols.")
        w.function("func \(CellContentCode.symbolImageFunction)", parameters: "size: CGSize, in content: inout UIListContentConfiguration",
                   returns: "") { w in
            w.line("content.image = UIGraphicsImageRenderer(size: size).image { _ in }")
            w.statement("content.imageProperties.reservedLayoutSize = ", CellContentCode.standardSymbolWidth)
        }
        w.blank()
    }
}
