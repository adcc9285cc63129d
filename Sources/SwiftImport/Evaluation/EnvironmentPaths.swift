import FramesFormat
import LayoutEngine
import SpecReading

/// Conditions on the layout environment, as adapt entries (Docs/Import.md, "Conditions on the
/// environment"). A section provider is run once for every combination of its comparisons' outcomes
/// that its code reaches (each comparison taken true first); each run is a path. Ordered true-first,
/// the paths are UIKit's section provider as a list of adapt entries whose `when` holds the
/// comparisons the path took true: the first entry that holds is the path the code takes.
final class EnvironmentPaths {
    /// One comparison with the environment: `width > 800`, `horizontalSizeClass == compact`.
    struct Comparison: Equatable {
        var key: String
        var op: String
        var bound: Double?
        var value: String?
        var position: SourcePosition
        /// Of `effectiveContentSize` (adapt's `effectiveContentSize: {width, height}`), not `contentSize`
        /// (adapt's `width`, `height`).
        var effective: Bool

        /// As adapt writes it: `"> 800"`, `compact`.
        var adaptValue: DocumentNode.Value {
            if key == EnvironmentPaths.categoryKey, let bound { return .string("\(op) \(ContentSizeCategory.allCases[Int(bound)].rawValue)") }
            if let bound { return .string("\(op) \(formatNumber(bound))") }
            return .string(value ?? "")
        }
    }

    /// The outcomes to take, in the order comparisons are met; past its end, true.
    private let script: [Bool]
    private(set) var decisions: [(comparison: Comparison, outcome: Bool)] = []

    private init(script: [Bool]) { self.script = script }

    /// A path: its comparisons taken true, and what the code gave on it.
    struct Path<T> {
        var conditions: [Comparison]
        var value: T
    }

    /// Runs `body` on every path, true-first; more than `ImportLimits.maximumPaths` is refused.
    static func explore<T>(at position: SourcePosition, _ body: (EnvironmentPaths) throws(ImportDiagnostic) -> T) throws(ImportDiagnostic) -> [Path<T>] {
        var pending: [[Bool]] = [[]]
        var finished: [(outcomes: [Bool], path: Path<T>)] = []
        while let script = pending.popLast() {
            guard finished.count < ImportLimits.maximumPaths else {
                throw .limit("more than \(ImportLimits.maximumPaths) combinations of conditions on the environment", at: position, instead: "split the section into functions with fewer conditions, or write its adapt entries by hand")
            }
            let paths = EnvironmentPaths(script: script)
            let value = try body(paths)
            let outcomes = paths.decisions.map(\.outcome)
            for taken in script.count..<outcomes.count { pending.append(Array(outcomes[..<taken]) + [false]) }
            finished.append((outcomes, Path(conditions: paths.decisions.filter(\.outcome).map(\.comparison), value: value)))
        }
        // True before false at the first outcome that differs: UIKit's order of the branches.
        finished.sort { a, b in
            for (x, y) in zip(a.outcomes, b.outcomes) where x != y { return x }
            return a.outcomes.count < b.outcomes.count
        }
        return finished.map(\.path)
    }

