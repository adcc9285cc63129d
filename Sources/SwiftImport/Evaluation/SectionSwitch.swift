import SpecReading

/// A `switch sectionIndex { case 0: … case 1, 2: … default: … }` of number literals, as a table from
/// index to case (Docs/Import.md, "Bounds"): a provider of 10,000 sections walks no case list per
/// section, so the import's time grows with the file, not with its square.
struct SectionSwitchTable {
    /// The case each literal picks (the first that names it, as Swift's `switch` does).
    var cases: [Int: Int]
    /// The `default` (or `case _`) case, when there is one.
    var defaultCase: Int?
}

extension Evaluator {
    /// The switch's table, built when first met; nil when a case is more than number literals (a
    /// range, a binding, a `where`), which the switch then matches case by case.
    func sectionSwitchTable(_ cases: [SwitchCase], at position: SourcePosition) throws(ImportDiagnostic) -> SectionSwitchTable? {
        let key = AppStateGaps.key(position)
        if let table = sectionSwitchTables[key] { return table }
        var table = SectionSwitchTable(cases: [:], defaultCase: nil)
        for (offset, switchCase) in cases.enumerated() {
            guard switchCase.guardCondition == nil else { return nil }
            if switchCase.patterns.isEmpty {
                if table.defaultCase == nil { table.defaultCase = offset }
                continue
            }
            for pattern in switchCase.patterns {
                switch pattern {
                case .wildcard:
                    if table.defaultCase == nil { table.defaultCase = offset }
                case .value(.number(let value, _)):
                    guard let literal = Int(exactly: value), literal >= 0 else { return nil }
                    try step(switchCase.position)
                    if table.cases[literal] == nil, table.defaultCase == nil { table.cases[literal] = offset }
                    largestIndexLiteral = max(largestIndexLiteral ?? literal, literal)
                default:
                    return nil
                }
            }
        }
        sectionSwitchTables[key] = table
        return table
    }
}
