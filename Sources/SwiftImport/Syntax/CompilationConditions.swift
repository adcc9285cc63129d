import SpecReading

/// `#if` … `#elseif` … `#else` … `#endif`, in bodies and between declarations, decided as for an iOS
/// device build (Docs/Import.md, "Conditional compilation"): `os(iOS)` and `canImport(UIKit)` hold;
/// `os(macOS)` (any other system), `targetEnvironment(macCatalyst)` and `targetEnvironment(simulator)`
/// do not; a compilation flag (`DEBUG`) is not set. The branches not taken are dropped with the
/// directives before anything is scanned, so every later step sees the Swift of that build.
enum CompilationConditions {
    /// One `#if` group and the branch taken, said as a note when the layout code runs through it.
    struct Group: Sendable {
        var position: SourcePosition
        /// The kept tokens, as indices of the tokens that are left.
        var kept: Range<Int>
        var note: String
    }

    static let build = "an iOS device build: os(iOS) holds; os(macOS), targetEnvironment(macCatalyst), "
        + "targetEnvironment(simulator) and flags such as DEBUG do not"

    private struct Open {
        var position: SourcePosition
        var enclosingActive: Bool
        var taken: String?
        var active: Bool
        var keptStart: Int
    }

    /// `tokens` without the branches an iOS build leaves out; each group found added to `groups`
    /// (indices offset by `base`, where these tokens will start).
    static func activeTokens(_ tokens: [SwiftToken], base: Int, groups: inout [Group]) throws(ImportDiagnostic) -> [SwiftToken] {
        guard tokens.contains(where: { $0.kind == .poundKeyword && $0.text == "if" }) else { return tokens }
        var kept: [SwiftToken] = []
        kept.reserveCapacity(tokens.count)
        var stack: [Open] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let active = stack.last?.active ?? true
            guard token.kind == .poundKeyword, ["if", "elseif", "else", "endif"].contains(token.text) else {
                if active || token.kind == .end { kept.append(token) }
                index += 1
                continue
            }
            // The directive's condition is the rest of its line.
            var end = index + 1
            while end < tokens.count, tokens[end].kind != .end, !tokens[end].newlineBefore { end += 1 }
            let condition = Array(tokens[(index + 1)..<end])
            switch token.text {
            case "if":
                guard stack.count < ImportLimits.maximumDepth else {
                    throw ImportDiagnostic("#if nested more than \(ImportLimits.maximumDepth) deep", at: token.position, instead: "nest #if less deep")
                }
                let holds = try evaluate(condition, at: token.position)
                stack.append(Open(position: token.position, enclosingActive: active, taken: holds ? text(condition) : nil,
                                  active: active && holds, keptStart: kept.count))
            case "elseif", "else":
                guard var group = stack.popLast() else {
                    throw ImportDiagnostic("#\(token.text) without #if", at: token.position, instead: "add the #if that opens it, or remove it")
                }
                let holds = token.text == "else" ? true : try evaluate(condition, at: token.position)
                if group.taken == nil && holds {
                    group.taken = token.text == "else" ? "#else" : text(condition)
                    group.active = group.enclosingActive
                    group.keptStart = kept.count
                } else {
                    group.active = false
                }
                stack.append(group)
            default:
                guard let group = stack.popLast() else { throw ImportDiagnostic("#endif without #if", at: token.position, instead: "add the #if that opens it, or remove the #endif") }
                let branch = group.taken.map { "took the branch \($0)" } ?? "took no branch"
                groups.append(Group(position: group.position, kept: (base + group.keptStart)..<(base + kept.count),
                                    note: "#if: \(branch) (\(build))"))
            }
            index = end
        }
        if let open = stack.last { throw ImportDiagnostic("#if without #endif", at: open.position, instead: "close it with #endif") }
        return kept
    }

    private static func text(_ tokens: [SwiftToken]) -> String {
        tokens.map { ($0.spaceBefore && $0.text != ")" ? " " : "") + $0.text }.joined().trimmingCharacters(in: " ")
    }

    /// A directive's condition: `!`, `&&`, `||`, parentheses, `os(…)`, `targetEnvironment(…)`,
    /// `canImport(…)`, `arch(…)`, `swift(>=…)`, `compiler(>=…)`, `true`, `false` and flags.
    private static func evaluate(_ tokens: [SwiftToken], at position: SourcePosition) throws(ImportDiagnostic) -> Bool {
        var reader = ConditionReader(tokens: tokens, position: position)
        let value = try reader.disjunction()
        guard reader.index == tokens.count else { throw reader.failure() }
        return value
    }

    private struct ConditionReader {
        let tokens: [SwiftToken]
        let position: SourcePosition
        var index = 0

        var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

        func failure() -> ImportDiagnostic {
            // At the token not read, else (the condition ended early) at its last one: the #if's own place only when it is empty.
            ImportDiagnostic("this #if condition is not one the importer reads (os(…), targetEnvironment(…), canImport(…), "
                             + "swift(>=…), flags, !, &&, ||)", at: current?.position ?? tokens.last?.position ?? position,
                             instead: "write the condition with os(…), targetEnvironment(…), canImport(…), swift(>=…), a flag, !, && or ||")
        }

        mutating func disjunction() throws(ImportDiagnostic) -> Bool {
            var value = try conjunction()
            while current?.is("||") == true {
                index += 1
                value = try conjunction() || value
            }
            return value
        }

        mutating func conjunction() throws(ImportDiagnostic) -> Bool {
            var value = try unary()
            while current?.is("&&") == true {
                index += 1
                value = try unary() && value
            }
            return value
        }

        mutating func unary() throws(ImportDiagnostic) -> Bool {
            guard let token = current else { throw failure() }
            index += 1
            if token.is("!") { return !(try unary()) }
            if token.is("(") {
                let value = try disjunction()
                guard current?.is(")") == true else { throw failure() }
                index += 1
                return value
            }
            guard token.kind == .identifier else { throw failure() }
            guard current?.is("(") == true else { return token.text == "true" }  // a flag: not set
            index += 1
            var argument = ""
            while let part = current, !part.is(")") {
                argument += part.text
                index += 1
            }
            guard current != nil else { throw failure() }
            index += 1
            switch token.text {
            case "os": return argument == "iOS"
            case "targetEnvironment": return false
            case "canImport": return !["AppKit", "Cocoa", "WatchKit"].contains(argument)
            case "arch": return argument == "arm64"
            case "swift", "compiler": return versionHolds(argument)
            case "hasFeature", "hasAttribute": return true
            default: throw failure()
            }
        }

        /// `>=5.9` or `<6.0` against Swift 6.3, the toolchain this tool is built with.
        private func versionHolds(_ argument: String) -> Bool {
            let atLeast = argument.hasPrefix(">=")
            let number = argument.drop { $0 == ">" || $0 == "=" || $0 == "<" }
            let parts = number.split(separator: ".").compactMap { Int($0) }
            let version = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
            let newer = version > (6, 3)
            return atLeast ? !newer : newer
        }
    }
}
