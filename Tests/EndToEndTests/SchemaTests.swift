import Foundation
import Testing

/// The JSON Schema (`layout-compile schema`, shipped as layout-compile.schema.json) checked by a
/// real validator (Python's jsonschema, draft 2020-12): every example, every reference case's spec
/// and the project file pass; specs the decoder refuses for a wrong key or value fail it too.
@Suite struct SchemaTests {
    /// Validates each argument (`file.json`, or `file.json#member` for a member of it) and prints
    /// `valid NAME` or `invalid NAME: where: why`, one line each.
    static let validator = """
        import json, sys, jsonschema
        validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
        for argument in sys.argv[2:]:
            path, _, member = argument.partition("#")
            document = json.load(open(path))
            if member: document = document[member]
            errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
            if errors: print("invalid", argument + ":", "/".join(map(str, errors[0].absolute_path)) + ":", errors[0].message[:300])
            else: print("valid", argument)
        """

    /// python3 with jsonschema; under CI (CI=true) its absence fails the tests instead of skipping them.
    static let available: Bool = (try? python(["-c", "import jsonschema"]).status) == 0

    static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    static func python(_ arguments: [String]) throws -> CommandRunner.Outcome {
        try CommandRunner.run(["python3"] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// The validator's verdicts, by argument.
    static func validate(_ arguments: [String]) throws -> [String: String] {
        let outcome = try python(["-c", validator, CommandRunner.packageRoot.appendingPathComponent("layout-compile.schema.json").path]
                                 + arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        var verdicts: [String: String] = [:]
        for line in outcome.stdout.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { continue }
            let rest = String(words[1])
            let name = words[0] == "valid" ? rest : String(rest.prefix { $0 != ":" })
            verdicts[name] = words[0] == "valid" ? "valid" : rest
        }
        return verdicts
    }

    /// The documents a test hands the validator as JSON: YAML through `layout-compile read`.
    static func asJSON(_ files: [URL], in directory: URL) throws -> [String] {
        try files.enumerated().map { index, file in
            guard file.pathExtension == "yaml" || file.pathExtension == "yml" else { return file.path }
            let json = directory.appendingPathComponent("\(index)-\(file.lastPathComponent).json")
            let read = try CommandRunner.run(["read", file.path, "-o", json.path])
            #expect(read.status == 0, "\(read.stderr)")
            return json.path
        }
    }

    static func files(under folder: String, extensions: Set<String>) -> [URL] {
        let root = CommandRunner.packageRoot.appendingPathComponent(folder)
        let found = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        // Goldens (golden/, golden-devices/) are frames, not specs; swift/ is generated Swift.
        return found.filter { file in
            extensions.contains(file.pathExtension) && !file.pathComponents.contains { $0.hasPrefix("golden") || $0 == "swift" }
        }
            .sorted { $0.path < $1.path }
    }

    @Test func theShippedSchemaIsTheCommandsOutput() throws {
        let schema = try CommandRunner.run(["schema"])
        #expect(schema.status == 0)
        let shipped = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("layout-compile.schema.json"), encoding: .utf8)
        #expect(schema.stdout == shipped, "run `layout-compile schema -o layout-compile.schema.json` after changing a key table")
    }

    @Test func everyExampleReferenceCaseAndTheProjectFilePass() throws {
        guard Self.available else {
            #expect(!Self.required, "python3 -m pip install jsonschema: CI does not skip this test")
            return
        }
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = try Self.asJSON(Self.files(under: "Examples", extensions: ["yaml", "json"])
                                       + [CommandRunner.packageRoot.appendingPathComponent("layout-compile.yml")], in: directory)
        let cases = Self.files(under: "Tests/ConformanceTests/Fixtures", extensions: ["json"]).map { $0.path + "#spec" }
        #expect(examples.count > 30 && cases.count > 200)
        let verdicts = try Self.validate(examples + cases)
        #expect(verdicts.count == examples.count + cases.count)
        for (name, verdict) in verdicts where verdict != "valid" {
            Issue.record("\(name): \(verdict)")
        }
    }

    /// A valid spec, and replacements of a part of it that the decoder refuses (a sample of
    /// SpecDecoderTests' and the command's error tests): each must fail the schema as well.
    static let grid = """
        {"$schema": "../layout-compile.schema.json",
         "environment": {"width": 390, "scale": 3},
         "section": {"group": {"axis": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                               "interItemSpacing": "fixed(8)",
                               "subitems": [{"item": {"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}}]}},
         "sections": [{"items": 3, "contentInsets": 10,
                       "boundarySupplementaryItems": [{"kind": "header", "size": {"width": "fractionalWidth(1)", "height": 30},
                                                       "alignment": "top"}]}]}
        """

    static let refused: [(String, String)] = [
        (#""contentInsets": 10"#, #""contentInset": 10"#),                      // unknown key (a typo)
        (#""fractionalWidth(0.5)""#, #""fractionalWidht(0.5)""#),               // unknown dimension
        (#""absolute(44)""#, #""absolute(-4)""#),                              // a negative size
        (#""items": 3"#, #""items": 3.5"#),                                     // a count that is not whole
        (#""items": 3"#, #""items": 1e12"#),                                    // a count out of range
        (#""items": 3"#, #""items": "4""#),                                     // a quoted count
        (#""alignment": "top""#, #""alignment": "left""#),                      // left for leading
        (#""axis": "horizontal""#, #""axis": "diagonal""#),                     // an unknown word
        (#""scale": 3"#, #""scale": 4"#),                                       // scale out of range
        (#""fixed(8)""#, #""fixed(-8)""#),                                      // a negative spacing
        (#""width": 390"#, #""width": 0"#),                                     // a width that is not > 0
        (#""kind": "header", "#, ""),                                          // a boundary item without its kind
        (#"{"item": {"size""#, #"{"group": {"size": {"width": 1, "height": 1}, "subitems": []}, "item": {"size""#), // item and group
        (#""size": {"width": "fractionalWidth(0.5)""#, #""layoutSize": {"width": 1, "height": 1}, "size": {"width": "fractionalWidth(0.5)""#), // both spellings
        (#""$schema": "../layout-compile.schema.json","#, #""$schema": "s", "sectons": [],"#), // unknown top-level key
    ]

    @Test func specsTheDecoderRefusesForAWrongKeyOrValueTheSchemaRefuses() throws {
        guard Self.available else {
            #expect(!Self.required, "python3 -m pip install jsonschema: CI does not skip this test")
            return
        }
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let valid = directory.appendingPathComponent("valid.json")
        try Self.grid.write(to: valid, atomically: false, encoding: .utf8)
        #expect(try CommandRunner.run([valid.path]).status == 0, "the base spec compiles")
        var files = [valid.path]
        for (index, (original, replacement)) in Self.refused.enumerated() {
            #expect(Self.grid.contains(original), "\(original)")
            let file = directory.appendingPathComponent("refused-\(index).json")
            try Self.grid.replacingOccurrences(of: original, with: replacement).write(to: file, atomically: false, encoding: .utf8)
            let compiled = try CommandRunner.run([file.path])
            #expect(compiled.status == 65, "the decoder refuses \(replacement): \(compiled.stderr)")
            files.append(file.path)
        }
        let verdicts = try Self.validate(files)
        #expect(verdicts[valid.path] == "valid")
        for (index, file) in files.dropFirst().enumerated() {
            #expect(verdicts[file]?.hasPrefix("valid") == false, "the schema accepts \(Self.refused[index].1)")
        }
    }
}
