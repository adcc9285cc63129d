import SpecReading

/// Values of the running app (Docs/Import.md, "Entry points, arguments and given values"): what the code reads from the app's
/// state, a delegate, a data source, its snapshot or `UserDefaults` is not in the file. Each is said
/// once, as written (the whole chain of members, calls and subscripts it starts, and a comparison
/// with `nil` after it), with the `--given` that supplies it.
enum AppStateGaps {
    /// The index of the first token at each place (line and column in one key).
    static func index(_ tokens: [SwiftToken]) -> [Int: Int] {
        var index: [Int: Int] = [:]
        for (offset, token) in tokens.enumerated() where index[key(token.position)] == nil { index[key(token.position)] = offset }
        return index
    }

    static func key(_ position: SourcePosition) -> Int { position.line << 32 | position.column }

    /// The expression the value of the running app is, as written: from `start` (a name, or the `.`
    /// after `self`) over its members, calls and subscripts, and `== nil` / `!= nil` after them.
    static func spelling(_ tokens: [SwiftToken], from start: Int) -> String {
        var first = start
        if tokens[first].is(".") || tokens[first].is("?.") {
            guard first > 0, tokens[first - 1].isKeyword("self") else { return ImportDirectives.spelled(tokens[first + 1 ..< first + 2]) }
            first -= 1
        }
        var end = first + 1
        while end < tokens.count {
            let token = tokens[end]
            if (token.is(".") || token.is("?.")) && end + 1 < tokens.count && tokens[end + 1].kind != .end {
                end += 2
            } else if (token.is("!") || token.is("?")) && !token.spaceBefore {
                end += 1
            } else if (token.is("(") || token.is("[")) && !token.newlineBefore, let close = closing(tokens, from: end) {
                end = close + 1
            } else {
                break
            }
        }
        if end + 1 < tokens.count, tokens[end].is("==") || tokens[end].is("!="), tokens[end + 1].isKeyword("nil") { end += 2 }
        return ImportDirectives.spelled(tokens[first..<end])
    }

    /// The index of the bracket closing the one at `open`.
    private static func closing(_ tokens: [SwiftToken], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
            if [")", "]", "}"].contains(tokens[index].text) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

extension Evaluator {
    /// A name the file does not define that stands for something known: the collection view the
    /// layout is given to, the view's (or view controller's) trait collection (the environment's).
    func unresolvedName(_ name: String, at position: SourcePosition) throws(ImportDiagnostic) -> Value? {
        // A view controller's own view: like a collection view, what is set or called on it changes no frame of the
        // layout, and its bounds are the layout's container (the collection view fills it).
        if Self.isCollectionViewName(name) || name == "view" { return namedCollectionView(name, at: position) }
        if name == "traitCollection" { return .environment(.traitCollection) }
        if name == "UIDevice" { return .environment(.device) }
        if name == "UIApplication" { return .environment(.application(position)) }
        if name == "UIScreen" {
            note(.note("UIScreen.main's bounds are taken as the layout container's size (a collection view that fills the "
                                  + "screen)", at: position))
            return .environment(.screen)
        }
        return nil
    }

    /// The error (or, with `--partial`, the gap) of a value of the running app read at `position`:
    /// what it is as written and how to give it.
    func appStateGap(at position: SourcePosition, _ what: String) -> ImportDiagnostic {
        guard let start = tokenIndex[AppStateGaps.key(position)] else {
            return ImportDiagnostic("\(what): a value of the running app or of another file cannot be read", at: position,
                                    instead: "write its value")
        }
        let expression = AppStateGaps.spelling(file.tokens, from: start)
        let place = (file.tokens[start].is(".") || file.tokens[start].is("?.")) && start > 0 ? file.tokens[start - 1].position : position
        return ImportDiagnostic("\(what): '\(expression)' is a value of the running app (its state, a delegate, a data source, "
                                + "UserDefaults) or of another file", at: place,
                                instead: "give it with --given '\(expression)=VALUE' or a comment "
                                    + "'// \(ImportDirectives.givenMarker) \(expression) = VALUE'")
    }
}
