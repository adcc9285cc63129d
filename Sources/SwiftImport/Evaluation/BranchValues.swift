import SpecReading

/// Swift 5.9's `if` and `switch` expressions, and the forms of today's Swift that give or drop a
/// value (Docs/Import.md, "Evaluation"): `_ = x`, partial ranges in case patterns.
extension Evaluator {
    /// The value of an `if` or `switch` used as an expression: the branch taken, its last statement's
    /// value (a nested `if` or `switch` too, as `else if` is).
    func branchValue(_ statement: Statement, in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        try step(position)
        switch statement {
        case .ifStatement(let conditions, let then, let otherwise, let ifPosition):
            let inner = Scope(parent: scope)
            if try holds(conditions, in: inner) { return try branchResult(then, in: inner, at: ifPosition) }
            guard let otherwise else {
                throw ImportDiagnostic("an if used as a value needs an else", at: ifPosition, instead: "add an else branch with the value")
            }
            return try branchResult(otherwise, in: Scope(parent: scope), at: ifPosition)
        case .switchStatement(let subjectExpression, let cases, let switchPosition):
            let subject = try evaluate(subjectExpression, in: scope)
            for switchCase in cases {
                let inner = Scope(parent: scope)
                guard try caseMatches(switchCase, subject, in: inner) else { continue }
                return try branchResult(switchCase.body, in: inner, at: switchCase.position)
            }
            throw ImportDiagnostic("no case of this switch matches: a switch used as a value needs one that does", at: switchPosition, instead: "add a default case with the value")
        default:
            throw ImportDiagnostic("expected an if or a switch", at: position, instead: "write an if or a switch expression")
        }
    }

    /// A branch's value: its statements run, the last one's value returned.
    private func branchResult(_ body: [Statement], in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        guard let last = body.last else { throw ImportDiagnostic("an empty branch has no value", at: position, instead: "end the branch with its value") }
        if case .returned = try execute(Array(body.dropLast()), in: scope) {
            throw ImportDiagnostic("return inside an if or switch used as a value", at: position, instead: "assign the branch's value, or return from an if or switch statement")
        }
        switch last {
        case .expression(let expression): return try evaluate(expression, in: scope)
        case .ifStatement, .switchStatement: return try branchValue(last, in: scope, at: position)
        default: throw ImportDiagnostic("a branch of an if or switch used as a value ends in its value", at: position, instead: "end each branch with the expression that is its value")
        }
    }

    /// Whether `statement` is an `if` (with `else`) or `switch` whose every branch ends in a value:
    /// as a body's only statement, Swift returns that value.
    static func isBranchingValue(_ statement: Statement) -> Bool {
        func endsInValue(_ body: [Statement]) -> Bool {
            switch body.last {
            case .expression?: return true
            case let last?: return isBranchingValue(last)
            case nil: return false
            }
        }
        switch statement {
        case .ifStatement(_, let then, let otherwise?, _): return endsInValue(then) && endsInValue(otherwise)
        case .switchStatement(_, let cases, _): return !cases.isEmpty && cases.allSatisfy { endsInValue($0.body) }
        default: return false
        }
    }

    /// Whether a switch case matches `subject`: a pattern of it, then its `where`.
    func caseMatches(_ switchCase: SwitchCase, _ subject: Value, in scope: Scope) throws(ImportDiagnostic) -> Bool {
        var matched = switchCase.patterns.isEmpty
        for pattern in switchCase.patterns where !matched {
            matched = try matches(pattern, subject, in: scope, at: switchCase.position)
        }
        if matched, let condition = switchCase.guardCondition {
            matched = try truth(try evaluate(condition, in: scope), at: condition.position)
        }
        return matched
    }

    /// `_ = value`: evaluated for what it does (a call may set a property), its value dropped; what
    /// cannot be evaluated there is said in a note, as nothing of the layout reads it.
    func discard(_ expression: Expression, in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) {
        try step(position)
        do {
            _ = try evaluate(expression, in: scope)
        } catch where !error.stopsImport {
            note(.note("'_ = …' not evaluated (\(error.message)): its value is dropped", at: position))
        }
    }

    /// A partial range of a case pattern (`..<500`, `...500`, `500...`) or a range compared with
    /// the environment (`case 500..<800` on the width): the comparisons it stands for, so that the
    /// environment's become adapt conditions; nil for any other pattern value.
    func rangeMatch(_ expression: Expression, _ value: Value, in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) -> Bool? {
        switch expression {
        case .prefix(let op, let bound, _) where op == "..<" || op == "..." || op == SwiftParser.partialFrom:
            let comparison = op == "..<" ? "<" : op == "..." ? "<=" : ">="
            return try truth(try binaryOperation(comparison, value, try evaluate(bound, in: scope), at: position), at: position)
        case .binary(let op, let low, let high, _) where op == "..<" || op == "...":
            guard case .environment = value else { return nil }
            guard try truth(try binaryOperation(">=", value, try evaluate(low, in: scope), at: position), at: position) else { return false }
            let upper = op == "..<" ? "<" : "<="
            return try truth(try binaryOperation(upper, value, try evaluate(high, in: scope), at: position), at: position)
        default:
            return nil
        }
    }
}
