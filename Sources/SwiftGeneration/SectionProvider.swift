import LayoutEngine
import SpecReading

/// The section provider of a layout whose sections differ (or adapt, or are lists): an enum of its
/// sections named from the spec, a `switch` over it calling one function per kind of section, and
/// those functions; definitions alike but for sizes and counts share a builder (`SectionBuilders`).
/// Docs/SwiftGeneration.md, "Code to keep".
struct SectionProvider {
    let kinds: [SwiftLayoutGenerator.SectionKind]
    let options: SwiftLayoutGenerator.Options
    let sectionCount: Int
    let builders: SectionBuilders
    let shared: SharedParts
    /// The sections' counts in one function, when they adapt alike only in them (`ColumnCounts`).
    let columnCounts: ColumnCounts?
    /// `Section`, or `PrimarySection` in a screen's column.
    let enumName: String
    /// Per section index, its case.
    let caseNames: [String]

    init(_ kinds: [SwiftLayoutGenerator.SectionKind], sections: [SectionDescription], options: SwiftLayoutGenerator.Options) {
        self.kinds = kinds
        self.options = options
        sectionCount = sections.count
        var taken = NameScope(taken: kinds.map(\.functionName))
        var builders = SectionBuilders(kinds, options: options, taken: &taken)
        columnCounts = ColumnCounts(kinds, builders: builders, prefix: options.namePrefix)
        if let columnCounts, columnCounts.answersOneKind, let kind = kinds.first {
            // The count function answers the kind's entries: its builder is the kind's function.
            builders.rename(builderOf: .init(kind: 0, variant: nil), to: kind.functionName)
        }
        self.builders = builders
        // The definitions written as code of their own share parts (a builder's parameters may be
        // in any of its parts: it keeps them).
        var ownCode: [SectionDefinition] = []
        for (index, kind) in kinds.enumerated() where !kind.description.providesNoSection {
            let definitions = kind.description.variants.enumerated().map { (Optional($0.offset), $0.element.definition) }
                + [(nil, kind.description.standard)]
            for (variant, definition) in definitions where builders.call(.init(kind: index, variant: variant)) == nil {
                ownCode.append(definition)
            }
        }
        shared = SharedParts(ownCode, options: options, taken: &taken)
        enumName = options.namePrefix + "Section"
        var scope = NameScope()
        caseNames = sections.enumerated().map { index, section in
            let name = section.id.flatMap(SwiftSyntax.camelCase) ?? "section\(index)"
            // `none` and `some` would read as Optional's cases (`case .none:`): `noneSection`.
            return scope.claim(SwiftSyntax.keywords.contains(name) || name == "none" || name == "some" ? name + "Section" : name)
        }
    }

    /// Whether the provider switches over the sections (more than one kind).
    var switches: Bool { kinds.count > 1 }

    /// `private enum Section: Int { case featured, apps }`, before the layout function.
    func writeEnum(into w: inout SwiftWriter) {
        guard switches else { return }
        w.line("/// The sections of the layout, in order.")
        w.block("private enum \(enumName): Int") { w in
            var line = "case"
            for (index, name) in caseNames.enumerated() {
                let text = " " + name + (index == caseNames.count - 1 ? "" : ",")
                if line != "case" && !w.fits(line + text) {
                    w.line(line)
                    line = "  " + name + (index == caseNames.count - 1 ? "" : ",")
                    continue
                }
                line += text
            }
            w.line(line)
        }
        w.blank()
    }

    /// The call that builds `kind`'s sections: its builder's, when it has no `adapt` entries and
    /// shares one, else its own function's.
    func call(_ kindIndex: Int) -> SwiftExpression {
        let kind = kinds[kindIndex]
        // The provider returns nil there: UIKit lays out no section (Docs/SpecFormat.md, "sections").
        if kind.description.providesNoSection { return .atom("nil") }
        if let columnCounts, let counted = columnCounts.call(kindIndex, builders: builders) { return counted }
        if kind.description.variants.isEmpty, let shared = builders.call(.init(kind: kindIndex, variant: nil)) { return shared }
        return .call(kind.functionName, kind.needsEnvironment ? [("environment", .atom("environment"))] : [])
    }

    private func usesEnvironment(_ call: SwiftExpression) -> Bool { call.flat.contains("environment: environment)") }

