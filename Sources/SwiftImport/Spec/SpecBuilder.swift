import SpecReading

/// The spec of what the layout function built: its sections (a section provider run for each
/// index and each environment path), the configuration, the item counts (Docs/Import.md).
struct SpecBuilder {
    let evaluator: Evaluator
    let counts: [Int: Int]
    /// Where the layout function is: the place of what has no place of its own.
    let origin: SourcePosition
    private(set) var notes: [ImportDiagnostic] = []
    /// The sections given the default item count so far.
    private var defaulted: [Int] = []

    init(evaluator: Evaluator, counts: [Int: Int], origin: SourcePosition) {
        self.evaluator = evaluator
        self.counts = counts
        self.origin = origin
    }

    /// A UICollectionViewCompositionalLayout as a layout spec.
    mutating func layout(_ layout: UIKitObject) throws(ImportDiagnostic) -> DocumentNode {
        var members: SpecNodes.Members = []
        if let configuration = layout["configuration"] {
            let node = try SpecNodes.configurationNode(configuration, layout.position(of: "configuration"))
            if case .object(let keys) = node.value, !keys.isEmpty { members.append(("configuration", node)) }
        }
        var sections: [DocumentNode] = []
        if let list = layout["list"] {
            members.append(("list", try SpecNodes.listNode(list, layout.position(of: "list"))))
            sections = sectionEntries(count: sectionCount(inferred: 1))
        } else if let section = layout["section"] {
            members.append(("section", try SpecNodes.sectionNode(section, layout.position(of: "section"))))
            sections = sectionEntries(count: sectionCount(inferred: 1))
        } else if let provider = layout["sectionProvider"] {
            let provided = try providedSections(provider, at: layout.position(of: "sectionProvider"))
            // Sections alike are one base `section` (Docs/Import.md, "Sections").
            if let first = provided.first, provided.allSatisfy({ DocumentJSONWriter.write($0) == DocumentJSONWriter.write(first) }) {
                members.append(("section", first))
                sections = sectionEntries(count: provided.count)
            } else {
                sections = provided.enumerated().map { index, section in
                    guard case .object(let keys) = section.value else { return section }
                    // A section the provider returns nil for has no items (UIKit raises for one with items).
                    let items = section[Self.noSectionKey] != nil ? SpecNodes.number(0, section.position) : itemsNode(index, section.position)
                    return SpecNodes.mapping([("items", items)] + keys.map { ($0.key, $0.value) }, section.position)
                }
            }
        } else {
            throw ImportDiagnostic("the layout has neither a section nor a section provider", at: layout.position, instead: "make the layout with UICollectionViewCompositionalLayout(section:) or (sectionProvider:)")
        }
        members.append(("sections", DocumentNode(.array(sections), at: layout.position)))
        noteDefaultedItems()
        return SpecNodes.mapping(members, layout.position)
    }

    /// `{items: N}` for each section.
    private mutating func sectionEntries(count: Int) -> [DocumentNode] {
        (0..<count).map { SpecNodes.mapping([("items", itemsNode($0, origin))], origin) }
    }

    /// How many sections: the counts given, else `inferred`.
    private func sectionCount(inferred: Int) -> Int {
        max(inferred, (counts.keys.max() ?? -1) + 1)
    }

    /// The item count of section `index`: given, or 10 and said (Docs/Import.md, "Item counts").
    private mutating func itemsNode(_ index: Int, _ position: SourcePosition) -> DocumentNode {
        if let count = counts[index] { return SpecNodes.number(Double(count), position) }
        defaulted.append(index)
        return SpecNodes.number(Double(Self.defaultItems), position)
    }

    /// One note for every section whose item count was not given.
    private mutating func noteDefaultedItems() {
        guard let first = defaulted.first else { return }
        let sections = defaulted.count == 1 ? "section \(first) has" : "sections \(listed(defaulted)) have"
        let example = defaulted.prefix(3).map { "\($0)=N" }.joined(separator: ",")
        notes.append(.note("\(sections) \(Self.defaultItems) items\(defaulted.count == 1 ? "" : " each"): item counts are data, not layout (give them "
                                      + "with --items \(example) or a '// \(ItemCounts.marker) \(example)' comment)", at: origin))
        defaulted = []
    }

    /// `0, 1 and 2`; a long list by its ends (`0 to 11`).
    private func listed(_ indices: [Int]) -> String {
        if indices.count > 3, indices == Array(indices[0]...indices[indices.count - 1]) { return "\(indices[0]) to \(indices.last!)" }
        return indices.dropLast().map(String.init).joined(separator: ", ") + " and \(indices.last!)"
    }

    static let defaultItems = 10

    static let noSectionKey = "noSection"

