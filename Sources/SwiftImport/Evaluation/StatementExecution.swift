import SpecReading

/// The statements of the subset run (Docs/Import.md, "Evaluation"): declarations, assignments,
/// `if`/`guard`/`switch` (their conditions on the environment as choices), loops and returns.
extension Evaluator {
    func execute(_ statements: [Statement], in scope: Scope) throws(ImportDiagnostic) -> Flow {
        for statement in statements {
            let flow = try execute(statement, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// One statement; with `--partial`, one that fails leaves a gap where its value would be.
    private func execute(_ statement: Statement, in scope: Scope) throws(ImportDiagnostic) -> Flow {
        do {
            return try run(statement, in: scope)
        } catch where scope === entryScope && !handedLayouts.isEmpty && !error.stopsImport {
            // A configure…() method goes on with the view's plumbing (data source, registrations, constraints)
            // once its layout is handed over: what it does then is not read, and said (Docs/Import.md, "Entry points,
            // arguments and given values").
            note(.note("the rest of \(entry?.name ?? "the method") is not read: its layout was handed to a collection view "
                                  + "before this (\(error.message))", at: error.position))
            return .returned(.null)
        } catch where partial && !error.stopsImport {
            switch statement {
            case .binding(let name, _, _): scope.bind(name, recordGap(error))
            case .tupleBinding(let names, _, _):
                let gap = recordGap(error)
                for name in names.compactMap({ $0 }) { scope.bind(name, gap) }
            case .returnStatement: return .returned(recordGap(error))
            case .ifStatement, .guardStatement, .switchStatement:
                // The branch taken is unknown, so is what the body gives: a gap there, never a branch
                // dropped in silence (Docs/Import.md, "Errors and --partial").
                return .returned(recordGap(error))
            case .assignment(let target, _, _, let position):
                let gap = recordGap(error)
                try? assign(gap, to: target, in: scope, at: position)
            default: _ = recordGap(error)
            }
            return .normal
        }
    }

    private func run(_ statement: Statement, in scope: Scope) throws(ImportDiagnostic) -> Flow {
        switch statement {
        case .binding(let name, let value, let position):
            try step(position)
            scope.bind(name, try value.map { expression throws(ImportDiagnostic) in try evaluate(expression, in: scope) } ?? .null)
        case .tupleBinding(let names, let valueExpression, let position):
            try step(position)
            let value = try evaluate(valueExpression, in: scope)
            guard case .tuple(let elements) = value, elements.count == names.count else {
                throw ImportDiagnostic("a tuple binding of \(names.count) names needs a tuple of \(names.count) values, got "
                                       + value.typeDescription, at: position, instead: "bind as many names as the tuple has values")
            }
            for (name, element) in zip(names, elements) { if let name { scope.bind(name, element) } }
        case .assignment(.identifier("_", _), _, let valueExpression, let position):
            try discard(valueExpression, in: scope, at: position)
        case .assignment(let target, let op, let valueExpression, let position):
            try step(position)
            if op == "=", case .member(let base, let name, let memberPosition) = target,
               case .object(let view) = try evaluate(base, in: scope), view.kind == .collectionView {
                try setCollectionViewProperty(name, of: view, to: { () throws(ImportDiagnostic) in try evaluate(valueExpression, in: scope) },
                                              at: memberPosition)
                return .normal
            }
            var value = try evaluate(valueExpression, in: scope)
            if op != "=" {
                let current = try evaluate(target, in: scope)
                value = try binaryOperation(String(op.dropLast()), current, value, at: position)
            }
            try assign(value, to: target, in: scope, at: position)
        case .expression(let expression):
            _ = try evaluate(expression, in: scope)
        case .returnStatement(let expression, let position):
            try step(position)
            return .returned(try expression.map { expression throws(ImportDiagnostic) in try evaluate(expression, in: scope) } ?? .null)
        case .ifStatement(let conditions, let then, let otherwise, let position):
            try step(position)
            let inner = Scope(parent: scope)
            if try holds(conditions, in: inner) { return try execute(then, in: inner) }
            if let otherwise { return try execute(otherwise, in: Scope(parent: scope)) }
        case .guardStatement(let conditions, let otherwise, let position):
            try step(position)
            if try !holds(conditions, in: scope) {
                let flow = try execute(otherwise, in: Scope(parent: scope))
                if case .normal = flow { throw ImportDiagnostic("guard's else must leave the body", at: position, instead: "end the else with return, break or continue") }
                return flow
            }
        case .switchStatement(let subject, let cases, let position):
            return try switchStatement(subject, cases, in: scope, at: position)
        case .forIn(let name, let sequence, let body, let position):
            guard case .array(let elements) = try evaluate(sequence, in: scope) else {
                throw ImportDiagnostic("a for loop is read over a range or an array", at: position, instead: "loop over a range (0..<n) or an array")
            }
            for element in elements {
                try step(position)
                let inner = Scope(parent: scope)
                if let name { inner.bind(name, element) }
                switch try execute(body, in: inner) {
                case .normal, .continueLoop: continue
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                }
            }
        case .breakStatement: return .breakLoop
        case .continueStatement: return .continueLoop
        case .function(let function):
            scope.bind(function.name, .localFunction(function, scope))
        }
        return .normal
    }

    /// Whether every condition of an `if` or `guard` holds, binding what they bind in `scope`.
    func holds(_ conditions: [Condition], in scope: Scope) throws(ImportDiagnostic) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                guard try truth(try evaluate(expression, in: scope), at: expression.position) else { return false }
            case .optionalBinding(let name, let expression, _):
                let value = try evaluate(expression, in: scope)
                if case .null = value { return false }
                scope.bind(name, value)
            case .pattern(let pattern, let expression, let position):
                guard try matches(pattern, try evaluate(expression, in: scope), in: scope, at: position) else { return false }
            }
        }
        return true
    }

