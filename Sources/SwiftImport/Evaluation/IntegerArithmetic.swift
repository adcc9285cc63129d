import SpecReading

/// Where Swift divides whole numbers (Docs/Import.md, "Evaluation"): the importer keeps one kind of
/// number, and `/` truncates where Swift's operands are `Int`: `5 / 2` is 2 for Int, 2.5 for CGFloat.
enum IntegerArithmetic {
    /// Whether the tokens of an untyped binding's value are integer literals, `+ - * / %` and
    /// parentheses only: Swift makes such a value an `Int`.
    static func isIntegerLiterals(_ tokens: ArraySlice<SwiftToken>) -> Bool {
        tokens.contains { $0.kind == .number } && tokens.allSatisfy { token in
            switch token.kind {
            case .number:
                let hex = token.text.hasPrefix("0x")
                return !token.text.contains(".") && !(hex ? token.text.contains("p") : token.text.lowercased().contains("e"))
            case .punctuation: return ["+", "-", "*", "/", "%", "(", ")"].contains(token.text)
            default: return false
            }
        }
    }

    /// The value of integer-literal arithmetic computed as `Int` does (division truncates); nil on
    /// overflow or division by zero (left to the evaluator's error).
    static func folded(_ expression: Expression) -> Int? {
        switch expression {
        case .number(let value, _):
            return value.rounded() == value && abs(value) < 9e15 ? Int(value) : nil
        case .prefix("-", let operand, _): return folded(operand).flatMap { 0 - $0 }
        case .prefix("+", let operand, _): return folded(operand)
        case .binary(let op, let left, let right, _):
            guard let a = folded(left), let b = folded(right) else { return nil }
            switch op {
            case "+": return a.addingReportingOverflow(b).overflow ? nil : a + b
            case "-": return a.subtractingReportingOverflow(b).overflow ? nil : a - b
            case "*": return a.multipliedReportingOverflow(by: b).overflow ? nil : a * b
            case "/": return b == 0 ? nil : a / b
            case "%": return b == 0 ? nil : a % b
            default: return nil
            }
        default: return nil
        }
    }

    /// Whether `left / right` divides `Int`s: one operand is an `Int` by its form (`Int(…)`, an
    /// array's `count`, the section index) and the other one too or a whole-number literal.
    static func dividesWhole(_ left: Expression, _ leftValue: Value, _ right: Expression, _ rightValue: Value) -> Bool {
        let leftInt = isInt(left, leftValue), rightInt = isInt(right, rightValue)
        return (leftInt && (rightInt || isWholeLiteral(right))) || (rightInt && isWholeLiteral(left))
    }

    private static func isInt(_ expression: Expression, _ value: Value) -> Bool {
        if case .sectionIndex = value { return true }
        switch expression {
        case .call(.identifier("Int", _), _, _), .member(_, "count", _): return true
        default: return false
        }
    }

    private static func isWholeLiteral(_ expression: Expression) -> Bool {
        if case .number(let value, _) = expression { return value.rounded() == value }
        return false
    }
}
