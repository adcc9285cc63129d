import FramesFormat
import LayoutEngine

/// The plain text report (Docs/CLI.md, "Reading a diff report"): the verdict on the first line,
/// then one summary line per spec (widths that changed alike on one line), then the details of
/// each spec, at most `maxLines` of them, and how many more there are.
public struct TextDiffReport {
    public var comparisons: [GoldenComparison]
    /// The golden directory of `render --expect-dir`; nil for `diff` and `--expect`.
    public var directory: String?
    /// Goldens in `directory` that no spec or width of the run makes.
    public var orphans: [String] = []
    /// Detail lines per spec; nil for no limit (`--max-lines 0`).
    public var maxLines: Int?
    /// `render`: how many specs failed (to compile, or on their warnings), so had nothing compared.
    public var failedSpecs = 0

    /// A screenful of a terminal or CI log, about.
    public static let defaultMaxLines = 40
    /// Orphan goldens named in the report before the rest are counted.
    static let orphansNamed = 10

    /// `directory` and `orphans` are kept as the report echoes them (`EchoedText`).
    public init(comparisons: [GoldenComparison], directory: String?, orphans: [String] = [], maxLines: Int?, failedSpecs: Int = 0) {
        self.comparisons = comparisons
        self.directory = directory.map { EchoedText.escaped($0, limit: nil) }
        self.orphans = orphans.map { EchoedText.escaped($0) }
        self.maxLines = maxLines
        self.failedSpecs = failedSpecs
    }

    /// Comparisons of one spec, in order: render compares each spec at every width in turn.
    var bySpec: [ArraySlice<GoldenComparison>] {
        var specs: [ArraySlice<GoldenComparison>] = []
        var start = 0
        for index in comparisons.indices where index + 1 == comparisons.count || comparisons[index + 1].name != comparisons[index].name {
            specs.append(comparisons[start...index])
            start = index + 1
        }
        return specs
    }

