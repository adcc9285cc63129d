import LayoutEngine
import SpecReading

/// The value shapes of the key tables as JSON Schema: what the decoder's typed reads accept
/// (Docs/SpecFormat.md, "Values").
extension SpecSchema {
    static let maximumLength = SchemaJSON.number(SpecLimits.maximumLength)

    static func schema(_ value: SpecValue) -> SchemaJSON {
        switch value {
        case .length(let minimum, let exclusive):
            return .object([("type", .string("number")), (exclusive ? "exclusiveMinimum" : "minimum", .number(minimum)),
                            ("maximum", maximumLength)])
        case .offset:
            return .object([("type", .string("number")), ("minimum", .number(-SpecLimits.maximumLength)), ("maximum", maximumLength)])
        case .integer(let range):
            return .object([("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))),
                            ("maximum", .number(Double(range.upperBound)))])
        case .bool:
            return .object([("type", .string("boolean"))])
        case .string(let nonEmpty):
            return .object([("type", .string("string"))] + (nonEmpty ? [("minLength", .number(1))] : []))
        case .codeName:
            return .object([("type", .string("string")), ("pattern", .string("^[A-Za-z][-A-Za-z0-9_ ]{0,99}$"))])
        case .choice(let words):
            return .object([("enum", .words(words))])
        case .call(let names, let bare):
            return .object([("anyOf", .array([
                .object([("description", .string("A number: \(bare)(number).")), ("type", .string("number")),
                         ("minimum", .number(0)), ("maximum", maximumLength)]),
                .object([("type", .string("string")), ("pattern", .string(callPattern(names)))]),
            ]))])
        case .comparison:
            return .object([("anyOf", .array([
                schema(.offset),
                .object([("type", .string("string")), ("pattern", .string(#"^\s*(?:>=|<=|==|>|<)\s*"# + signedNumber + #"\s*$"#))]),
            ]))])
        case .containerLength:
            let measures = ContainerLength.Measure.allCases.map { $0.rawValue.split(separator: ".").joined(separator: #"\."#) }
            let number = #"\s*"# + unsignedNumber
            return .object([("type", .string("string")), ("pattern", .string(
                #"^\s*\.?\s*(?:absolute|estimated)\s*\(\s*(?:"# + measures.joined(separator: "|") + ")"
                    + #"(?:\s*\*"# + number + ")?" + #"(?:\s*/"# + number + ")?" + #"(?:\s*[-+]"# + number + ")?" + #"\s*\)\s*$"#))])
        case .categoryComparison:
            return .object([("type", .string("string")), ("pattern", .string(
                #"^\s*(?:(?:>=|<=|==|>|<)\s*)?(?:"# + SpecKeys.contentSizeCategoryNames.joined(separator: "|") + #")\s*$"#))])
        case .pair(let nonNegative):
            return .object([("type", .string("array")), ("items", schema(nonNegative ? .nonNegative : .offset)),
                            ("minItems", .number(2)), ("maxItems", .number(2))])
        case .mapping(let name):
            return reference(name)
        case .list(let element, let maximum, let unique):
            var members: [(String, SchemaJSON)] = [("type", .string("array")), ("items", schema(element))]
            if let maximum { members.append(("maxItems", .number(Double(maximum)))) }
            if unique { members.append(("uniqueItems", .bool(true))) }
            return .object(members)
        case .either(let shapes):
            return .object([("anyOf", .array(shapes.map(schema)))])
        }
    }

    /// A number as `Double(_:)` reads it in a call's argument, unsigned (dimensions and spacings are never negative).
    static let unsignedNumber = #"\+?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"#
    static let signedNumber = #"[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"#

    /// `name(number)` or `name(a/b)` with one of `names`, spaces allowed around each part and a
    /// leading `.` as Swift writes it (Field.call).
    static func callPattern(_ names: [String]) -> String {
        let argument = unsignedNumber + #"(?:\s*/\s*"# + unsignedNumber + #")?\s*\)\s*$"#
        let calls = [#"(?:"# + names.filter { SpecKeys.argumentLabels[$0] == nil }.joined(separator: "|") + #")\s*\(\s*"#]
            + names.compactMap { name in SpecKeys.argumentLabels[name].map { name + #"\s*\(\s*(?:"# + $0 + #"\s*)?"# } }
        return #"^\s*\.?\s*(?:"# + calls.joined(separator: "|") + ")" + argument
    }
}
