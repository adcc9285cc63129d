import SpecReading

/// Given values put in the code (Docs/Import.md, "Entry points, arguments and given values"): every run of tokens equal to a
/// given's left side (spacing aside) is replaced by its right side in parentheses, before the file is
/// scanned, so that the right side is read in the scope where the match occurs, like the code it
/// replaces. `self.` before a match is part of it (`given model == nil` also matches `self.model == nil`);
/// a match that is a member of something else (`other.model`) is not one.
enum GivenValues {
    /// `tokens` with the givens put in, and the givens that matched nothing (said as notes).
    static func substitute(_ givens: [ImportDirectives.Given], in tokens: [SwiftToken]) -> (tokens: [SwiftToken], unused: [ImportDirectives.Given]) {
        guard !givens.isEmpty else { return (tokens, []) }
        var used = Array(repeating: false, count: givens.count)
        var result: [SwiftToken] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            if let (found, length) = givens.indices.lazy.compactMap({ given in matchLength(givens[given].pattern, tokens, at: index).map { (given, $0) } }).first,
               let start = matchStart(in: result) {
                used[found] = true
                let first = result.count > start ? result[start] : tokens[index]
                result.removeSubrange(start...)
                result += wrapped(givens[found].value, like: first, at: tokens[index].position)
                index += length
                continue
            }
            result.append(tokens[index])
            index += 1
        }
        return (result, givens.indices.filter { !used[$0] }.map { givens[$0] })
    }

    /// How many tokens of `tokens` from `index` match `pattern`, token for token, optional chaining
    /// aside (`delegate.kind` matches `delegate?.kind` and `delegate!.kind`); nil when they do not.
    private static func matchLength(_ pattern: [SwiftToken], _ tokens: [SwiftToken], at index: Int) -> Int? {
        guard !pattern.isEmpty else { return nil }
        var next = index
        var expected = 0
        while expected < pattern.count {
            if expected > 0 {
                skipUnwrapping(pattern, &expected)
                skipUnwrapping(tokens, &next)
            }
            guard expected < pattern.count else { break }
            guard next < tokens.count, same(pattern[expected], tokens[next]) else { return nil }
            expected += 1
            next += 1
        }
        return next - index
    }

    /// Past a postfix `!` or `?` (written without a space before it).
    private static func skipUnwrapping(_ tokens: [SwiftToken], _ index: inout Int) {
        while index < tokens.count, tokens[index].is("!") || tokens[index].is("?"), !tokens[index].spaceBefore { index += 1 }
    }

    private static func same(_ a: SwiftToken, _ b: SwiftToken) -> Bool {
        if (a.is(".") || a.is("?.")) && (b.is(".") || b.is("?.")) { return true }
        return a.kind == b.kind && a.text == b.text
    }

    /// Where the replacement starts in the tokens so far: here, or at a `self.` just before;
    /// nil when the match is a member of another value.
    private static func matchStart(in result: [SwiftToken]) -> Int? {
        guard let last = result.last, last.is(".") || last.is("?.") else { return result.count }
        var start = result.count - 1
        while start > 0, result[start - 1].is("?") || result[start - 1].is("!") { start -= 1 }  // `self?.`, `self!.`
        return start > 0 && result[start - 1].isKeyword("self") ? start - 1 : nil
    }

    /// `( value )`, spaced as the code it replaces and placed where it was.
    private static func wrapped(_ value: [SwiftToken], like first: SwiftToken, at position: SourcePosition) -> [SwiftToken] {
        func punctuation(_ text: String, space: Bool, newline: Bool) -> SwiftToken {
            SwiftToken(kind: .punctuation, text: text, position: position, spaceBefore: space, newlineBefore: newline)
        }
        let inner = value.enumerated().map { offset, token in
            var token = token
            if token.position == ImportDirectives.flagPosition { token.position = position }
            token.newlineBefore = false
            if offset == 0 { token.spaceBefore = false }
            return token
        }
        return [punctuation("(", space: first.spaceBefore, newline: first.newlineBefore)] + inner + [punctuation(")", space: false, newline: false)]
    }
}