    public var text: String {
        var lines = [verdict]
        if !orphans.isEmpty, let directory {
            let named = orphans.prefix(Self.orphansNamed).joined(separator: ", ")
            let rest = orphans.count > Self.orphansNamed ? ", … \(orphans.count - Self.orphansNamed) more" : ""
            lines.append("orphans: \(counted(orphans.count, "golden")) in \(directory) that no spec or width of this run makes: "
                         + "\(named)\(rest) (remove them with --record --prune)")
        }
        let failing = bySpec.filter { spec in spec.contains(where: \.fails) }
        for spec in failing { lines += summaryLines(spec) }
        for spec in failing {
            lines.append("")
            lines += details(spec)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The details of one spec, at most `maxLines`, then how many more. Widths that changed alike
    /// (one summary line) show the first one's details and a line naming the others, unless every
    /// line is asked for: the others would repeat them at other coordinates.
    func details(_ spec: ArraySlice<GoldenComparison>) -> [String] {
        var firstOf: [String: Int] = [:]
        var alike: [Int: [String]] = [:]
        var hidden: Set<Int> = []
        for (index, comparison) in spec.enumerated() {
            guard case .differs = comparison.outcome else { continue }
            if maxLines != nil, let first = firstOf[comparison.summary], let target = comparison.target {
                alike[first, default: []].append(target)
                hidden.insert(index)
            } else if firstOf[comparison.summary] == nil {
                firstOf[comparison.summary] = index
            }
        }
        var budget = LineBudget(limit: maxLines)
        var lines: [String] = []
        for (index, comparison) in spec.enumerated() where !hidden.contains(index) {
            Self.details(comparison, into: &lines, budget: &budget)
            if let widths = alike[index] {
                lines.append("  the same changes at \(GoldenComparison.targets(widths)) (--max-lines 0 shows each)")
            }
        }
        if budget.omitted > 0 {
            lines.append("  … \(budget.omitted) more lines (--max-lines N shows more, 0 all)")
        }
        return lines
    }

    /// The first line: `same: ...` or `differ: ...`, with the counts.
    var verdict: String {
        let unreadable = comparisons.filter { if case .unreadable = $0.outcome { return true } else { return false } }.count
        let read = comparisons.count - unreadable
        let unread = unreadable == 0 ? "" : " (\(unreadable) could not be read)"
        let missing = comparisons.filter { if case .missing = $0.outcome { return true } else { return false } }.count
        let differing = comparisons.filter { if case .differs = $0.outcome { return true } else { return false } }.count
        guard let directory else {
            // One comparison: diff or --expect.
            guard let comparison = comparisons.first else { return "same: nothing compared" }
            switch comparison.outcome {
            case .same(let count): return "same: \(counted(count, "element"))"
            case .differs(let diff, _):
                let total = diff.unchanged + diff.changedCount + diff.added.count + diff.removed.count
                let changed = diff.changedCount + diff.added.count + diff.removed.count
                let header = diff.header.isEmpty ? "" : " and \(diff.header.count) header values"
                return "differ: \(changed) of \(total) elements\(diff.contentSize != nil ? " and the content size" : "")\(header), "
                    + "\(comparison.new) against \(comparison.golden)"
            case .missing: return "differ: \(comparison.golden) is missing"
            case .unreadable(let message), .specFailed(let message): return "trouble: \(message)"
            }
        }
        // Specs that failed have no golden compared: said in the verdict, never a bare "same: 0 goldens".
        let theirErrors = failedSpecs == 1 ? "its errors follow" : "their errors follow"
        if read == 0 && failedSpecs > 0 {
            return "not compared: \(failedSpecs == 1 ? "the only spec" : "all \(failedSpecs) specs") of the run failed (\(theirErrors)), "
                + "so no golden in \(directory) was compared"
        }
        let notCompared = failedSpecs == 0 ? "" : "; \(counted(failedSpecs, "spec")) failed, not compared (\(theirErrors))"
        guard missing + differing > 0 else { return "same: \(counted(read, "golden")) in \(directory)\(unread)\(notCompared)" }
        let specs = bySpec
        let failingSpecs = specs.filter { spec in spec.contains(where: \.fails) }.count
        let parts = [differing > 0 ? "\(differing) differ" : nil, missing > 0 ? "\(missing) missing" : nil].compactMap { $0 }
        return "differ: \(missing + differing) of \(counted(read, "golden")) in \(directory)\(unread), \(failingSpecs) of \(counted(specs.count, "spec")): "
            + parts.joined(separator: ", ") + notCompared
    }

    /// One line per distinct summary of a spec, its widths together: `two-column @ 320, 390 pt: 94 cells moved: ...`.
    func summaryLines(_ spec: ArraySlice<GoldenComparison>) -> [String] {
        var order: [String] = []
        var targets: [String: [String]] = [:]
        for comparison in spec where comparison.fails {
            let summary = comparison.summary
            if targets[summary] == nil { order.append(summary) }
            targets[summary, default: []] += comparison.target.map { [$0] } ?? []
        }
        return order.map { summary in
            let at = targets[summary].flatMap { $0.isEmpty ? nil : " @ \(GoldenComparison.targets($0))" } ?? ""
            return directory == nil ? summary : "\(spec.first?.name ?? "")\(at): \(summary)"
        }
    }

    /// The detail lines of one comparison: the files, then each group with its elements, old -> new.
    static func details(_ comparison: GoldenComparison, into lines: inout [String], budget: inout LineBudget) {
        switch comparison.outcome {
        case .same, .unreadable, .specFailed: return
        case .missing:
            budget.add("\(comparison.golden): missing golden (record it with --record)", to: &lines)
        case .differs(let diff, let groups):
            budget.add("--- \(comparison.golden)", to: &lines)
            budget.add("+++ \(comparison.new)", to: &lines)
            // The header's values that differ (the container, scroll direction, content offset, sections).
            for change in diff.header {
                budget.add("  header \(EchoedText.escaped(change.path)): \(change.old.map { EchoedText.escaped($0) } ?? "(none)") -> "
                           + "\(change.new.map { EchoedText.escaped($0) } ?? "(none)")", to: &lines)
            }
            if let change = groups.contentSizeChange { budget.add("  content size \(change)", to: &lines) }
            let numbers = groups.numbers
            for group in groups.groups {
                let count = counted(group.count, group.noun)
                switch group.change {
                case .changed:
                    func line(_ index: Int, indent: String) -> String {
                        let (old, new) = groups.changes[index]
                        let renumbered = old.identity != new.identity ? " (was \(old.identity))" : ""
                        return "\(indent)\(new.identity): \(numbers.frame(old.frame)) -> \(numbers.frame(new.frame))\(renumbered)"
                    }
                    // A change of one element alone is one line, the change after it.
                    if group.count == 1 {
                        budget.add(line(group.first, indent: "  ") + " (\(groups.description(of: group)))", to: &lines)
                        continue
                    }
                    budget.add("  \(count): \(groups.description(of: group))", to: &lines)
                    budget.add(group, of: groups, to: &lines) { index in
                        // Members of a varied group each say how they changed.
                        let change = group.varied ? " (\(groups.description(of: groups.changes[index].old, groups.changes[index].new)))" : ""
                        return line(index, indent: "    ") + change
                    }
                case .added, .removed:
                    let added = group.change == .added
                    budget.add("  \(count) \(added ? "added" : "removed"):", to: &lines)
                    budget.add(group, of: groups, to: &lines) { index in
                        let entry = added ? diff.added[index] : diff.removed[index]
                        return "    \(entry.identity): \(numbers.frame(entry.frame))"
                    }
                }
            }
        }
    }
}

/// Lines kept up to a limit, the rest counted without being formatted.
struct LineBudget {
    var limit: Int?
    private(set) var used = 0
    private(set) var omitted = 0

    init(limit: Int?) {
        self.limit = limit
    }

    private var full: Bool { limit.map { used >= $0 } ?? false }

    mutating func add(_ line: @autoclosure () -> String, to lines: inout [String]) {
        if full {
            omitted += 1
        } else {
            lines.append(line())
            used += 1
        }
    }

    /// A line for each member of `group`, formatted only while there is room.
    mutating func add(_ group: ChangeGroups.Group, of groups: ChangeGroups, to lines: inout [String], _ line: (Int) -> String) {
        let room = limit.map { max($0 - used, 0) } ?? group.count
        for member in groups.members(of: group, limit: room) {
            lines.append(line(member))
            used += 1
        }
        omitted += group.count - min(room, group.count)
    }
}
