import Foundation
@testable import SwiftGeneration

/// The declarations of a stub module interface as symbols (`UIWindow.init(windowScene:)`,
/// `UICellAccessory.detail(displayed:)`, `UIContentInsetsReference.none`), each with the
/// availability its marks give it (those of the types around it included); and the API names a
/// generated file uses.
enum StubSymbols {
    struct Symbol: Equatable {
        var name: String
        var introduced: IOSVersion?
        var deprecated: IOSVersion?
    }

    static let modifiers: Set<String> = ["public", "open", "private", "static", "class", "final", "override", "convenience",
                                         "required", "mutating", "nonisolated", "indirect"]

    static func symbols(in text: String) -> [Symbol] {
        var symbols: [Symbol] = []
        // The types around the line: name, the depth their body is at, their availability.
        var scopes: [(name: String, depth: Int, introduced: IOSVersion?, deprecated: IOSVersion?)] = []
        var depth = 0
        var introduced: IOSVersion?
        var deprecated: IOSVersion?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@available(iOS, ") {
                let version = Support.availabilityVersion(line)
                if line.contains("introduced:") { introduced = version } else { deprecated = version }
                continue
            }
            let opens = line.filter { $0 == "{" }.count, closes = line.filter { $0 == "}" }.count
            defer {
                depth += opens - closes
                while let last = scopes.last, depth < last.depth { scopes.removeLast() }
            }
            guard !line.hasPrefix("//"), !line.hasPrefix("import"), !line.hasPrefix("@_exported"), line != "}" else { continue }
            var words = line.split(separator: " ").map(String.init)
            // `class` is a modifier before `func` and `var`, else it declares a class.
            while let first = words.first, first.hasPrefix("@")
                || (modifiers.contains(first) && !(first == "class" && words.count > 1 && !["func", "var", "let"].contains(words[1]))) {
                words.removeFirst()
            }
            guard let keyword = words.first else { continue }
            let outer = scopes.last
            let scopeName = scopes.map(\.name).joined(separator: ".")
            let effectiveIntroduced = [introduced, outer?.introduced].compactMap { $0 }.max()
            let effectiveDeprecated = deprecated ?? outer?.deprecated
            defer { introduced = nil; deprecated = nil }
            func add(_ member: String) {
                symbols.append(Symbol(name: scopeName.isEmpty ? member : scopeName + "." + member,
                                      introduced: effectiveIntroduced, deprecated: effectiveDeprecated))
            }
            let rest = words.dropFirst().joined(separator: " ")
            switch keyword {
            case "class", "struct", "enum", "protocol", "extension", "typealias":
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                if keyword != "extension" { add(name) }
                if opens > closes { scopes.append((name, depth + opens - closes, effectiveIntroduced, effectiveDeprecated)) }
            case "func":
                // An operator (`static func < (lhs:rhs:)`) is named by its characters.
                let operatorName = rest.prefix { "<>=!".contains($0) }
                add((operatorName.isEmpty ? String(rest.prefix { $0 != "(" && $0 != "<" }) : String(operatorName)) + labels(rest))
            case "init", "init?":
                add("init" + labels(line))
            case "var", "let":
                add(String(rest.prefix { $0 != ":" }))
            case "case":
                for name in rest.split(separator: ",") {
                    add(String(name.trimmingCharacters(in: .whitespaces).prefix { $0 != "(" && $0 != " " }))
                }
            default:
                if keyword.hasPrefix("init(") { add("init" + labels(line)) }
            }
        }
        return symbols
    }

    /// `(layoutSize:subitems:)`: the argument labels of the first parameter list on the line.
    static func labels(_ declaration: String) -> String {
        guard let open = declaration.firstIndex(of: "(") else { return "()" }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        for character in declaration[declaration.index(after: open)...] {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        let labels = parameters.map { parameter in
            String(parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" }) + ":"
        }
        return "(" + labels.joined() + ")"
    }

    /// `horizontal` of `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    static func baseName(_ symbol: String) -> String {
        let withoutLabels = symbol.prefix { $0 != "(" }
        return String(withoutLabels.split(separator: ".").last ?? withoutLabels[...])
    }

    /// Swift's own: keywords, attributes, the module imported.
    static let keywords: Set<String> = ["Self", "self", "Any", "Never", "Void", "MainActor", "UIKit", "AppKit"]

    /// The API names a generated file uses: types (a capitalised name) and members (a name after a
    /// `.`), outside comments and string literals, less the names the file declares itself.
    static func apiNames(in source: String) -> Set<String> {
        var code = ""
        for line in source.split(separator: "\n") {
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString && character == "/" && previous == "/" { code.removeLast(); break }
                if character == "\"" { inString.toggle() } else if !inString { code.append(character) }
                previous = character
            }
            code.append("\n")
        }
        var names: Set<String> = []
        var declared: Set<String> = []
        var token = ""
        var afterDot = false
        var previousWord = ""
        // In `case a, b,` (over several lines too): a comma since the last name declared.
        var inCaseList = false
        var comma = false
        func finish() {
            guard !token.isEmpty, !(token.first?.isNumber ?? false) else { token = ""; return }
            if ["case", "enum", "struct", "class", "func"].contains(previousWord) || (inCaseList && comma) {
                declared.insert(token)
                inCaseList = inCaseList || previousWord == "case"
            } else {
                inCaseList = false
            }
            if token == "case" { inCaseList = true }
            comma = false
            if afterDot || token.first?.isUppercase == true { names.insert(token) }
            previousWord = token
            token = ""
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                token.append(character)
                continue
            }
            finish()
            afterDot = character == "."
            if character == "," { comma = true } else if !character.isWhitespace { inCaseList = false }
        }
        finish()
        return names.subtracting(declared).subtracting(keywords)
    }
}