    private func switchStatement(_ subjectExpression: Expression, _ cases: [SwitchCase], in scope: Scope,
                                 at position: SourcePosition) throws(ImportDiagnostic) -> Flow {
        try step(position)
        let subject = try evaluate(subjectExpression, in: scope)
        if case .sectionIndex(let index) = subject, let table = try sectionSwitchTable(cases, at: position) {
            guard let chosen = table.cases[index] ?? table.defaultCase else { return .normal }
            switch try execute(cases[chosen].body, in: Scope(parent: scope)) {
            case .normal, .breakLoop: return .normal
            case let flow: return flow
            }
        }
        for switchCase in cases {
            let inner = Scope(parent: scope)
            guard try caseMatches(switchCase, subject, in: inner) else { continue }
            switch try execute(switchCase.body, in: inner) {
            case .normal, .breakLoop: return .normal
            case let flow: return flow
            }
        }
        return .normal
    }

    /// Whether `value` matches a case pattern: `_`, `let x`, a tuple, or a value compared with `~=`.
    func matches(_ pattern: Pattern, _ value: Value, in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) -> Bool {
        switch pattern {
        case .wildcard: return true
        case .binding(let name):
            scope.bind(name, value)
            return true
        case .tuple(let patterns):
            guard case .tuple(let values) = value, values.count == patterns.count else {
                throw ImportDiagnostic("a tuple pattern needs a tuple of \(patterns.count) values, got \(value.typeDescription)", at: position, instead: "match a tuple of as many values as the pattern has")
            }
            for (pattern, element) in zip(patterns, values) where try !matches(pattern, element, in: scope, at: position) {
                return false
            }
            return true
        case .enumCase(let expression, let patterns):
            guard case .enumCase(let typeName, let name, _) = value, try equal(try evaluate(expression, in: scope), value, at: position) else {
                return false
            }
            // The associated values are the running app's data: a name bound to one is a gap where it is read.
            for case .binding(let bound) in patterns {
                scope.bind(bound, .gap(ImportDiagnostic("'\(bound)' is an associated value of \(typeName).\(name): the importer keeps no "
                                                        + "associated values (they are the app's data)", at: position,
                                                        instead: "write the value the layout needs, or give it with --given")))
            }
            return true
        case .value(let expression):
            if let matched = try rangeMatch(expression, value, in: scope, at: position) { return matched }
            let candidate = try evaluate(expression, in: scope)
            if case .array(let range) = candidate, case .binary(let op, _, _, _) = expression, op == "..<" || op == "..." {
                for element in range where try equal(element, value, at: position) { return true }
                return false
            }
            return try equal(candidate, value, at: position)
        }
    }

    /// A condition's value as a Boolean: an environment comparison is decided by the path being run.
    func truth(_ value: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .gap(let diagnostic): throw diagnostic
        default: throw ImportDiagnostic("expected a condition (a Boolean), got \(value.typeDescription)", at: position, instead: "write a comparison or a Boolean here, or give its outcome with --given 'EXPR=true'")
        }
    }
}
