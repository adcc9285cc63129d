import SpecReading

/// What the app declares on UIKit's and Swift's own types, found where Swift finds it
/// (Docs/Import.md, "The module"): `extension NSCollectionLayoutSection { static func readableList(…) }`
/// called as `.readableList(…)`, `extension CGFloat { static let gutter = 12.0 }` read as `.gutter`.
extension Evaluator {
    /// The app's static method `name` on a UIKit or Swift type whose labels fit, for an implicit
    /// member call (the type the context expects is not known: the one declaration that fits).
    func extensionFunction(named name: String, labels: [String?]) -> FunctionDeclaration? {
        let candidates = (functionsByName[name] ?? []).filter { !$0.isProperty && isExtendedType($0.typeName) }
        return candidates.isEmpty ? nil : overload(candidates, labels: labels)
    }

    /// The value of the app's static property `name` (stored or computed) on a UIKit or Swift type,
    /// for an implicit member (`.gutter`); nil when the app declares none.
    func extensionProperty(named name: String, at position: SourcePosition) throws(ImportDiagnostic) -> Value? {
        if let property = (functionsByName[name] ?? []).first(where: { $0.isProperty && isExtendedType($0.typeName) }) {
            return try invoke(.function(property, receiver: .type(property.typeName ?? "")), [], at: position)
        }
        if let stored = (storedByName[name] ?? []).first(where: { isExtendedType($0.typeName) }) {
            return try storedValue(stored)
        }
        return nil
    }

    /// Whether `typeName` is a type of UIKit's or Swift's the app extends (not one of its own).
    private func isExtendedType(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        return UIKitCalls.isType(typeName) && enumeration(typeName) == nil
    }

    /// The `#if` groups whose kept branch lies in `range` (tokens just parsed to run): each said in a
    /// note once (CompilationConditions).
    func noteConditions(in range: Range<Int>) {
        for group in file.conditionGroups where group.kept.overlaps(range) || (group.kept.isEmpty && range.contains(group.kept.lowerBound)) {
            note(.note(group.note, at: group.position))
        }
    }

    /// `map`, `filter`, `max()`, `min()`, `contains` and `reduce(_:_:)` of an array: nil for any other method.
    func arrayMethod(_ name: String, of elements: [Value], _ argumentExpressions: [Argument], in scope: Scope,
                     at position: SourcePosition) throws(ImportDiagnostic) -> Value? {
        guard ["map", "compactMap", "filter", "max", "min", "contains", "reduce"].contains(name) else { return nil }
        let arguments = try evaluateArguments(argumentExpressions, in: scope)
        switch (name, arguments.count) {
        case ("map", 1), ("compactMap", 1):
            var mapped: [Value] = []
            for element in elements {
                let value = try invoke(arguments[0].value, [(nil, element)], at: position)
                if name == "compactMap", case .null = value { continue }
                mapped.append(value)
            }
            return try builtArray(mapped, at: position)
        case ("filter", 1):
            var kept: [Value] = []
            for element in elements where try truth(try invoke(arguments[0].value, [(nil, element)], at: position), at: position) {
                kept.append(element)
            }
            return try builtArray(kept, at: position)
        case ("max", 0), ("min", 0):
            var best: Value = .null
            for element in elements {
                let number = try self.number(element, at: position)
                if case .null = best { best = element; continue }
                let current = try self.number(best, at: position)
                if name == "max" ? number > current : number < current { best = element }
            }
            return best
        case ("contains", 1):
            for element in elements where try equal(element, arguments[0].value, at: position) { return .bool(true) }
            return .bool(false)
        case ("reduce", 2):
            var result = arguments[0].value
            for element in elements { result = try invoke(arguments[1].value, [(nil, result), (nil, element)], at: position) }
            return result
        default:
            return nil
        }
    }
}
