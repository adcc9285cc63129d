import LayoutEngine
import SpecReading

/// The counts of a shared builder's group, when the `adapt` entries change nothing else: one
/// function states the thresholds once and answers each count, as Apple's Adaptive Sections sample
/// writes it (Docs/SwiftGeneration.md, "Code to keep"). Sections whose one entry, the same
/// condition for them all, changes their count get `columnCount(for:environment:)` (`let isWide =
/// … > 800`, then `isWide ? 10 : 5` per section); one section whose entries change its count gets
/// `columnCount(environment:)`, an `if` per entry (`if … > 700 { return 4 }`) and the count
/// otherwise; instead of the same `if`s in a function per section.
struct ColumnCounts {
    /// `columnCount`, or `rowCount` for vertical groups.
    var functionName: String
    /// The builder's parameter the count goes to: `columns` or `rows`.
    var parameter: String
    /// Each entry's conditions, in order (the same for every section).
    var checks: [[String]]
    /// Per kind: its count under each entry's condition, then otherwise.
    var counts: [Int: [String]]
    /// Whether it answers one kind's count (then it takes no section).
    var answersOneKind: Bool

    /// When every kind adapts alike (the same conditions) and only in the count: several kinds
    /// with one entry each, or one kind with several; `prefix` names the function in a screen's
    /// column (`primaryColumnCount`).
    init?(_ kinds: [SwiftLayoutGenerator.SectionKind], builders: SectionBuilders, prefix: String) {
        guard let entries = kinds.first?.description.variants.count,
              kinds.count > 1 ? entries == 1 : entries > 1 else { return nil }
        var parameter: String?
        var checks: [[String]]?
        var counts: [Int: [String]] = [:]
        for (index, kind) in kinds.enumerated() {
            guard kind.description.variants.count == entries,
                  case .call(let name, let standard)? = builders.call(.init(kind: index, variant: nil)) else { return nil }
            var kindCounts: [String] = []
            for variant in 0..<entries {
                guard case .call(name, let adapted)? = builders.call(.init(kind: index, variant: variant)),
                      adapted.count == standard.count else { return nil }
                let differing = zip(adapted, standard).filter { $0.0.value.flat != $0.1.value.flat }
                guard differing.count == 1, let (adaptedCount, standardCount) = differing.first, let label = adaptedCount.label,
                      label == "columns" || label == "rows", parameter == nil || parameter == label else { return nil }
                parameter = label
                kindCounts.append(adaptedCount.value.flat)
                if variant == entries - 1 { kindCounts.append(standardCount.value.flat) }
            }
            counts[index] = kindCounts
            let conditions = kind.description.variants.map { SwiftLayoutGenerator.conditions($0.condition) }
            guard checks.map({ $0 == conditions }) ?? true else { return nil }
            checks = conditions
        }
        guard let parameter, let checks else { return nil }
        self.parameter = parameter
        self.checks = checks
        self.counts = counts
        answersOneKind = kinds.count == 1
        let base = parameter == "columns" ? "ColumnCount" : "RowCount"
        functionName = prefix.isEmpty ? base.prefix(1).lowercased() + base.dropFirst() : prefix.prefix(1).lowercased() + prefix.dropFirst() + base
    }

    /// The question the builder's call asks: `columnCount(for: section, environment: environment)`,
    /// or `columnCount(environment: environment)` for one kind.
    var question: String {
        functionName + (answersOneKind ? "(environment: environment)" : "(for: section, environment: environment)")
    }

    /// The builder's call for `kind` with the count asked of the function: `makeSection(columns:
    /// columnCount(for: section, environment: environment), …)`.
    func call(_ kindIndex: Int, builders: SectionBuilders) -> SwiftExpression? {
        guard counts[kindIndex] != nil,
              case .call(let name, let arguments)? = builders.call(.init(kind: kindIndex, variant: nil)) else { return nil }
        return .call(name, arguments.map { argument in argument.label == parameter ? (argument.label, .atom(question)) : argument })
    }

    /// What the condition says, as a name: `isWide` for a width above a bound.
    var conditionName: String {
        guard checks.count == 1, checks[0].count == 1, let check = checks[0].first else { return "adapts" }
        let above = check.contains(" > ") || check.contains(" >= ")
        let below = check.contains(" < ") || check.contains(" <= ")
        if check.contains("Size.width") && (above || below) { return above ? "isWide" : "isNarrow" }
        if check.contains("Size.height") && (above || below) { return above ? "isTall" : "isShort" }
        return "adapts"
    }

    /// `columnCount(for:environment:)`: the condition once, then each section's count; or, for one
    /// kind, `columnCount(environment:)`: each entry's condition and count, then the count otherwise.
    func write(kinds: [SwiftLayoutGenerator.SectionKind], caseNames: [String], enumName: String, into w: inout SwiftWriter) {
        w.blank()
        let what = parameter == "columns" ? "columns" : "rows"
        guard !answersOneKind else {
            let sections = SwiftLayoutGenerator.describe(kinds[0].indexes, of: kinds[0].indexes.count)
            w.line("/// The \(what) of the group of \(sections) in the environment (the spec's `adapt` entries).")
            w.function("@MainActor private func \(functionName)", parameters: "environment: any NSCollectionLayoutEnvironment",
                       returns: "Int") { w in
                guard let counts = counts[0] else { return }
                for (conditions, count) in zip(checks, counts) {
                    let flat = "if " + conditions.joined(separator: " && ") + " { return \(count) }"
                    if w.fits(flat) {
                        w.line(flat)
                    } else {
                        w.ifBlock(conditions) { $0.line("return \(count)") }
                    }
                }
                w.line("return \(counts[counts.count - 1])")
            }
            return
        }
        w.line("/// The \(what) of each section's group in the environment (the spec's `adapt` entries).")
        w.function("@MainActor private func \(functionName)",
                   parameters: "for section: \(enumName), environment: any NSCollectionLayoutEnvironment", returns: "Int") { w in
            w.line("let \(conditionName) = " + checks[0].joined(separator: " && "))
            w.line("switch section {")
            for (index, kind) in kinds.enumerated() {
                guard let count = counts[index] else { continue }
                let patterns = kind.indexes.map { "." + caseNames[$0] }
                w.line("case " + patterns.joined(separator: ", ") + ": return \(conditionName) ? \(count[0]) : \(count[1])")
            }
            w.line("}")
        }
    }
}
