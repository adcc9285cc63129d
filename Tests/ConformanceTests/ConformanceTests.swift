import Foundation
import GeneratedSuites
import Testing

/// Every UIKit reference case (Fixtures/, copied from the measured cases) is a test of its own:
/// ReferenceCases/ holds one generated suite per folder (`Boundary`) with one test per case, named
/// by its number (`case067`), so `swift test --filter Boundary/case067` runs one case alone
/// (Docs/Developing.md, "Tests"). A case listed in known-deviations.txt is a known issue, and fails
/// when it passes, so the list stays exact.
@Suite struct ConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = folder.appendingPathComponent("Fixtures")

    /// Each case by its path under Fixtures/ (`boundary/067-….json`), sorted by file name.
    static let allCaseNames: [String] = {
        let walker = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }
        return files.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { String($0.standardizedFileURL.path.dropFirst(fixtures.standardizedFileURL.path.count + 1)) }
    }()

    /// `file: reason` lines of known-deviations.txt.
    static func knownDeviations() throws -> [String: String] {
        let text = try String(contentsOf: folder.appendingPathComponent("known-deviations.txt"), encoding: .utf8)
        var deviations: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
            let parts = line.split(separator: ":", maxSplits: 1)
            deviations[String(parts[0]).trimmingCharacters(in: .whitespaces)] =
                parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""
        }
        return deviations
    }

    /// One reference case, `name` its path under Fixtures/: what every generated test calls.
    static func check(_ name: String) throws {
        let reference = try ReferenceCase(url: fixtures.appendingPathComponent(name))
        let problems = reference.problems()
        let message = Comment(rawValue: "\(name): \(problems.prefix(3).joined(separator: "; "))")
        if let reason = try knownDeviations()[reference.file] {
            // A listed case must still fail: when it passes, the known issue is not recorded and the test fails.
            withKnownIssue(Comment(rawValue: "known-deviations.txt: \(reason)")) {
                #expect(problems.isEmpty, message)
            }
        } else {
            #expect(problems.isEmpty, message)
        }
    }

    /// The generated suites: one per folder of Fixtures/ (`boundary` is `Boundary`), one test per
    /// case in it, named by the number its file name starts with (`067-….json` is `case067`).
    static var generatedSuites: [GeneratedSuite] {
        Dictionary(grouping: allCaseNames) { String($0.prefix { $0 != "/" }) }.sorted { $0.key < $1.key }.map { folder, names in
            GeneratedSuite(parent: "ConformanceTests", name: GeneratedSuite.typeName(for: folder),
                           summary: "The reference cases of Fixtures/\(folder)/",
                           tests: names.map { name in
                               let file = name.split(separator: "/").last ?? ""
                               return (GeneratedSuite.testName(for: String(file.prefix { $0 != "-" })), name)
                           })
        }
    }

    /// ReferenceCases/ holds a test for every case of Fixtures/ and none other; `make fixture-tests` rewrites it.
    @Test func generatedTestsAreCurrent() throws {
        let generated = Self.folder.appendingPathComponent("ReferenceCases")
        for problem in try GeneratedSuite.disagreements(of: Self.generatedSuites, in: generated) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test func theReferenceCasesAreHereAndTheDeviationsListNamesOnlyThem() throws {
        #expect(Self.allCaseNames.count >= 200, "the reference cases are missing from Fixtures/")
        let files = Set(Self.allCaseNames.map { String($0.split(separator: "/").last ?? "") })
        for name in try Self.knownDeviations().keys where !files.contains(name) {
            Issue.record("known-deviations.txt lists \(name), which is not a reference case")
        }
    }
}
