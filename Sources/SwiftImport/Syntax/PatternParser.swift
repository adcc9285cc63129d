import SpecReading

/// The patterns of `case` and `if case` (Docs/Import.md, "Grammar").
extension SwiftParser {
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
}
