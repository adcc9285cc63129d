import Foundation
import Testing

/// Every UIKit reference case (Fixtures/, copied from the measured cases) is a test of its own,
/// named by its group and file (`boundary/067-….json`): a case listed in known-deviations.txt is
/// a known issue, and fails when it passes, so the list stays exact. `swift test --filter` selects
/// a test, not one of its arguments: run one case alone with
/// `REFERENCE_CASE=boundary/067 swift test --filter referenceCase` (Docs/Developing.md, "Tests").
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

    /// The cases to run: those whose name contains `REFERENCE_CASE` when it is set, else all.
    static let caseNames: [String] = {
        guard let selected = ProcessInfo.processInfo.environment["REFERENCE_CASE"], !selected.isEmpty else { return allCaseNames }
        return allCaseNames.filter { $0.contains(selected) }
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

    @Test(arguments: caseNames) func referenceCase(_ name: String) throws {
        let reference = try ReferenceCase(url: Self.fixtures.appendingPathComponent(name))
        let problems = reference.problems()
        let message = Comment(rawValue: "\(name): \(problems.prefix(3).joined(separator: "; "))")
        if let reason = try Self.knownDeviations()[reference.file] {
            // A listed case must still fail: when it passes, the known issue is not recorded and the test fails.
            withKnownIssue(Comment(rawValue: "known-deviations.txt: \(reason)")) {
                #expect(problems.isEmpty, message)
            }
        } else {
            #expect(problems.isEmpty, message)
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
