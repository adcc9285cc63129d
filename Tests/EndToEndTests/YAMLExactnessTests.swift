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

    /// Each input has one expectation, JSON or an error, of the shape `readsAsTheSpecSays` compares
    /// (an error `LINE:COLUMN: error: MESSAGE` on one line; JSON as `read` prints it, two-space
    /// indented, one line break at the end), no expectation lacks its input, and README.md's yaml/
    /// table names every input.
    @Test func everyInputHasItsExpectation() throws {
        let names = Self.names()
        #expect(names.count >= 14)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        for file in files where !file.hasSuffix(".yaml") {
            let name = String(file.prefix { $0 != "." })
            #expect(names.contains(name) && (file.hasSuffix(".json") || file.hasSuffix(".error")), "\(file) is no expectation of an input")
        }
        let readme = try String(contentsOf: RegressionCorpusTests.corpus.appendingPathComponent("README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "## yaml/")[1].components(separatedBy: "\n## ")[0]
        for name in names {
            let json = try? String(contentsOf: Self.folder.appendingPathComponent(name + ".json"), encoding: .utf8)
            let error = try? String(contentsOf: Self.folder.appendingPathComponent(name + ".error"), encoding: .utf8)
            #expect((json == nil) != (error == nil), "\(name): one of NAME.json and NAME.error")
            if let json {
                #expect(json.hasPrefix("{\n  ") && json.hasSuffix("\n}\n"), "\(name).json: \(json)")
            }
            if let error {
                let parts = error.split(separator: " ", maxSplits: 2)
                let position = parts.first?.dropLast().split(separator: ":").compactMap { Int($0) } ?? []
                #expect(parts.count == 3 && parts[0].hasSuffix(":") && position.count == 2 && position.allSatisfy { $0 >= 1 }
                        && parts[1] == "error:" && error.hasSuffix("\n") && error.dropLast().allSatisfy { $0 != "\n" },
                        "\(name).error: \(error)")
            }
            #expect(table.contains("\(name).yaml"), "README.md's yaml/ table does not name \(name).yaml")
        }
        // JSON by RFC 8259, which bounds no number and leaves a key given twice to the reader (1e999;
        // `{"1": "a", "1": "b"}`, two keys in YAML): Python's reader takes both, Foundation's neither.
        let expectations = names.map { Self.folder.appendingPathComponent($0 + ".json").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let parsed = try SchemaTests.python(["-c", "import json, sys\nfor path in sys.argv[1:]: json.load(open(path))"] + expectations)
        #expect(parsed.status == 0, "\(parsed.stderr)")
    }
}