    /// The sections a provider gives: run for index 0, 1, … until the code tells no more apart
    /// (Docs/Import.md, "Sections"), each on every environment path. An index it returns nil for,
    /// with sections after it (or named by the item counts), is an entry `noSection: true`: UIKit
    /// lays out no section there; nils past the last section end the sections.
    private mutating func providedSections(_ provider: Value, at position: SourcePosition) throws(ImportDiagnostic) -> [DocumentNode] {
        var sections: [DocumentNode] = []
        let given = (counts.keys.max() ?? -1) + 1
        var nilIndices: [Int] = []
        var index = 0
        while index < 10_000 {
            if let section = try providedSection(provider, index: index, at: position) {
                for nilIndex in nilIndices { sections.append(noSectionNode(nilIndex)) }
                nilIndices = []
                sections.append(section)
            } else {
                if let count = counts[index], count > 0 {
                    throw ImportDiagnostic("the section provider returns nil for section \(index), which the item counts give \(count) items: "
                                           + "UIKit raises NSInternalInconsistencyException (an invalid section definition) for a section "
                                           + "with items and no layout", at: position, instead: "give section \(index) no items (--items \(index)=0)")
                }
                nilIndices.append(index)
            }
            index += 1
            let told = evaluator.sectionEnumCount ?? (evaluator.largestIndexLiteral.map { $0 + 2 } ?? 1)
            if index >= max(told, given) { break }
        }
        if !sections.isEmpty {
            for nilIndex in nilIndices where nilIndex < given { sections.append(noSectionNode(nilIndex)) }
        }
        if sections.isEmpty {
            // UIKit lays out no section where the provider returns nil: nil for section 0 is an empty layout.
            notes.append(.note("the section provider returns nil for section 0: an empty layout, as UIKit's", at: position))
            return sections
        }
        if given == 0 {
            notes.append(.note("\(sections.count) section\(sections.count == 1 ? "" : "s"): as many as the section provider "
                                          + "tells apart (--items gives more)", at: position))
        }
        return sections
    }

    /// `{noSection: true}`: the provider returns nil for the section, said in a note.
    private mutating func noSectionNode(_ index: Int) -> DocumentNode {
        notes.append(.note("the section provider returns nil for section \(index): no section there, as UIKit lays out none "
                           + "(noSection: true, items: 0)", at: origin))
        return SpecNodes.mapping([(Self.noSectionKey, DocumentNode(.bool(true), at: origin))], origin)
    }

