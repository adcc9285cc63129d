import SpecReading
import Testing

/// The YAML `import` writes reads back to the same tree: strings that YAML would read as something
/// else are quoted, long mappings break into blocks.
@Suite struct DocumentYAMLWriterTests {
    static func roundTrip(_ json: String) throws -> (yaml: String, same: Bool) {
        let tree = try JSONReader.read(json)
        let yaml = DocumentYAMLWriter.write(tree)
        return (yaml, DocumentJSONWriter.write(try YAMLReader.read(yaml)) == DocumentJSONWriter.write(tree))
    }

    @Test func awkwardStringsReadBackAsTheSameStrings() throws {
        let (yaml, same) = try Self.roundTrip("""
            {"kinds": ["true", "null", "12", "0x1F", "-", "a: b", "# no comment", "x, y", "{", "", " padded ", "ünïcode",
                       "line\\nbreak", "tab\\there", "quote\\"d", "back\\\\slash", "fractionalWidth(0.5)", ".inf", "~", "yes"],
             "true": 1, "a key": {"nested": [1, 2.5, -0.25, 1e-7]}}
            """)
        #expect(same, "\(yaml)")
        #expect(yaml.contains("- fractionalWidth(0.5)") || yaml.contains("fractionalWidth(0.5),"))
        #expect(yaml.contains("\"true\": 1"))
    }

    @Test func shortMappingsStayOnOneLineAndLongOnesBreak() throws {
        let (yaml, same) = try Self.roundTrip("""
            {"section": {"group": {"size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
              "subitems": [{"item": {"size": {"width": "fractionalWidth(0.25)", "height": "fractionalHeight(1)"}, "contentInsets": 2}},
                           {"item": {"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}, "contentInsets": 2}}]}},
             "sections": [{"items": 3}, {}], "empty": [], "none": {}}
            """)
        #expect(same, "\(yaml)")
        #expect(yaml.contains("    size: {width: fractionalWidth(1), height: absolute(44)}\n"))
        #expect(yaml.contains("sections: [{items: 3}, {}]\n"))
        #expect(yaml.contains("empty: []\n") && yaml.contains("none: {}\n"))
    }

    @Test func theHeaderIsComments() throws {
        let yaml = DocumentYAMLWriter.write(try JSONReader.read("{\"a\": 1}"), header: ["Imported.", ""])
        #expect(yaml == "# Imported.\n#\na: 1\n")
    }
}
