import Foundation

/// A heading cited from code: `Docs/Semantics.md, "Rounding"` (the comma optional, the quoted
/// heading allowed on the next comment line or escaped inside a string literal).
struct Citation: CustomStringConvertible {
    var document: String
    var heading: String
    var line: Int

    var description: String { "Docs/\(document), \"\(heading)\"" }

    private static let pattern = try! NSRegularExpression(
        pattern: #"Docs/(\w+\.md),?\s*(?:///?\s*)*\\?"((?:[^"\\\n]|\n\s*///?\s*)+?)\\?""#)

    static func headings(inSwift text: String) -> [Citation] {
        let whole = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: whole).map { match in
            let document = String(text[Range(match.range(at: 1), in: text)!])
            let quoted = String(text[Range(match.range(at: 2), in: text)!])
            let heading = quoted.replacingOccurrences(of: #"\s*\n\s*///?\s*"#, with: " ", options: .regularExpression)
            let line = text[..<Range(match.range, in: text)!.lowerBound].count(where: { $0 == "\n" }) + 1
            return Citation(document: document, heading: heading, line: line)
        }
    }

    /// The names a heading can be cited by: its text without backticks, and its short name, the
    /// text before a parenthesis or a colon (`Estimated sizes (self-sizing)` is also "Estimated sizes").
    static func citableNames(ofHeadings headings: [String]) -> Set<String> {
        var names: Set<String> = []
        for heading in headings {
            let plain = heading.replacingOccurrences(of: "`", with: "")
            names.insert(plain)
            if let cut = plain.firstIndex(where: { $0 == "(" || $0 == ":" }) {
                names.insert(plain[..<cut].trimmingCharacters(in: .whitespaces))
            }
        }
        return names
    }

    func isResolved(by headings: [String: Set<String>]) -> Bool {
        headings[document]?.contains(heading) ?? false
    }
}

/// A `Type.member` named in a document: `SectionAssembler.emit`, `LayoutSolver.lay(out:in:)`.
/// Apple's types (UI*, NS*, XC*, CG*, Foundation's and the standard library's that
/// Docs/GeneratedAPI.md lists) and file names (`ContentLayout.swift`) are not ours to check.
struct MemberName {
    var type: String
    var member: String
    var line: Int

    private static let pattern = try! NSRegularExpression(pattern: #"`([A-Z][A-Za-z0-9]*)\.([A-Za-z_][A-Za-z0-9_]*)[^`\n]*`"#)
    private static let fileExtensions: Set<String> = ["swift", "md", "yaml", "json", "csv", "svg", "txt", "html", "swiftinterface"]
    private static let applePrefixes = ["UI", "NS", "XC", "CG"]
    private static let appleTypes: Set<String> = ["IndexPath", "Array"]

    static func all(inMarkdown text: String) -> [MemberName] {
        let whole = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: whole).compactMap { match in
            let type = String(text[Range(match.range(at: 1), in: text)!])
            let member = String(text[Range(match.range(at: 2), in: text)!])
            guard !applePrefixes.contains(where: type.hasPrefix), !appleTypes.contains(type), !fileExtensions.contains(member) else {
                return nil
            }
            let line = text[..<Range(match.range, in: text)!.lowerBound].count(where: { $0 == "\n" }) + 1
            return MemberName(type: type, member: member, line: line)
        }
    }
}

/// What Sources/ declares, found by text: a member counts when a file that declares or extends
/// its type declares it (a function, property, case, nested type or initializer of that name).
struct Declarations {
    var sources: [String]

    func declares(_ name: MemberName) -> Bool {
        let owner = #"\b(struct|enum|class|actor|protocol|extension)\s+"# + name.type + #"\b"#
        let member = #"\b(func|var|let|case|struct|enum|class|typealias|init)\s+"# + name.member + #"\b"#
        return sources.contains { source in
            source.range(of: owner, options: .regularExpression) != nil
                && source.range(of: member, options: .regularExpression) != nil
        }
    }
}

/// The repository's own files the citations live in.
enum RepositoryText {
    static func swiftFiles(in repository: URL, folders: [String]) throws -> [(path: String, text: String)] {
        try folders.flatMap { folder in
            let walker = FileManager.default.enumerator(at: repository.appendingPathComponent(folder),
                                                        includingPropertiesForKeys: nil)
            let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            return try files.map { url in
                (path: folder + url.path.dropFirst(repository.appendingPathComponent(folder).path.count),
                 text: try String(contentsOf: url, encoding: .utf8))
            }
        }
    }

    static func docs(in repository: URL) throws -> [(path: String, text: String)] {
        let folder = repository.appendingPathComponent("Docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { ("Docs/" + $0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Each document's citable heading names, by file name (`Semantics.md`).
    static func docsHeadings(in repository: URL) throws -> [String: Set<String>] {
        var headings: [String: Set<String>] = [:]
        for (path, text) in try docs(in: repository) {
            var titles: [String] = []
            var inCodeBlock = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { inCodeBlock.toggle() }
                guard !inCodeBlock, line.hasPrefix("#") else { continue }
                titles.append(line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces))
            }
            headings[String(path.dropFirst("Docs/".count))] = Citation.citableNames(ofHeadings: titles)
        }
        return headings
    }
}
