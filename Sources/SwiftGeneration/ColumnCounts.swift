import LayoutEngine
import SpecReading

/// Sections whose one `adapt` entry, the same condition for every section, changes nothing but
/// the count of a shared builder's group: one `columnCount(for:environment:)` answers each
/// section's count, as Apple's Adaptive Sections sample writes it (`let isWide = … > 800`, then
/// `isWide ? 10 : 5` per section), instead of the same `if` in a function per section
/// (Docs/SwiftGeneration.md, "Code to keep").
struct ColumnCounts {
    /// `columnCount`, or `rowCount` for vertical groups.
    var functionName: String
    /// The builder's parameter the count goes to: `columns` or `rows`.
    var parameter: String
    var checks: [String]
    /// Per kind: the count where the condition holds, and otherwise.
    var counts: [Int: (adapted: String, standard: String)]

    /// When every kind adapts alike (one entry, one condition) and only in the count; `prefix`
    /// names the function in a screen's column (`primaryColumnCount`).
    init?(_ kinds: [SwiftLayoutGenerator.SectionKind], builders: SectionBuilders, prefix: String) {
        guard kinds.count > 1 else { return nil }
        var parameter: String?
        var checks: [String]?
        var counts: [Int: (adapted: String, standard: String)] = [:]
        for (index, kind) in kinds.enumerated() {
            guard kind.description.variants.count == 1, let variant = kind.description.variants.first,
                  case .call(let name, let adapted)? = builders.call(.init(kind: index, variant: 0)),
                  case .call(name, let standard)? = builders.call(.init(kind: index, variant: nil)),
                  adapted.count == standard.count else { return nil }
            let conditions = SwiftLayoutGenerator.conditions(variant.condition)
            guard checks == nil || checks == conditions else { return nil }
            checks = conditions
            let differing = zip(adapted, standard).filter { $0.0.value.flat != $0.1.value.flat }
            guard differing.count == 1, let (adaptedCount, standardCount) = differing.first,
                  let label = adaptedCount.label, label == "columns" || label == "rows", parameter == nil || parameter == label
            else { return nil }
            parameter = label
            counts[index] = (adaptedCount.value.flat, standardCount.value.flat)
        }
        guard let parameter, let checks else { return nil }
        self.parameter = parameter
        self.checks = checks
        self.counts = counts
        let base = parameter == "columns" ? "ColumnCount" : "RowCount"
        functionName = prefix.isEmpty ? base.prefix(1).lowercased() + base.dropFirst() : prefix.prefix(1).lowercased() + prefix.dropFirst() + base
    }

    /// The builder's call for `kind` with the count asked of the function: `makeSection(columns:
    /// columnCount(for: section, environment: environment), …)`.
    func call(_ kindIndex: Int, builders: SectionBuilders) -> SwiftExpression? {
        guard case .call(let name, let arguments)? = builders.call(.init(kind: kindIndex, variant: nil)) else { return nil }
        return .call(name, arguments.map { argument in
            argument.label == parameter
                ? (argument.label, .atom("\(functionName)(for: section, environment: environment)")) : argument
        })
    }

    /// What the condition says, as a name: `isWide` for a width above a bound.
    var conditionName: String {
        guard checks.count == 1, let check = checks.first else { return "adapts" }
        let above = check.contains(" > ") || check.contains(" >= ")
        let below = check.contains(" < ") || check.contains(" <= ")
        if check.contains("Size.width") && (above || below) { return above ? "isWide" : "isNarrow" }
        if check.contains("Size.height") && (above || below) { return above ? "isTall" : "isShort" }
        return "adapts"
    }

    /// `columnCount(for:environment:)`: the condition once, then each section's count.
    func write(kinds: [SwiftLayoutGenerator.SectionKind], caseNames: [String], enumName: String, into w: inout SwiftWriter) {
        w.blank()
        let what = parameter == "columns" ? "columns" : "rows"
        w.line("/// The \(what) of each section's group in the environment (the spec's `adapt` entries).")
        w.function("@MainActor private func \(functionName)",
                   parameters: "for section: \(enumName), environment: any NSCollectionLayoutEnvironment", returns: "Int") { w in
            w.line("let \(conditionName) = " + checks.joined(separator: " && "))
            w.line("switch section {")
            for (index, kind) in kinds.enumerated() {
                guard let count = counts[index] else { continue }
                let patterns = kind.indexes.map { "." + caseNames[$0] }
                w.line("case " + patterns.joined(separator: ", ") + ": return \(conditionName) ? \(count.adapted) : \(count.standard)")
            }
            w.line("}")
        }
    }
}
