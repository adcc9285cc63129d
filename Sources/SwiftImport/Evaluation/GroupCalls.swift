import FramesFormat
import SpecReading

/// NSCollectionLayoutGroup's factories (Docs/Import.md, "What it reads").
enum GroupCalls {
    /// `.horizontal`/`.vertical` with `subitems:`, `subitem:count:` (the spec's `count`: the copies
    /// resized to fill the group) or `repeatingSubitem:count:` (iOS 16, the spec's `repeatingCount`:
    /// the copies keep their own size).
    static func group(axis: String, _ arguments: CallArguments, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        try arguments.match("NSCollectionLayoutGroup.\(axis)", [["layoutSize", "subitems"], ["layoutSize", "subitem", "count"],
                                                                ["layoutSize", "repeatingSubitem", "count"]])
        let group = UIKitObject(.group, at: position)
        group.set("axis", .string(axis), at: position)
        if case .number(let count) = arguments("count") ?? .null, count < 1 {
            // `Int(width / 300)` is 0 in a container narrower than 300 pt: said here, at the Swift
            // that computes it, rather than as the spec's range error of the imported count.
            throw ImportDiagnostic("the group's count is \(formatNumber(count)) here (in the containers where the code computes it so): a count is 1 or more",
                                   at: position, instead: "keep it at least 1, as apps do: max(1, Int(…))")
        }
        for (label, value) in arguments.values {
            switch label {
            case "subitem", "repeatingSubitem": group.set("subitems", .array([value]), at: position)
            case "count" where arguments("repeatingSubitem") != nil: group.set("repeatingCount", value, at: position)
            default: group.set(label ?? "_", value, at: position)
            }
        }
        return .object(group)
    }

    /// `.custom(layoutSize:) { environment in [NSCollectionLayoutGroupCustomItem] }`: the provider run
    /// once; frames that depend on its environment are refused (the spec's frames are fixed).
    static func customGroup(_ arguments: CallArguments, evaluator: Evaluator, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        try arguments.match("NSCollectionLayoutGroup.custom", [["layoutSize", "itemProvider"], ["layoutSize", "_"]])
        guard let provider = arguments("itemProvider") ?? arguments(nil) else { throw ImportDiagnostic("missing the item provider", at: position, instead: "pass the item provider closure: .custom(layoutSize: size) { environment in … }") }
        let items = try evaluator.invoke(provider, [(nil, .environment(.groupEnvironment))], at: position)
        guard case .array(let frames) = items else {
            throw ImportDiagnostic("a custom group's item provider returns an array of NSCollectionLayoutGroupCustomItem, got \(items.typeDescription)",
                                   at: position, instead: "return [NSCollectionLayoutGroupCustomItem(frame: …)] from the item provider")
        }
        let group = UIKitObject(.group, at: position)
        group.set("axis", .string("custom"), at: position)
        group.set("layoutSize", arguments("layoutSize") ?? .null, at: position)
        group.set("frames", .array(frames), at: position)
        return .object(group)
    }
}

/// Swift's own conversions and functions that layout code uses on numbers.
enum SwiftFunctions {
    static func call(_ name: String, _ arguments: CallArguments, evaluator: Evaluator) throws(ImportDiagnostic) -> Value {
        let position = arguments.position
        func numbers() throws(ImportDiagnostic) -> [Double] {
            var result: [Double] = []
            for (_, value) in arguments.values { result.append(try evaluator.number(value, at: position)) }
            return result
        }
        // A number computed from the container's width: kept as it is, or rounded step by step (WidthArithmetic).
        if arguments.values.count == 1, case .environment(let part) = arguments.values[0].value, part.isLength {
            switch name {
            case "CGFloat", "Double", "Float": return arguments.values[0].value
            case "Int", "floor", "ceil", "round": return try evaluator.roundedLength(name, part, at: position)
            default: break
            }
        }
        // `max(1, width / 200)`: the larger (smaller) taken by a comparison on the width, an adapt condition (WidthArithmetic).
        if name == "min" || name == "max", arguments.values.count >= 2,
           arguments.values.contains(where: { if case .environment(let part) = $0.value { part.isLength } else { false } }) {
            return try evaluator.extremum(name, of: arguments.values.map(\.value), at: position)
        }
        switch name {
        case "CGFloat", "Double", "Float":
            try arguments.match(name, [["_"]])
            return .number(try numbers()[0])
        case "Int":
            try arguments.match(name, [["_"]])
            return .number(try numbers()[0].rounded(.towardZero))
        case "min", "max":
            let values = try numbers()
            guard values.count >= 2 else { throw ImportDiagnostic("\(name) takes two numbers or more", at: position, instead: "pass two numbers or more") }
            return .number(name == "min" ? values.min()! : values.max()!)
        case "abs", "floor", "ceil", "round":
            try arguments.match(name, [["_"]])
            let value = try numbers()[0]
            let rule: FloatingPointRoundingRule = name == "floor" ? .down : name == "ceil" ? .up : .toNearestOrAwayFromZero
            return .number(name == "abs" ? abs(value) : value.rounded(rule))
        case "fatalError", "preconditionFailure":
            throw .unreachable(at: position)
        case "print", "precondition", "assert", "assertionFailure":
            return .null
        case "String":
            // `String(describing: HeaderView.self)`, an element kind: the type's name, as Swift prints it.
            try arguments.match("String", [["describing"]])
            guard case .type(let typeName) = arguments("describing") else {
                throw ImportDiagnostic("String(describing:) is read of a type (Name.self) only", at: position, instead: "write the string")
            }
            return .string(String(typeName.split(separator: ".").last ?? Substring(typeName)))
        case "Array":
            try arguments.match("Array", [["repeating", "count"]])
            let count = try evaluator.integer(arguments("count") ?? .null, at: position)
            guard (0...ImportLimits.maximumArrayCount).contains(count) else {
                throw .limit("Array(repeating:count:) of \(count) elements (at most \(ImportLimits.maximumArrayCount))", at: position, instead: "repeat fewer elements")
            }
            return try evaluator.builtArray(Array(repeating: arguments("repeating") ?? .null, count: count), at: position)
        default:
            throw ImportDiagnostic("\(name)(…) is not read by the importer", at: position, instead: "write the value it gives (Docs/Import.md, \"Evaluation\" lists the functions read)")
        }
    }
}

extension ImportDiagnostic {
    /// `fatalError()` reached: the code says there is nothing here (past the last section, for one).
    static func unreachable(at position: SourcePosition) -> ImportDiagnostic {
        var diagnostic = ImportDiagnostic("the code reaches fatalError() here", at: position, instead: "give the section a layout, or end the sections before it with --items")
        diagnostic.stopsImport = true
        diagnostic.isUnreachable = true
        return diagnostic
    }
}
