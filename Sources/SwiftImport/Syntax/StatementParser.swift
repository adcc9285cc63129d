import SpecReading

extension SwiftParser {
    /// `{ statements }` from its `{` to past its `}`.
    mutating func block() throws(ImportDiagnostic) -> [Statement] {
        try expect("{", "opening a body")
        return try statements()
    }

    /// Statements up to and past the `}` closing their body.
    private mutating func statements() throws(ImportDiagnostic) -> [Statement] {
        try enter()
        defer { depth -= 1 }
        var statements: [Statement] = []
        while !current.is("}") {
            guard current.kind != .end else { throw failure("expected '}' closing the body") }
            if current.is(";") {
                advance()
                continue
            }
            statements.append(try statement())
        }
        advance()
        return statements
    }

    private static let modifiers: Set = ["private", "fileprivate", "public", "internal", "static", "final", "nonisolated", "lazy"]

    mutating func statement() throws(ImportDiagnostic) -> Statement {
        let token = current
        while current.kind == .attribute {
            advance()
            if current.is("(") && !current.spaceBefore { try skipBalanced() }
        }
        while current.kind == .identifier, Self.modifiers.contains(current.text), peek().kind == .identifier { advance() }
        switch current.kind == .identifier ? current.text : "" {
        case "let", "var": return try binding()
        case "return":
            advance()
            if current.is("}") || current.is(";") || current.newlineBefore || current.isKeyword("case") || current.isKeyword("default") {
                return .returnStatement(nil, token.position)
            }
            return .returnStatement(try expression(), token.position)
        case "if": return try ifStatement()
        case "guard":
            advance()
            let conditions = try conditionList()
            guard current.isKeyword("else") else { throw failure("expected 'else' after guard's conditions") }
            advance()
            return .guardStatement(conditions, otherwise: try block(), token.position)
        case "switch": return try switchStatement()
        case "for": return try forStatement()
        case "break":
            advance()
            return .breakStatement(token.position)
        case "continue":
            advance()
            return .continueStatement(token.position)
        case "func":
            let scanner = DeclarationScanner(parser: self)
            var copy = scanner
            let function = try copy.function(typeName: nil)
            index = copy.parser.index
            return .function(function)
        case "while", "repeat", "do", "defer", "throw":
            throw ImportDiagnostic("'\(current.text)' is not read by the importer (Docs/Import.md, \"Grammar\")", at: current.position, instead: "write it with if, switch, for, let or var (Docs/Import.md, \"Grammar\")")
        default: break
        }
        let target = try expression()
        if current.kind == .punctuation, ["=", "+=", "-=", "*=", "/="].contains(current.text) {
            let op = current.text
            advance()
            return .assignment(target: target, op: op, value: try expression(), token.position)
        }
        return .expression(target)
    }

    private mutating func binding() throws(ImportDiagnostic) -> Statement {
        let start = current.position
        advance()
        if current.is("(") { return try tupleBinding(at: start) }
        let name = try identifier("a name after let or var")
        let annotated = current.is(":")
        if annotated {
            advance()
            try skipType()
        }
        var value: Expression?
        if current.is("=") {
            advance()
            let valueStart = index
            value = try expression()
            // `let half = 5 / 2`: integer literals with no type are Int, and Int divides whole.
            if !annotated, let parsed = value, IntegerArithmetic.isIntegerLiterals(tokens[valueStart..<index]),
               let whole = IntegerArithmetic.folded(parsed) {
                value = .number(Double(whole), parsed.position)
            }
        } else if current.is("{") {
            throw failure("a local computed variable is not read by the importer; use a function")
        }
        if current.is(",") { throw failure("one binding per let or var is read by the importer") }
        return .binding(name: name, value: value, start)
    }

    /// `let (a, _) = value`, from its `(`.
    private mutating func tupleBinding(at start: SourcePosition) throws(ImportDiagnostic) -> Statement {
        advance()
        var names: [String?] = []
        while !current.is(")") {
            let name = try identifier("a name or _ in the tuple binding")
            names.append(name == "_" ? nil : name)
            if current.is(",") { advance() } else if !current.is(")") { throw failure("expected ',' or ')' in the tuple binding") }
        }
        advance()
        if current.is(":") {
            advance()
            try skipType()
        }
        try expect("=", "after the tuple binding")
        return .tupleBinding(names: names, value: try expression(), start)
    }

    mutating func ifStatement() throws(ImportDiagnostic) -> Statement {
        let start = current.position
        advance()
        let conditions = try conditionList()
        let then = try block()
        guard current.isKeyword("else") else { return .ifStatement(conditions, then: then, otherwise: nil, start) }
        advance()
        if current.isKeyword("if") {
            try enter()
            defer { depth -= 1 }
            return .ifStatement(conditions, then: then, otherwise: [try ifStatement()], start)
        }
        return .ifStatement(conditions, then: then, otherwise: try block(), start)
    }