    /// The closure: `guard let section = Section(rawValue: sectionIndex)` and a `switch` over it.
    func writeProvider(start: String, configuration: String?, into w: inout SwiftWriter) {
        let calls = kinds.indices.map(call)
        let parameters = (switches ? "sectionIndex" : "_") + ", " + (calls.contains(where: usesEnvironment) ? "environment" : "_") + " in"
        func body(_ w: inout SwiftWriter) {
            guard switches else {
                // One kind of section, or none (then the provider is never asked).
                w.statement("", calls.first ?? .atom("nil"))
                return
            }
            w.line("guard let section = \(enumName)(rawValue: sectionIndex) else { return nil }")
            // swift-format's default keeps case labels level with the switch.
            w.line("switch section {")
            // Kinds built by one call (a builder without parameters) share a case.
            var cases: [(indexes: [Int], call: SwiftExpression)] = []
            for (index, kind) in kinds.enumerated() {
                if let known = cases.firstIndex(where: { $0.call.flat == calls[index].flat }) {
                    cases[known].indexes += kind.indexes
                } else {
                    cases.append((kind.indexes, calls[index]))
                }
            }
            for (indexes, call) in cases {
                let patterns = indexes.sorted().map { "." + caseNames[$0] }
                let label = "case " + patterns.joined(separator: ", ") + ":"
                if w.fits(label + " return " + call.flat) {
                    w.line(label + " return " + call.flat)
                } else {
                    w.caseLabel(patterns)
                    w.indented { $0.statement("return ", call) }
                }
            }
            w.line("}")
        }
        if let configuration {
            w.line(start + "(")
            w.indented { w in
                w.line("sectionProvider: { \(parameters)")
                w.indented(body)
                w.line("}, configuration: \(configuration))")
            }
        } else {
            w.line(start + " { \(parameters)")
            w.indented(body)
            w.line("}")
        }
    }

    /// The function of each kind that needs one (`adapt` entries, or a definition of its own), then the builders.
    func writeFunctions(into w: inout SwiftWriter) {
        for (index, kind) in kinds.enumerated()
        where columnCounts?.counts[index] == nil && call(index).flat.hasPrefix(kind.functionName + "(") {
            w.blank()
            writeKindFunction(index, into: &w)
        }
        columnCounts?.write(kinds: kinds, caseNames: caseNames, enumName: enumName, into: &w)
        builders.write(options: options, sectionCount: sectionCount, into: &w)
        shared.write(options: options, into: &w)
    }

    /// Each `adapt` entry as an `if` on the environment, in order, then the section as written;
    /// each a builder's call or the definition's code.
    private func writeKindFunction(_ kindIndex: Int, into w: inout SwiftWriter) {
        let kind = kinds[kindIndex]
        let sections = SwiftLayoutGenerator.describe(kind.indexes, of: sectionCount)
        w.line(w.fits("/// Builds \(sections).") ? "/// Builds \(sections)." : "/// Builds \(kind.indexes.count) sections, the first \(kind.indexes[0]).")
        let parameters = kind.needsEnvironment ? "environment: any NSCollectionLayoutEnvironment" : ""
        w.function("@MainActor private func \(kind.functionName)", parameters: parameters, returns: "NSCollectionLayoutSection") { w in
            func write(_ definition: SectionDefinition, variant: Int?, into w: inout SwiftWriter) {
                if let shared = builders.call(.init(kind: kindIndex, variant: variant)) {
                    w.statement("return ", shared)
                    return
                }
                var code = SectionCode(options, shared: shared)
                code.write(definition, into: &w)
                w.line("return section")
            }
            for (number, variant) in kind.description.variants.enumerated() {
                w.ifBlock(SwiftLayoutGenerator.conditions(variant.condition)) { w in write(variant.definition, variant: number, into: &w) }
            }
            write(kind.description.standard, variant: nil, into: &w)
        }
    }
}

extension SwiftLayoutGenerator {
    /// `every section`, `section 2`, `sections 0, 3...7`.
    static func describe(_ indexes: [Int], of sectionCount: Int) -> String {
        indexes.count == sectionCount ? "every section"
            : indexes.count == 1 ? "section \(indexes[0])" : "sections \(casePatterns(indexes).joined(separator: ", "))"
    }

    /// `["0", "2"]` or `["3...7"]`: section indexes, runs of three or more as ranges.
    static func casePatterns(_ indexes: [Int]) -> [String] {
        var parts: [String] = []
        var start = 0
        while start < indexes.count {
            var end = start
            while end + 1 < indexes.count && indexes[end + 1] == indexes[end] + 1 { end += 1 }
            if end - start >= 2 {
                parts.append("\(indexes[start])...\(indexes[end])")
            } else {
                parts += indexes[start...end].map(String.init)
            }
            start = end + 1
        }
        return parts
    }
}
