import LayoutEngine
import SpecReading

/// The cell content of `swift`'s code, as Apple's samples configure list cells: an enum of the
/// rows the spec describes (the data source's item identifiers; rows alike share a case) and a
/// `UICollectionView.CellRegistration` configuring each cell from its row
/// (Docs/SwiftGeneration.md, "Cell content"). Both named from `--name` ("Names").
enum CellRegistrationCode {
    /// The rows alike, each with its case name and the (section, item) pairs it stands for.
    struct Row {
        var name: String
        var places: [(section: Int, item: Int)]
        var lines: [CellContentCode.Statement]
    }

    static func rows(_ description: LayoutDescription, target: DeploymentTarget) -> [Row] {
        var rows: [Row] = []
        var names = NameScope()
        var taken: Set<String> = []
        for (section, spec) in description.sections.enumerated() {
            for (item, entry) in spec.items.entries.enumerated() {
                guard let content = entry.content else { continue }
                let lines = CellContentCode.statements(content, target: target)
                if let known = rows.firstIndex(where: { $0.lines.map(\.text) == lines.map(\.text) }) {
                    rows[known].places.append((section, item))
                } else {
                    let candidates = caseNames(entry, content: content) + ["row\(rows.count)"]
                    let name = names.claim(candidates.first { !taken.contains($0) } ?? candidates[0])
                    taken.insert(name)
                    rows.append(Row(name: name, places: [(section, item)], lines: lines))
                }
            }
        }
        return rows
    }

    /// The names a row may take, in order: its `id`; the first words of its text (`Ready. Set.
    /// Code` → `readySetCode`), then with its style (`readySetCodeSubtitleCell`) when another row
    /// has the words.
    static func caseNames(_ entry: ItemEntry, content: ListContentConfiguration) -> [String] {
        let words = content.text.flatMap { SwiftSyntax.camelCase($0.string.split(separator: " ").prefix(4).joined(separator: " ")) }
        let style = content.style.flatMap { SwiftSyntax.typeName($0.rawValue) } ?? "DefaultCell"
        let names = [entry.id.flatMap(SwiftSyntax.camelCase), words, words.map { $0 + style }].compactMap { $0 }
        return names.map { SwiftSyntax.keywords.contains($0) || $0 == "none" ? $0 + "Row" : $0 }
    }

    /// `enum LayoutRow` and `makeCellRegistration()` (`rowType`, `function`: from `--name`).
    static func write(_ description: LayoutDescription, rowType: String, function: String, specName: String,
                      target: DeploymentTarget, into w: inout SwiftWriter) {
        let rows = rows(description, target: target)
        w.line("/// The list rows of \(specName), one case per cell the spec describes (rows alike share one):")
        w.line("/// the item identifiers of your data source, or what yours map to.")
        w.block("enum \(rowType): Hashable") { w in
            for row in rows {
                let places = "/// S" + row.places.map { "section \($0.section), row \($0.item)" }.joined(separator: "; ").dropFirst() + "."
                w.line(w.fits(places) ? places
                       : "/// \(row.places.count) rows, the first section \(row.places[0].section), row \(row.places[0].item).")
                w.line("case \(row.name)")
            }
        }
        w.blank()
        w.line("/// The cell registration of those rows: each cell's UIListContentConfiguration and accessories")
        w.line("/// from its row. Images are blank ones of the spec's size: replace them with yours.")
        w.function("@MainActor func \(function)", parameters: "",
                   returns: "UICollectionView.CellRegistration<UICollectionViewListCell, \(rowType)>") { w in
            w.line("UICollectionView.CellRegistration { cell, _, row in")
            w.indented { w in
                w.line("switch row {")
                for row in rows {
                    w.line("case .\(row.name):")
                    w.indented { w in row.lines.forEach { w.statement($0.prefix, $0.value) } }
                }
                w.line("}")
            }
            w.line("}")
        }
    }
}
