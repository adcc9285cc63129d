import LayoutEngine
import SpecReading

/// The sizes and counts of a section's code, in the order the code says them: literals, or the
/// parameters of a builder shared by sections that differ only there (`SectionBuilders`).
final class CodeSlots {
    struct Slot: Equatable {
        /// What the value is, as a parameter would be called: `itemWidth`, `columns`.
        var role: String
        var type: String
        /// The value as a literal: `.fractionalWidth(0.2)`, `3`.
        var text: String
        /// For a fraction `1 / n` of the width along a width (of the height along a height), the
        /// axis and `n`: values of a builder's parameter that are all such fractions are passed as
        /// the count (`columns: 4` for `.fractionalWidth(0.25)`).
        var share: Share? = nil
    }

    /// A dimension that is the `1 / count` share of its container along `axis`.
    struct Share: Equatable {
        var axis: Axis
        var count: Int

        /// The share of a dimension along `axis`, when it is exactly `1 / n` for a count up to 12.
        init?(_ dimension: Dimension, along axis: Axis) {
            let fraction: Double
            switch (dimension, axis) {
            case (.fractionalWidth(let value), .horizontal), (.fractionalHeight(let value), .vertical): fraction = value
            default: return nil
            }
            guard let count = (1...12).first(where: { 1 / Double($0) == fraction }) else { return nil }
            self.axis = axis
            self.count = count
        }
    }

    private(set) var said: [Slot] = []
    /// Recording: each value said as a placeholder, so that code alike but for them reads the same.
    private let recording: Bool
    /// Filling: per slot, the parameter that says it, or nil for its literal.
    private let parameters: [String?]

    init() {
        recording = false
        parameters = []
    }

    private init(recording: Bool, parameters: [String?]) {
        self.recording = recording
        self.parameters = parameters
    }

    static func recorder() -> CodeSlots { CodeSlots(recording: true, parameters: []) }
    static func filled(by parameters: [String?]) -> CodeSlots { CodeSlots(recording: false, parameters: parameters) }

    /// The value of a property UIKit has a default for: nil (no line) where it is `defaultText`
    /// and no parameter says it; recorded always, so that sections alike but for it share a builder.
    func setting(role: String, type: String, text: String, default defaultText: String) -> String? {
        let index = said.count
        let written = value(role: role, type: type, text: text)
        let parameterized = index < parameters.count && parameters[index] != nil
        return recording || parameterized || text != defaultText ? written : nil
    }

    /// The text the code says for the next value (`share`: the count it is the share of, if any).
    func value(role: String, type: String, text: String, share: Share? = nil) -> String {
        let index = said.count
        said.append(Slot(role: role, type: type, text: text, share: share))
        if recording { return "⟨\(index)⟩" }
        return index < parameters.count ? parameters[index] ?? text : text
    }
}

/// Section definitions whose code is alike but for sizes, counts and scrolling behaviours share one builder function,
/// which takes those as parameters (Docs/SwiftGeneration.md, "Code to keep"); a definition used
/// once is written where it is used.
struct SectionBuilders {
    /// One section definition's code with its values as placeholders, and the values.
    struct Shape {
        var template: [String]
        var values: [CodeSlots.Slot]
        var isList: Bool
    }

    /// A builder's parameter: its name and type, what its code says in the value's place (the
    /// name, or `.fractionalWidth(1 / CGFloat(columns))` for a count passed for shares), and whether
    /// a use passes its share's count rather than the value.
    struct Parameter {
        var name: String
        var type: String
        var code: String
        var passesCount: Bool
    }

    struct Builder {
        var name: String
        var definition: SectionDefinition
        /// Per slot, the parameter that takes it (nil: the same in every use, written as it is).
        var parameters: [Parameter?]
        var needsEnvironment: Bool
        /// The sections it builds (for its doc comment).
        var sections: [Int]
    }

    private(set) var builders: [Builder] = []
    /// Per definition (by `key`), its builder and the values it passes.
    private var uses: [DefinitionKey: (builder: Int, values: [CodeSlots.Slot])] = [:]

    struct DefinitionKey: Hashable {
        var kind: Int
        /// The `adapt` entry, or nil for the section as written.
        var variant: Int?
    }

