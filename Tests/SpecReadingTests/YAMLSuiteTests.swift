import Foundation
import GeneratedSuites
import Testing
@testable import SpecReading

/// The official YAML test suite (YAMLSuite/, vendored from yaml-test-suite data-2022-01-17):
/// tiers A (core), B (block scalars) and C (anchors) must all load to their `in.json` or be
/// rejected when marked `error`; tier X cases (tags, directives, complex keys, several documents)
/// must load correctly or be refused as an unsupported feature, never load to a wrong value.
/// Each case is a test of its own: YAMLSuiteCases/ holds one generated suite per tier (`TierA`)
/// with one test per case, named by its id (`2G84/01` is `case2G84_01`), so
/// `swift test --filter case2G84_01` runs one case alone (Docs/Developing.md, "Tests").
@Suite struct YAMLSuiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("YAMLSuite")

    struct Case {
        let id: String
        let tier: String
        /// tiers.tsv's `error` column.
        let listedAsError: Bool
        let directory: URL

        /// The suite's own marker: an `error` file in the case's folder says the input must be refused;
        /// without it the input is valid YAML, whether or not it has an `in.json` to load to.
        var mustFail: Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent("error").path) }
    }

    static func cases() throws -> [Case] {
        let table = try String(contentsOf: folder.appendingPathComponent("tiers.tsv"), encoding: .utf8)
        return table.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count > 3 else { return nil }
            var directory = folder.appendingPathComponent(columns[0])
            if !FileManager.default.fileExists(atPath: directory.path), let slash = columns[0].firstIndex(of: "/") {
                // The data names sub-cases with three digits where the table uses two.
                let sub = String(columns[0][columns[0].index(after: slash)...])
                directory = folder.appendingPathComponent(String(columns[0][..<slash]))
                    .appendingPathComponent(String(repeating: "0", count: max(0, 3 - sub.count)) + sub)
            }
            return Case(id: columns[0], tier: columns[1], listedAsError: columns[2] == "1", directory: directory)
        }
    }

    /// What is wrong with reading `item`, or `nil` when it reads as the suite says: refused when its
    /// folder has an `error` file, else read (to its `in.json` where it has one; a tier X case may be
    /// refused as an unsupported feature instead).
    static func problem(_ item: Case) -> String? {
        guard let yaml = try? String(contentsOf: item.directory.appendingPathComponent("in.yaml"), encoding: .utf8) else {
            return "no in.yaml"
        }
        let expectedText = try? String(contentsOf: item.directory.appendingPathComponent("in.json"), encoding: .utf8)
        let result: Result<DocumentNode, DocumentError> = Result { () throws(DocumentError) in try YAMLReader.read(yaml) }
        switch result {
        case .failure(let error):
            if item.mustFail { return nil }
            if item.tier == "X-excluded", case .unsupported = error.diagnostic { return nil }
            return "refused: \(error.message) at \(error.position)"
        case .success(let node):
            if item.mustFail { return "accepted a document the suite rejects" }
            guard let expectedText else { return nil }
            let trimmed = expectedText.trimmingCharacters(in: .whitespacesAndNewlines)
            let expected: DocumentNode
            do {
                expected = trimmed.isEmpty ? DocumentNode(.null, at: SourcePosition(line: 1, column: 1)) : try JSONReader.read(trimmed)
            } catch {
                return "loaded one document where the suite has several"
            }
            return JSONValue(node) == JSONValue(expected) ? nil : "loaded \(JSONValue(node)), expected \(JSONValue(expected))"
        }
    }

    /// Every case of the table, by its id (`229Q`, `2G84/01`).
    static let allCases: [Case] = (try? cases()) ?? []

    static func listedDeviations() throws -> [String] {
        try String(contentsOf: Self.folder.appendingPathComponent("known-deviations.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: ":").first.map(String.init) }
    }

    /// One case of the suite, by its id: what every generated test calls. Tiers A, B and C load as
    /// the suite says (a case listed in known-deviations.txt is a known issue, and fails when it
    /// passes); tier X is never misread.
    static func check(_ id: String) throws {
        let item = try #require(allCases.first { $0.id == id }, "\(id) is not a case of tiers.tsv")
        let problem = problem(item)
        if item.tier == "X-excluded" {
            #expect(problem == nil, "\(item.id) (tier X) \(problem ?? "")")
        } else if try listedDeviations().contains(item.id) {
            withKnownIssue("listed in known-deviations.txt") {
                #expect(problem == nil, "\(item.id): \(problem ?? "")")
            }
        } else {
            #expect(problem == nil, "\(item.id): \(problem ?? "")")
        }
    }

    /// The generated suites: one per tier (`A-core` is `TierA`), one test per case of the table in
    /// its order, named by its id (`2G84/01` is `case2G84_01`).
    static var generatedSuites: [GeneratedSuite] {
        Dictionary(grouping: allCases) { String($0.tier.prefix(1)) }.sorted { $0.key < $1.key }.map { letter, cases in
            GeneratedSuite(parent: "YAMLSuiteTests", name: "Tier" + letter,
                           summary: "The yaml-test-suite cases of tier \(cases[0].tier) (YAMLSuite/tiers.tsv)",
                           tests: cases.map { (GeneratedSuite.testName(for: $0.id), $0.id) })
        }
    }

    /// YAMLSuiteCases/ holds a test for every case of the table and none other (`make fixture-tests`
    /// rewrites it), and every case folder of YAMLSuite/ is in the table.
    @Test func generatedTestsAreCurrent() throws {
        let generated = Self.folder.deletingLastPathComponent().appendingPathComponent("YAMLSuiteCases")
        for problem in try GeneratedSuite.disagreements(of: Self.generatedSuites, in: generated) {
            Issue.record(Comment(rawValue: problem))
        }
        let listed = Set(Self.allCases.map { $0.directory.standardizedFileURL.path })
        let walker = FileManager.default.enumerator(at: Self.folder, includingPropertiesForKeys: nil)
        for case let file as URL in walker?.allObjects ?? [] where file.lastPathComponent == "in.yaml" {
            let directory = file.deletingLastPathComponent().standardizedFileURL.path
            if !listed.contains(directory) {
                Issue.record("YAMLSuite\(directory.dropFirst(Self.folder.standardizedFileURL.path.count)) is not in tiers.tsv, so it has no test")
            }
        }
    }

    @Test func theSuiteIsHereAndTheDeviationsListNamesOnlyItsCases() throws {
        #expect(Self.allCases.count > 300)
        let ids = Set(Self.allCases.map(\.id))
        for listed in try Self.listedDeviations() where !ids.contains(listed) {
            Issue.record("known-deviations.txt lists \(listed), which is not a case of the suite")
        }
        for item in Self.allCases where item.listedAsError != item.mustFail {
            Issue.record("\(item.id): tiers.tsv's error column and the case's error file disagree")
        }
    }
}

/// A JSON value with positions and number spellings dropped, for comparing documents.
indirect enum JSONValue: Equatable, CustomStringConvertible {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(_ node: DocumentNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value, _): self = .number(value)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, JSONValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .number(let value): return "\(value)"
        case .string(let text): return "\"\(text)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.keys.sorted().map { "\($0): \(members[$0]!)" }.joined(separator: ", ") + "}"
        }
    }
}