    /// The outcome of `part op other` on this path.
    func decide(_ part: EnvironmentPart, _ op: String, _ other: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Bool {
        switch part {
        case .length(let key, _) where Self.isInset(key):
            throw Self.insetRefusal(key, at: position)
        case .length(let key, let effective):
            guard case .number(let bound) = other, ["<", "<=", ">", ">=", "==", "!="].contains(op) else {
                let when = effective ? "effectiveContentSize: {\(key): \"> N\"}" : "\(key): \"> N\""
                throw ImportDiagnostic("the container's \(key) is compared here (\(op)) with \(other.typeDescription); adapt compares "
                                       + "it (<, <=, >, >=, ==, !=) with a number only", at: position,
                                       instead: "compare it with a number (in the spec, adapt entries with when: {\(when)}), or give "
                                           + "the comparison's outcome with --given 'EXPR=true' (EXPR the comparison as written)")
            }
            if op == "!=" { return try !decide(part, "==", other, at: position) }
            return take(Comparison(key: key, op: op, bound: bound, value: nil, position: position, effective: effective))
        case .trait(let key):
            guard case .member(let name, _) = other, op == "==" || op == "!=", Self.traitValues[key]?.contains(name) == true else {
                throw ImportDiagnostic("\(key) is compared (== or !=) with \(Self.traitValues[key]?.map { "." + $0 }.joined(separator: " or ") ?? "a value")",
                                       at: position, instead: "compare it with one of those cases (in the spec, adapt entries with when: {\(key): …})")
            }
            let outcome = take(Comparison(key: key, op: "==", bound: nil, value: name, position: position, effective: false))
            return op == "==" ? outcome : !outcome
        case .contentSizeCategory:
            let names = ContentSizeCategory.allCases.map(\.rawValue)
            guard case .member(let name, _) = other, let index = names.firstIndex(of: name), ["<", "<=", ">", ">=", "==", "!="].contains(op) else {
                throw ImportDiagnostic("preferredContentSizeCategory is compared (<, <=, >, >=, ==, !=) with a text size (.large, "
                                       + ".accessibilityMedium, …), here \(op) with \(other.typeDescription)", at: position,
                                       instead: "write adapt entries with when: {contentSizeCategory: \">= accessibilityMedium\"}")
            }
            if op == "!=" { return try !decide(part, "==", other, at: position) }
            return take(Comparison(key: Self.categoryKey, op: op, bound: Double(index), value: nil, position: position, effective: false))
        default:
            throw ImportDiagnostic("\(part.description) cannot be compared", at: position, instead: "compare the container's width or height with a number, or a trait with its case (.compact, .pad)")
        }
    }

    /// adapt's condition on the text size (Docs/SpecFormat.md, "sections"): ordered, as the width is.
    static let categoryKey = "contentSizeCategory"

    /// A part of the environment where a number is needed (an inset, a spacing, a count): what it may
    /// be read in instead.
    static func notANumber(_ part: EnvironmentPart, at position: SourcePosition) -> ImportDiagnostic {
        if case .length(let key, _) = part.linear.key, isInset(key) { return insetRefusal(key, at: position) }
        return ImportDiagnostic("\(part.description) is read in comparisons with numbers, in floor(…), ceil(…), round(…) or Int(…) "
                                + "of arithmetic on it (they become adapt entries) and in .absolute(…) or .estimated(…) (a container "
                                + "length), not as a number itself", at: position,
                                instead: "write an adapt entry for each width range, or a container length such as "
                                    + "absolute(effectiveContentSize.width / 3 - 10) (Docs/SpecFormat.md, \"sections\", \"Container lengths\")")
    }

    /// `contentInsets.leading` and the other edges: read as container lengths only.
    static func isInset(_ key: String) -> Bool { key.hasPrefix("contentInsets.") }

    /// The container's insets read other than in a dimension: they are those of the layout's content
    /// insets reference (the safe area by default, or the layout margins), which differ from device
    /// to device and, for the margins, with the width: never baked into a number (Docs/Import.md,
    /// "Container insets").
    static func insetRefusal(_ key: String, at position: SourcePosition) -> ImportDiagnostic {
        ImportDiagnostic("the container's \(key) (an inset of the layout's contentInsetsReference: the safe area by default, or the "
                         + "layout margins, which change with the device and the width) is held by the spec in a dimension only, as "
                         + "absolute(\(key) + N) or estimated(\(key) + N); adapt has no condition on it", at: position,
                         instead: "for a section inset by it, write contentInsetsReference: safeArea (or layoutMargins) on the section, "
                             + "which UIKit insets it by; for one device's value, give the read as the code writes it with "
                             + "--given 'EXPR=VALUE' (EXPR: the whole read, such as layoutEnvironment.container.\(key))")
    }

    /// The values adapt's conditions take (Docs/SpecFormat.md, "sections").
    static let traitValues = ["horizontalSizeClass": ["compact", "regular"], "verticalSizeClass": ["compact", "regular"],
                              "layoutDirection": ["leftToRight", "rightToLeft"], "idiom": ["phone", "pad", "mac"]]

    /// The outcome the path takes: what earlier outcomes imply, else the script's, else true.
    private func take(_ comparison: Comparison) -> Bool {
        if let implied = implied(comparison) { return implied }
        let outcome = decisions.count < script.count ? script[decisions.count] : true
        decisions.append((comparison, outcome))
        return outcome
    }

    /// What the outcomes so far say of `comparison`, when they settle it.
    private func implied(_ comparison: Comparison) -> Bool? {
        let earlier = decisions.filter { $0.comparison.key == comparison.key && $0.comparison.effective == comparison.effective }
        if let value = comparison.value {
            if let same = earlier.first(where: { $0.comparison.value == value }) { return same.outcome }
            if earlier.contains(where: \.outcome) { return false }
            // A trait of two values, the other one ruled out.
            return !earlier.isEmpty && Self.traitValues[comparison.key]?.count == 2 ? true : nil
        }
        guard let bound = comparison.bound else { return nil }
        var range = LengthRange()
        for decision in earlier { range.narrow(decision.comparison, decision.outcome) }
        return range.settles(comparison.op, bound)
    }

    /// The reading of the environment's parts (`layoutEnvironment.container.effectiveContentSize.width`).
    static func member(_ name: String, of part: EnvironmentPart, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        switch (part, name) {
        case (.environment, "container"): return .environment(.container)
        case (.environment, "traitCollection"): return .environment(.traitCollection)
        case (.container, "contentSize"), (.container, "effectiveContentSize"):
            return .environment(.containerSize(effective: name == "effectiveContentSize"))
        case (.containerSize, "size"): return .environment(part)  // `collectionView.frame.size.width`
        case (.containerSize(let effective), "width"), (.containerSize(let effective), "height"):
            return .environment(.length(name, effective: effective))
        case (.traitCollection, "userInterfaceIdiom"), (.device, "userInterfaceIdiom"): return .environment(.trait("idiom"))
        case (.traitCollection, _) where traitValues[name] != nil && name != "idiom": return .environment(.trait(name))
        case (.device, "current"), (.screen, "main"): return .environment(part)
        case (.screen, "bounds"):
            return .environment(.containerSize(effective: false))
        case (.groupEnvironment, _):
            throw ImportDiagnostic("a custom group's frames that depend on its container cannot be written as the spec's fixed frames",
                                   at: position, instead: "write the group's frames for one container size")
        case (.traitCollection, "preferredContentSizeCategory"): return .environment(.contentSizeCategory)
        case (.container, "contentInsets"): return .environment(.containerInsets)
        case (.containerInsets, "top"), (.containerInsets, "leading"), (.containerInsets, "bottom"), (.containerInsets, "trailing"):
            return .environment(.length("contentInsets.\(name)", effective: false))
        default:
            throw ImportDiagnostic("\(part.description).\(name) is not a condition adapt can hold (it knows the container's width and "
                                   + "height, the size classes, the layout direction, the idiom and the text size)", at: position,
                                   instead: "write one spec for each case, or in the spec an adapt entry on what adapt knows (or give the value with --given)")
        }
    }
}

/// The widths (or heights) the outcomes so far allow: an interval.
private struct LengthRange {
    var low = -Double.infinity, lowIncluded = false
    var high = Double.infinity, highIncluded = false