    init(_ kinds: [SwiftLayoutGenerator.SectionKind], options: SwiftLayoutGenerator.Options, taken: inout NameScope) {
        var shapes: [(key: DefinitionKey, shape: Shape, definition: SectionDefinition, sections: [Int])] = []
        for (kindIndex, kind) in kinds.enumerated() where !kind.description.providesNoSection {
            let definitions = kind.description.variants.enumerated().map { (Optional($0.offset), $0.element.definition) }
                + [(nil, kind.description.standard)]
            // A definition reading the container is code of its own: a builder's caller has no environment.
            for (variant, definition) in definitions where !definition.section.readsContainer {
                shapes.append((DefinitionKey(kind: kindIndex, variant: variant), Self.shape(definition, options: options), definition, kind.indexes))
            }
        }
        // First the definitions alike but for their scrolling behaviour (a builder taking only
        // that); then, of the others, those alike but for sizes and counts (the behaviour as written).
        var groups: [[Int]] = []
        var grouped: Set<Int> = []
        for valuesKey in [true, false] {
            var groupOfShape: [[String]: Int] = [:]
            var found: [[Int]] = []
            for (index, entry) in shapes.enumerated() where !grouped.contains(index) {
                let values = entry.shape.values.filter { ($0.role == Self.behaviorRole) != valuesKey }.map(\.text)
                let key = entry.shape.template + [entry.shape.isList ? "list" : "group"] + values
                if let group = groupOfShape[key] {
                    found[group].append(index)
                } else {
                    groupOfShape[key] = found.count
                    found.append([index])
                }
            }
            for members in found where members.count > 1 || !valuesKey {
                // Definitions the same in every value are left to the second pass, where they may
                // join those that differ in sizes, counts or modes.
                let behaviors = Set(members.map { shapes[$0].shape.values.filter { $0.role == Self.behaviorRole }.map(\.text) })
                if valuesKey && behaviors.count < 2 { continue }
                groups.append(members)
                if members.count > 1 { grouped.formUnion(members) }
            }
        }
        for members in groups where members.count > 1 {
            let first = shapes[members[0]]
            var parameters: [Parameter?] = []
            var scope = NameScope()
            for (slot, value) in first.shape.values.enumerated() {
                let uses = members.map { shapes[$0].shape.values[slot] }
                if !uses.contains(where: { $0.text != value.text }) {
                    parameters.append(nil)
                } else if let axis = value.share?.axis, uses.allSatisfy({ $0.share?.axis == axis }) {
                    // Shares `1 / n` of the width: the builder takes the columns, as a count group does.
                    let name = scope.claim(axis == .horizontal ? "columns" : "rows")
                    parameters.append(Parameter(name: name, type: "Int", code: CountShare(axis: axis, count: name).dimension,
                                                passesCount: true))
                } else {
                    let name = scope.claim(value.role)
                    parameters.append(Parameter(name: name, type: value.type, code: name, passesCount: false))
                }
            }
            let served = members.map { shapes[$0].key.kind }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
            let name = Self.name(first.definition, served: served.map { kinds[$0] }, all: kinds.count, prefix: options.namePrefix,
                                 taken: &taken)
            let builder = Builder(name: name, definition: first.definition, parameters: parameters,
                                  needsEnvironment: first.shape.isList,
                                  sections: members.flatMap { shapes[$0].sections }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } })
            for member in members { uses[shapes[member].key] = (builders.count, shapes[member].shape.values) }
            builders.append(builder)
        }
    }

    /// The role of the scrolling behaviour's slot (`SectionCode.writeProperties`).
    static let behaviorRole = "scrollingBehavior"

    /// The definition's code recorded with placeholders for its sizes and counts.
    static func shape(_ definition: SectionDefinition, options: SwiftLayoutGenerator.Options) -> Shape {
        let slots = CodeSlots.recorder()
        var code = SectionCode(options, slots: slots)
        var w = SwiftWriter()
        code.write(definition, into: &w)
        return Shape(template: w.lines, values: slots.said, isList: definition.list != nil)
    }

    /// Its group's `name` (`makeGridSection`); else, for the `adapt` entries of one kind, that kind's
    /// name and `Variant`; `makeSection` when it serves every kind, the
    /// names of the kinds it serves (`makeListOrGridSection`), or their first sections
    /// (`makeSections0And3`).
    static func name(_ definition: SectionDefinition, served kinds: [SwiftLayoutGenerator.SectionKind], all: Int, prefix: String,
                     taken: inout NameScope) -> String {
        let labels = kinds.compactMap(\.label)
        let base: String
        if definition.list == nil, let group = definition.section.group.name.flatMap(SwiftSyntax.typeName) {
            base = "make\(prefix)\(group)Section"
        } else if kinds.count == 1, let kind = kinds.first {
            // The variants of one kind's `adapt` entries.
            base = kind.functionName + "Variant"
        } else if kinds.count == all {
            base = "make\(prefix)Section"
        } else if labels.count == kinds.count && kinds.count <= 3 {
            base = "make\(prefix)\(labels.joined(separator: "Or"))Section"
        } else {
            base = "make\(prefix)Sections" + kinds.prefix(3).map { String($0.indexes[0]) }.joined(separator: "And")
        }
        return taken.claim(base)
    }

    /// Names the builder of `key`'s definition `name` (a kind's own name, when a count function
    /// answers that kind's `adapt` entries and the kind needs no function of its own).
    mutating func rename(builderOf key: DefinitionKey, to name: String) {
        guard let use = uses[key] else { return }
        builders[use.builder].name = name
    }

    /// The call that builds `key`'s definition, or nil when it is written where it is used.
    func call(_ key: DefinitionKey) -> SwiftExpression? {
        guard let use = uses[key] else { return nil }
        let builder = builders[use.builder]
        var arguments: [(label: String?, value: SwiftExpression)] = []
        for (slot, parameter) in builder.parameters.enumerated() {
            guard let parameter else { continue }
            let value = use.values[slot]
            arguments.append((parameter.name, .atom(parameter.passesCount ? String(value.share?.count ?? 1) : value.text)))
        }
        if builder.needsEnvironment { arguments.append(("environment", .atom("environment"))) }
        return .call(builder.name, arguments)
    }

    /// The builder functions.
    func write(options: SwiftLayoutGenerator.Options, sectionCount: Int, into w: inout SwiftWriter) {
        for builder in builders {
            w.blank()
            let sections = SwiftLayoutGenerator.describe(builder.sections, of: sectionCount)
            let given = builder.parameters.compactMap { $0 }
            w.line(given.isEmpty ? "/// Builds \(sections)." : "/// Builds \(sections): alike but for the values given.")
            var parameters = given.map { "\($0.name): \($0.type)" }
            if builder.needsEnvironment { parameters.append("environment: any NSCollectionLayoutEnvironment") }
            w.function("@MainActor private func \(builder.name)", parameters: parameters.joined(separator: ", "),
                       returns: "NSCollectionLayoutSection") { w in
                var code = SectionCode(options, slots: .filled(by: builder.parameters.map { $0?.code }))
                code.write(builder.definition, into: &w)
                w.line("return section")
            }
        }
    }
}
