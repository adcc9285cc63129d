import SpecReading

extension Evaluator {
    /// `left op right`: `&&`, `||` and `??` short-circuit; a comparison involving the environment is
    /// a choice of the path being run (EnvironmentPaths).
    func binary(_ op: String, _ left: Expression, _ right: Expression, in scope: Scope,
                at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        let first = try evaluate(left, in: scope)
        switch op {
        case "&&":
            guard try truth(first, at: left.position) else { return .bool(false) }
            return .bool(try truth(try evaluate(right, in: scope), at: right.position))
        case "||":
            if try truth(first, at: left.position) { return .bool(true) }
            return .bool(try truth(try evaluate(right, in: scope), at: right.position))
        case "??":
            if case .null = first { return try evaluate(right, in: scope) }
            return first
        case "is":
            return .bool(true)
        case "/":
            let second = try evaluate(right, in: scope)
            guard IntegerArithmetic.dividesWhole(left, first, right, second) else { return try binaryOperation(op, first, second, at: position) }
            let divisor = try integer(second, at: position)
            guard divisor != 0 else { throw ImportDiagnostic("division by zero", at: position, instead: "keep the divisor above zero as the app must (max(1, n)), or give the value with --given") }
            return .number(Double(try integer(first, at: position) / divisor))
        default:
            return try binaryOperation(op, first, try evaluate(right, in: scope), at: position)
        }
    }

    func binaryOperation(_ op: String, _ left: Value, _ right: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        if case .gap(let diagnostic) = left { throw diagnostic }
        if case .gap(let diagnostic) = right { throw diagnostic }
        if let value = try lengthArithmetic(op, left, right, at: position) { return value }
        if case .environment(let part) = left { return .bool(try decide(part, op, right, at: position)) }
        if case .environment(let part) = right { return .bool(try decide(part, Self.mirrored[op] ?? op, left, at: position)) }
        noteIndexComparison(left, right)
        switch op {
        case "==", "===": return .bool(try equal(left, right, at: position))
        case "!=", "!==": return .bool(!(try equal(left, right, at: position)))
        case "<", "<=", ">", ">=":
            let a = try number(left, at: position), b = try number(right, at: position)
            switch op {
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            default: return .bool(a >= b)
            }
        case "..<", "...":
            let low = try integer(left, at: position), high = try integer(right, at: position) + (op == "..." ? 1 : 0)
            guard high - low <= ImportLimits.maximumArrayCount else {
                throw .limit("a range of more than \(ImportLimits.maximumArrayCount) values", at: position, instead: "use a smaller range")
            }
            return try builtArray(low < high ? (low..<high).map { .number(Double($0)) } : [], at: position)
        case "+":
            if case .string(let a) = left, case .string(let b) = right {
                return try builtString(a + b, at: position)
            }
            if case .array(let a) = left, case .array(let b) = right {
                return try builtArray(a + b, at: position)
            }
            return .number(try ImportLimits.checkedNumber(try number(left, at: position) + (try number(right, at: position)), at: position))
        case "-": return .number(try ImportLimits.checkedNumber(try number(left, at: position) - (try number(right, at: position)), at: position))
        case "*": return .number(try ImportLimits.checkedNumber(try number(left, at: position) * (try number(right, at: position)), at: position))
        case "/":
            let divisor = try number(right, at: position)
            guard divisor != 0 else { throw ImportDiagnostic("division by zero", at: position, instead: "keep the divisor above zero as the app must (max(1, n)), or give the value with --given") }
            return .number(try ImportLimits.checkedNumber(try number(left, at: position) / divisor, at: position))
        case "%":
            let divisor = try integer(right, at: position)
            guard divisor != 0 else { throw ImportDiagnostic("division by zero", at: position, instead: "keep the divisor above zero as the app must (max(1, n)), or give the value with --given") }
            return .number(Double(try integer(left, at: position) % divisor))
        default:
            throw ImportDiagnostic("the operator \(op) is not read by the importer", at: position, instead: "write it with + - * / % or a comparison")
        }
    }

    /// The comparison with the operands swapped (`800 < width` is `width > 800`).
    static let mirrored = ["<": ">", ">": "<", "<=": ">=", ">=": "<="]

    /// A comparison with the environment, decided by the path being run.
    func decide(_ part: EnvironmentPart, _ op: String, _ other: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Bool {
        guard let paths else {
            var diagnostic = ImportDiagnostic("the layout environment is read outside a section provider (in a function the layout "
                                              + "function calls before it makes the layout)", at: position,
                                              instead: "name the function that builds the layout with --function")
            diagnostic.readsEnvironmentOutsideProvider = true
            throw diagnostic
        }
        return try paths.decide(part, op, other, at: position)
    }

    /// Notes which numbers the section index is told apart from (Docs/Import.md, "Sections").
    private func noteIndexComparison(_ left: Value, _ right: Value) {
        for (index, other) in [(left, right), (right, left)] {
            if case .sectionIndex = index, case .number(let bound) = other, let literal = Int(exactly: bound), literal >= 0 {
                largestIndexLiteral = max(largestIndexLiteral ?? literal, literal)
            }
        }
    }

    /// Equality of numbers, strings, Booleans, enum cases and implicit members (`.compact`).
    func equal(_ left: Value, _ right: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Bool {
        noteIndexComparison(left, right)
        switch (left, right) {
        case (.number, _), (.sectionIndex, _):
            return try number(left, at: position) == (try number(right, at: position))
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.enumCase(let type, let a, _), .enumCase(let otherType, let b, _)): return type == otherType && a == b
        case (.enumCase(_, let a, _), .member(let b, _)), (.member(let b, _), .enumCase(_, let a, _)): return a == b
        case (.member(let a, _), .member(let b, _)): return a == b
        case (.tuple(let a), .tuple(let b)) where a.count == b.count:
            for (x, y) in zip(a, b) where try !equal(x, y, at: position) { return false }
            return true
        case (.gap(let diagnostic), _), (_, .gap(let diagnostic)): throw diagnostic
        case (.environment(let part), _): return try decide(part, "==", right, at: position)
        case (_, .environment(let part)): return try decide(part, "==", left, at: position)
        default:
            throw ImportDiagnostic("cannot compare \(left.typeDescription) with \(right.typeDescription)", at: position, instead: "compare values of one kind, or give the comparison's outcome with --given 'EXPR=true'")
        }
    }

    func number(_ value: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Double {
        switch value {
        case .number(let number): return number
        case .sectionIndex(let index): return Double(index)
        // `.zero` where a number is read: CGFloat's (and Double's) zero.
        case .member("zero", _): return 0
        case .gap(let diagnostic): throw diagnostic
        case .environment(let part): throw EnvironmentPaths.notANumber(part, at: position)
        default: throw ImportDiagnostic("expected a number, got \(value.typeDescription)", at: position, instead: "write a number here, or give it with --given 'EXPR=VALUE'")
        }
    }

    func integer(_ value: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Int {
        let number = try number(value, at: position)
        guard number.isFinite, abs(number) < 1e9 else { throw ImportDiagnostic("\(number) is not a usable whole number", at: position, instead: "write a whole number below 1e9") }
        return Int(number)
    }
}