    mutating func narrow(_ comparison: EnvironmentPaths.Comparison, _ outcome: Bool) {
        guard let bound = comparison.bound else { return }
        switch (comparison.op, outcome) {
        case (">", true), ("<=", false): raise(bound, included: false)
        case (">=", true), ("<", false): raise(bound, included: true)
        case ("<", true), (">=", false): lower(bound, included: false)
        case ("<=", true), (">", false): lower(bound, included: true)
        case ("==", true):
            raise(bound, included: true)
            lower(bound, included: true)
        default: break
        }
    }

    private mutating func raise(_ bound: Double, included: Bool) {
        if bound > low || (bound == low && !included) { (low, lowIncluded) = (bound, included) }
    }

    private mutating func lower(_ bound: Double, included: Bool) {
        if bound < high || (bound == high && !included) { (high, highIncluded) = (bound, included) }
    }

    /// True or false when every value in the range gives that outcome of `x op bound`.
    func settles(_ op: String, _ bound: Double) -> Bool? {
        let allAbove = low > bound || (low == bound && !lowIncluded)      // every x > bound
        let allAtLeast = low >= bound                                      // every x >= bound
        let allBelow = high < bound || (high == bound && !highIncluded)   // every x < bound
        let allAtMost = high <= bound                                      // every x <= bound
        switch op {
        case ">": return allAbove ? true : allAtMost ? false : nil
        case ">=": return allAtLeast ? true : allBelow ? false : nil
        case "<": return allBelow ? true : allAtLeast ? false : nil
        case "<=": return allAtMost ? true : allAbove ? false : nil
        default: return allAbove || allBelow ? false : nil
        }
    }
}
