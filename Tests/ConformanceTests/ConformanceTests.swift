import Foundation
import Testing

/// Runs every UIKit reference case (Fixtures/, copied from the measured cases) and checks the
/// known-deviations list is exact: a listed case must fail, an unlisted one must pass.
@Suite struct ConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func caseFiles() -> [URL] {
        let fixtures = folder.appendingPathComponent("Fixtures")
        let walker = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }
        return files.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

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

    @Test func everyReferenceCaseMatchesUIKitOrIsAListedDeviation() throws {
        let files = Self.caseFiles()
        #expect(files.count >= 200, "the reference cases are missing from Fixtures/")
        let deviations = try Self.knownDeviations()
        var passed = 0
        var perGroup: [String: (passed: Int, failed: Int)] = [:]
        for url in files {
            let reference = try ReferenceCase(url: url)
            let problems = reference.problems()
            let name = url.lastPathComponent
            perGroup[reference.group, default: (0, 0)].passed += problems.isEmpty ? 1 : 0
            perGroup[reference.group, default: (0, 0)].failed += problems.isEmpty ? 0 : 1
            if problems.isEmpty {
                passed += 1
                #expect(deviations[name] == nil, "\(name) is listed in known-deviations.txt but now passes: remove it")
            } else {
                #expect(deviations[name] != nil, "\(name): \(problems.prefix(3).joined(separator: "; "))")
            }
        }
        for name in deviations.keys where !files.contains(where: { $0.lastPathComponent == name }) {
            Issue.record("known-deviations.txt lists \(name), which is not a reference case")
        }
        let table = perGroup.keys.sorted().map { "  \($0): \(perGroup[$0]!.passed) passed, \(perGroup[$0]!.failed) failed" }
        print("conformance: \(passed) of \(files.count) UIKit reference cases pass\n" + table.joined(separator: "\n"))
    }
}