    /// Section `index` on every environment path: the last path's section with the others as
    /// adapt entries (EnvironmentPaths); nil when the provider gives none there.
    private func providedSection(_ provider: Value, index: Int, at position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode? {
        let evaluator = self.evaluator
        let paths = try EnvironmentPaths.explore(at: position) { paths throws(ImportDiagnostic) -> Value? in
            evaluator.paths = paths
            defer { evaluator.paths = nil }
            do throws(ImportDiagnostic) {
                let value = try evaluator.providedSection(
                    try evaluator.invoke(provider, [(nil, .sectionIndex(index)), (nil, .environment(.environment))], at: position), at: position)
                if case .null = value { return nil }
                return value
            } catch where error.isUnreachable {
                return nil
            }
        }
        guard let base = paths.last, let baseValue = base.value else {
            if paths.contains(where: { $0.value != nil }) {
                throw ImportDiagnostic("the section provider gives section \(index) in some environments only", at: position, instead: "give the section in every environment, or write one spec for each environment")
            }
            return nil
        }
        let baseNode = try SpecNodes.sectionNode(baseValue, position)
        guard paths.count > 1, case .object(let baseKeys) = baseNode.value else { return baseNode }
        var entries: [DocumentNode] = []
        for path in paths.dropLast() {
            guard let value = path.value else {
                throw ImportDiagnostic("the section provider gives no section \(index) in some environments", at: path.conditions.first?.position ?? position, instead: "give the section in every environment, or write one spec for each environment")
            }
            let node = try SpecNodes.sectionNode(value, position)
            guard case .object(let keys) = node.value else { continue }
            entries.append(try adaptEntry(path.conditions, keys, base: baseKeys, at: node.position))
        }
        // An entry that changes nothing, with none after it, is the section itself (`max(1, …)` below a step).
        while case .object(let keys)? = entries.last?.value, keys.count == 1 { entries.removeLast() }
        if entries.isEmpty { return baseNode }
        return SpecNodes.mapping(baseKeys.map { ($0.key, $0.value) } + [("adapt", DocumentNode(.array(entries), at: position))], baseNode.position)
    }

    /// `{when: …, keys that differ from the base}`; a key the base has and the path lacks is
    /// written with UIKit's default.
    private func adaptEntry(_ conditions: [EnvironmentPaths.Comparison], _ keys: [DocumentNode.Member],
                            base: [DocumentNode.Member], at position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        var when: SpecNodes.Members = []
        var effective: SpecNodes.Members = []
        for condition in try Self.tightest(conditions) {
            let node = DocumentNode(condition.adaptValue, at: condition.position)
            if condition.effective {
                // `effectiveContentSize: {width: "> 800"}`: against the container less its insets.
                guard !effective.contains(where: { $0.0 == condition.key }) else { throw Self.twoConditions(condition) }
                effective.append((condition.key, node))
                continue
            }
            guard !when.contains(where: { $0.0 == condition.key }) else { throw Self.twoConditions(condition) }
            when.append((condition.key, node))
        }
        if let first = effective.first { when.append(("effectiveContentSize", SpecNodes.mapping(effective, first.1.position))) }
        var members: SpecNodes.Members = [("when", SpecNodes.mapping(when, position))]
        let baseValue = Dictionary(base.map { ($0.key, DocumentJSONWriter.write($0.value)) }) { a, _ in a }
        for key in keys where baseValue[key.key] != DocumentJSONWriter.write(key.value) { members.append((key.key, key.value)) }
        let own = Set(keys.map(\.key))
        for key in base where !own.contains(key.key) {
            guard let defaultValue = Self.defaults[key.key] else {
                throw ImportDiagnostic("in some environments the section has a \(key.key) and in others a \(own.contains("list") ? "list" : "group"): "
                                       + "adapt entries override keys and cannot take one away", at: position,
                                       instead: "write two specs, or the same kind of section in every environment")
            }
            members.append((key.key, DocumentNode(defaultValue, at: position)))
        }
        return SpecNodes.mapping(members, position)
    }

    /// The comparisons a path took true, two bounds of one key on the same side taken as the tighter
    /// (`width > 200` and `width >= 400` hold together where `width >= 400` does: `max(1, width / 200)`
    /// rounded). Bounds on both sides, a range, are refused: `when` takes one comparison a key.
    private static func tightest(_ conditions: [EnvironmentPaths.Comparison]) throws(ImportDiagnostic) -> [EnvironmentPaths.Comparison] {
        var kept: [EnvironmentPaths.Comparison] = []
        for condition in conditions {
            guard let index = kept.firstIndex(where: { $0.key == condition.key && $0.effective == condition.effective }) else {
                kept.append(condition)
                continue
            }
            let other = kept[index]
            guard let bound = condition.bound, let otherBound = other.bound else {
                if condition.op == other.op && condition.value == other.value { continue }
                throw twoConditions(condition)
            }
            let lower = [">", ">="], upper = ["<", "<="]
            if lower.contains(condition.op) && lower.contains(other.op) {
                if bound > otherBound || (bound == otherBound && condition.op == ">") { kept[index] = condition }
            } else if upper.contains(condition.op) && upper.contains(other.op) {
                if bound < otherBound || (bound == otherBound && condition.op == "<") { kept[index] = condition }
            } else {
                throw twoConditions(condition)
            }
        }
        return kept
    }

    private static func twoConditions(_ condition: EnvironmentPaths.Comparison) -> ImportDiagnostic {
        ImportDiagnostic("two conditions on \(condition.effective ? "effectiveContentSize." : "")\(condition.key) hold together here; "
                         + "adapt's 'when' takes one for each key", at: condition.position, instead: "in the spec, write one adapt entry for each range")
    }

    /// UIKit's default for each section key an adapt entry may need to restore.
    static let defaults: [String: DocumentNode.Value] = [
        "contentInsets": .number(0, text: "0"), "interGroupSpacing": .number(0, text: "0"),
        "orthogonalScrollingBehavior": .string("none"), "boundarySupplementaryItems": .array([]), "decorationItems": .array([]),
        "supplementariesFollowContentInsets": .bool(true), "contentInsetsReference": .string("automatic"),
        "supplementaryContentInsetsReference": .string("automatic"),
    ]

    /// A UISplitViewController as a screen spec: its style and properties, each column's layout
    /// inline (Docs/Screens.md); the device is the default one unless the spec is given it.
    mutating func screen(_ split: UIKitObject) throws(ImportDiagnostic) -> DocumentNode {
        var members: SpecNodes.Members = []
        var columns: SpecNodes.Members = []
        for name in split.order {
            guard let value = split[name] else { continue }
            let position = split.position(of: name)
            if name == "style" {
                members.append((name, try SpecNodes.caseNode(value, position)))
            } else if name.hasPrefix("column.") {
                guard case .object(let controller) = value, controller.kind == .collectionViewController,
                      case .object(let layout) = controller["collectionViewLayout"], layout.kind == .layout else {
                    throw ImportDiagnostic("a column's view controller is read as UICollectionViewController(collectionViewLayout:)", at: position, instead: "write UICollectionViewController(collectionViewLayout: layout) for the column")
                }
                let builder = SpecBuilder(evaluator: evaluator, counts: [:], origin: layout.position)
                var columnBuilder = builder
                let node = try columnBuilder.layout(layout)
                notes += columnBuilder.notes
                columns.append((String(name.dropFirst("column.".count)), SpecNodes.mapping([("layout", node)], position)))
            } else {
                members.append((name, ["preferredDisplayMode", "preferredSplitBehavior"].contains(name)
                    ? try SpecNodes.caseNode(value, position) : try SpecNodes.numberNode(value, position)))
            }
        }
        members.append(("columns", SpecNodes.mapping(columns, split.position)))
        notes.append(.note("the screen's device is the spec's default (Docs/Screens.md, \"The screen spec\"): the Swift "
                                      + "does not say it; --width and --height set it, or write screen.device", at: split.position))
        return SpecNodes.mapping([("screen", SpecNodes.mapping([("splitView", SpecNodes.mapping(members, split.position))], split.position))],
                                 split.position)
    }
}