    /// `if` and `guard` conditions: expressions, `let x = y`, `case .a = y`, separated by commas.
    private mutating func conditionList() throws(ImportDiagnostic) -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            if current.is(",") { advance() }
            let start = current.position
            if current.isKeyword("let") || current.isKeyword("var") {
                advance()
                let name = try identifier("a name to bind")
                if current.is(":") {
                    advance()
                    try skipType()
                }
                if current.is("=") {
                    advance()
                    conditions.append(.optionalBinding(name: name, value: try expression(trailingClosures: false), start))
                } else {
                    conditions.append(.optionalBinding(name: name, value: .identifier(name, start), start))
                }
            } else if current.isKeyword("case") {
                advance()
                let pattern = try self.pattern()
                try expect("=", "after the case pattern")
                conditions.append(.pattern(pattern, try expression(trailingClosures: false), start))
            } else if current.is("#") || (current.kind == .poundKeyword && current.text == "available") {
                advance()
                try skipBalanced()
                conditions.append(.expression(.bool(true, start)))
            } else {
                conditions.append(.expression(try expression(trailingClosures: false)))
            }
        } while current.is(",")
        return conditions
    }

    mutating func switchStatement() throws(ImportDiagnostic) -> Statement {
        let start = current.position
        advance()
        let subject = try expression(trailingClosures: false)
        try expect("{", "opening the switch's cases")
        var cases: [SwitchCase] = []
        while !current.is("}") {
            let casePosition = current.position
            var patterns: [Pattern] = []
            var guardCondition: Expression?
            if current.isKeyword("default") {
                advance()
            } else if current.isKeyword("case") {
                advance()
                repeat {
                    if current.is(",") { advance() }
                    patterns.append(try pattern())
                } while current.is(",")
                if current.isKeyword("where") {
                    advance()
                    guardCondition = try expression(trailingClosures: false)
                }
            } else if current.kind == .attribute {  // @unknown default
                advance()
                continue
            } else {
                throw failure("expected 'case' or 'default' in the switch")
            }
            try expect(":", "after the case")
            var body: [Statement] = []
            while !current.isKeyword("case") && !current.isKeyword("default") && !current.is("}") && current.kind != .attribute {
                guard current.kind != .end else { throw failure("expected '}' closing the switch") }
                if current.is(";") {
                    advance()
                    continue
                }
                try enter()
                body.append(try statement())
                depth -= 1
            }
            cases.append(SwitchCase(patterns: patterns, guardCondition: guardCondition, body: body, position: casePosition))
        }
        advance()
        return .switchStatement(subject, cases, start)
    }

    /// A case pattern: `_`, `let x`, `(p, q)`, or a value (`0`, `.main`, `0..<3`, `.a(let x)` is refused).
    mutating func pattern() throws(ImportDiagnostic) -> Pattern {
        try enter()
        defer { depth -= 1 }
        if current.isKeyword("_") {
            advance()
            return .wildcard
        }
        if current.isKeyword("let") || current.isKeyword("var") {
            advance()
            return .binding(try identifier("a name to bind"))
        }
        if current.is("(") {
            advance()
            var elements: [Pattern] = []
            while !current.is(")") {
                elements.append(try pattern())
                if current.is(",") { advance() } else if !current.is(")") { throw failure("expected ',' or ')' in the pattern") }
            }
            advance()
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        let caseStart = index
        if let casePattern = try enumCasePattern() { return casePattern }
        index = caseStart
        return .value(try expression(trailingClosures: false))
    }

    /// `.name(patterns)` or `Type.name(patterns)` whose parentheses hold patterns (`_`, `let x`,
    /// `label: pattern`): nil when the tokens here are not one (the caller reads an expression).
    private mutating func enumCasePattern() throws(ImportDiagnostic) -> Pattern? {
        var caseExpression: Expression
        if current.is("."), peek().kind == .identifier {
            advance()
            caseExpression = .implicitMember(current.text, current.position)
            advance()
        } else if current.kind == .identifier, peek().is("."), peek(2).kind == .identifier {
            caseExpression = .identifier(current.text, current.position)
            advance()
            while current.is("."), peek().kind == .identifier {
                advance()
                caseExpression = .member(caseExpression, current.text, current.position)
                advance()
            }
        } else {
            return nil
        }
        guard current.is("("), !current.spaceBefore else { return nil }
        // Only parentheses holding a binding or a wildcard: `.custom(3)` stays an expression.
        var lookahead = index + 1
        var bindsOrSkips = false
        while lookahead < tokens.count, !tokens[lookahead].is(")") {
            if tokens[lookahead].isKeyword("let") || tokens[lookahead].isKeyword("var") || tokens[lookahead].isKeyword("_") { bindsOrSkips = true }
            if tokens[lookahead].is("(") || tokens[lookahead].kind == .end { break }
            lookahead += 1
        }
        guard bindsOrSkips else { return nil }
        advance()
        var elements: [Pattern] = []
        while !current.is(")") {
            if current.kind == .identifier, peek().is(":") { advance(); advance() }  // `label: pattern`
            elements.append(try pattern())
            if current.is(",") { advance() } else if !current.is(")") { throw failure("expected ',' or ')' in the case's pattern") }
        }
        advance()
        return .enumCase(caseExpression, elements)
    }

    private mutating func forStatement() throws(ImportDiagnostic) -> Statement {
        let start = current.position
        advance()
        var name: String?
        if current.isKeyword("_") { advance() } else { name = try identifier("a name after for") }
        guard current.isKeyword("in") else { throw failure("expected 'in' in the for loop") }
        advance()
        let sequence = try expression(trailingClosures: false)
        if current.isKeyword("where") { throw failure("a for loop with 'where' is not read by the importer; use if inside it") }
        return .forIn(name: name, sequence: sequence, body: try block(), start)
    }

    /// A closure from its `{`: its parameter names (before `in`) and body.
    mutating func closure() throws(ImportDiagnostic) -> Closure {
        let start = current.position
        advance()
        try enter()
        defer { depth -= 1 }
        var parameters: [String] = []
        if let inIndex = closureSignatureEnd() {
            parameters = closureParameters(upTo: inIndex)
            index = inIndex + 1
        }
        return Closure(parameters: parameters, body: try statements(), position: start)
    }

    /// The index of the closure's `in` when the tokens before it are a signature: a capture list,
    /// names, a parenthesised parameter list with types, a result type.
    private func closureSignatureEnd() -> Int? {
        var position = index
        var nesting = 0
        while position < tokens.count {
            let token = tokens[position]
            if token.isKeyword("in") && nesting == 0 { return position }
            switch token.kind {
            case .identifier, .attribute: break
            case .punctuation:
                switch token.text {
                case "(", "[", "<": nesting += 1
                case ")", "]", ">": nesting -= 1
                case ",", ":", "->", "?", "!", ".": break
                default: return nil
                }
            default: return nil
            }
            position += 1
        }
        return nil
    }

    /// The names a closure signature binds: `a, b`, `(a: A, b: B) -> R`, `[weak self] a in`.
    private func closureParameters(upTo end: Int) -> [String] {
        var names: [String] = []
        var position = index
        if tokens[position].is("[") {  // the capture list
            while position < end, !tokens[position].is("]") { position += 1 }
            position += 1
        }
        let parenthesised = tokens[position].is("(")
        if parenthesised { position += 1 }
        var nesting = 0
        var expectingName = true
        while position < end {
            let token = tokens[position]
            if token.is("(") || token.is("<") || token.is("[") { nesting += 1 }
            if token.is(")") || token.is(">") || token.is("]") {
                if nesting == 0 { break }
                nesting -= 1
            }
            if nesting == 0 {
                if token.is(",") {
                    expectingName = true
                } else if token.kind == .identifier && expectingName {
                    names.append(token.text)
                    expectingName = false
                } else if token.is("->") {
                    break
                }
            }
            position += 1
        }
        return names
    }

    /// Past a type: `A.B<C, D>?`, `[A]`, `(A, B) -> C`, `any P`, `some P`.
    mutating func skipType() throws(ImportDiagnostic) {
        try enter()
        defer { depth -= 1 }
        while current.isKeyword("any") || current.isKeyword("some") || current.isKeyword("inout") || current.kind == .attribute { advance() }
        if current.is("(") || current.is("[") {
            try skipBalanced()
        } else {
            _ = try identifier("a type")
            while true {
                if current.is("<") && !current.spaceBefore {
                    try skipGenericArguments()
                } else if current.is("."), peek().kind == .identifier {
                    advance()
                    advance()
                } else {
                    break
                }
            }
        }
        while (current.is("?") || current.is("!")) && !current.spaceBefore { advance() }
        if current.isKeyword("async") || current.isKeyword("throws") { advance() }
        if current.is("->") {
            advance()
            try skipType()
        }
    }

    mutating func skipGenericArguments() throws(ImportDiagnostic) {
        try skipBalanced(open: "<", close: ">")
    }

    /// Past a balanced `( … )` (or `[ … ]`, `{ … }`, `< … >`) starting at the current token.
    mutating func skipBalanced(open: String? = nil, close: String? = nil) throws(ImportDiagnostic) {
        let open = open ?? current.text
        let pairs = ["(": ")", "[": "]", "{": "}", "<": ">"]
        guard let close = close ?? pairs[open], current.is(open) else { throw failure("expected '\(open)'") }
        let start = current
        var nesting = 0
        repeat {
            guard current.kind != .end else { throw failure("expected '\(close)' matching the '\(open)' at \(start.position)") }
            if current.is(open) { nesting += 1 }
            if current.is(close) { nesting -= 1 }
            if open == "<" && current.is(">>") { nesting -= 2 }
            advance()
        } while nesting > 0
    }
}
