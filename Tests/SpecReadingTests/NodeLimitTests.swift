import Testing
@testable import SpecReading

/// One node limit for both readers (Docs/CLI.md, "Limits"): JSON had none (64 MiB of `0,` took
/// 2.2 GB), and YAML counted every node of a document without aliases against its alias limit,
/// so that a list of a million item entries read as JSON failed as YAML. Tested at a small limit.
@Suite struct NodeLimitTests {
    static let limit = 1_000

    /// A flow list of `count` zeros: `count + 1` nodes, JSON and YAML alike.
    static func zeros(_ count: Int) -> String { "[" + String(repeating: "0,", count: count - 1) + "0]" }

    static func read(_ text: String, as reader: String) -> Result<DocumentNode, DocumentError> {
        Result { () throws(DocumentError) in
            reader == "JSON" ? try JSONReader.read(text, nodeLimit: limit) : try YAMLReader.read(text, nodeLimit: limit)
        }
    }

    @Test(arguments: ["JSON", "YAML"])
    func bothReadersStopAtTheSameNodeCount(reader: String) {
        // (limit - 1) zeros and their list: exactly the limit.
        #expect(throws: Never.self) { try Self.read(Self.zeros(Self.limit - 1), as: reader).get() }
        // One zero more is one node too many, refused at it: `[` and (limit - 1) times `0,` before it.
        guard case .failure(let error) = Self.read(Self.zeros(Self.limit), as: reader) else {
            Issue.record("read past the limit")
            return
        }
        #expect(error.diagnostic == .tooManyNodes(limit: Self.limit, aliased: false))
        #expect(error.message == "the document holds more than 1000 nodes (values, lists, mappings and keys)")
        #expect(error.position.line == 1)
        #expect(abs(error.position.column - (1 + 2 * (Self.limit - 1) + 1)) <= 1, "\(error.position)")
    }

    @Test(arguments: ["JSON", "YAML"])
    func keysCountAsNodes(reader: String) {
        // A mapping, its keys and their values: 1 + 2 × 499 = 999 nodes, then 1001.
        func mapping(_ count: Int) -> String {
            "{" + (0..<count).map { "\"k\($0)\": 0" }.joined(separator: ", ") + "}"
        }
        #expect(throws: Never.self) { try Self.read(mapping(499), as: reader).get() }
        #expect(throws: DocumentError.self) { try Self.read(mapping(500), as: reader).get() }
    }

    @Test func aYAMLAliasCountsWhatItRepeatsAndSaysSo() {
        // 10 zeros anchored (11 nodes), then 100 aliases of them: 1 + 1 + 11 + 1 + 100 × 11 nodes.
        let text = "a: &a [" + Array(repeating: "0", count: 10).joined(separator: ", ") + "]\nb: ["
            + Array(repeating: "*a", count: 100).joined(separator: ", ") + "]\n"
        guard case .failure(let error) = Self.read(text, as: "YAML") else {
            Issue.record("read past the limit")
            return
        }
        #expect(error.diagnostic == .tooManyNodes(limit: Self.limit, aliased: true))
        #expect(error.message == "the document holds more than 1000 nodes (values, lists, mappings and keys, "
                + "each alias counted as the nodes it repeats)")
        // Block YAML of the same document without aliases is counted as the nodes it has.
        let plain = "a:\n" + String(repeating: "  - 0\n", count: 997)
        #expect(throws: Never.self) { try Self.read(plain, as: "YAML").get() }
    }

    @Test func aMillionItemEntriesOfThreeKeysFitTheLimit() {
        // `{id: x, width: 10, height: 44}`: the entry, 3 keys, 3 values; with room for the rest of a spec.
        #expect(1_000_000 * 7 < DocumentLimits.maximumNodes)
    }
}
