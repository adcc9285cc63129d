import Foundation
import Testing

/// YAML 1.2.2 read exactly (Docs/SpecFormat.md, "YAML"): each Tests/RegressionCorpus/yaml/NAME.yaml
/// is read by `layout-compile read`, and prints NAME.json (exit 0) or fails with NAME.error
/// after its path (exit 65). The expectations are the spec's, written by hand (README.md there).
@Suite struct YAMLExactnessTests {
    static let folder = RegressionCorpusTests.corpus.appendingPathComponent("yaml")

    static func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test(arguments: names())
    func readsAsTheSpecSays(name: String) throws {
        let input = Self.folder.appendingPathComponent(name + ".yaml").path
        let outcome = try CommandRunner.run(["read", input])
        if let json = try? String(contentsOf: Self.folder.appendingPathComponent(name + ".json"), encoding: .utf8) {
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout == json)
        } else {
            let error = try String(contentsOf: Self.folder.appendingPathComponent(name + ".error"), encoding: .utf8)
            #expect(outcome.status == 65)
            #expect(outcome.stderr.hasPrefix("\(input):" + error.trimmingCharacters(in: .newlines)), "\(outcome.stderr)")
        }
    }

    @Test func everyInputHasItsExpectation() {
        #expect(Self.names().count >= 14)
    }
}
