import Foundation
import Testing

/// YAML specs and `layout-compile read`, as users run them.
@Suite struct YAMLCommandTests {
    @Test func compilesTheReadmeYAMLExample() throws {
        let outcome = try CommandRunner.run(["Examples/nested-groups.yaml", "--width", "390"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The leading cell: 0.7 × 390 = 273, less 5 on each side: 263 wide at 5; 0.4 × 390 = 156 tall, less 10.
        #expect(outcome.stdout.contains("{\"category\": \"cell\", \"section\": 0, \"item\": 0, \"x\": 5, \"y\": 5, \"width\": 263, \"height\": 146, \"zIndex\": 0}"))
    }

    @Test func yamlErrorsShowTheLineAndACaret() throws {
        let spec = """
            sections:
              - items: 3
                group:
                  size: {width: fractionalWidth(1), height: absolute(-4)}
                  subitems: [{item: {size: {width: 10, height: 10}}}]
            """
        let outcome = try CommandRunner.run(["-"], stdin: spec)
        // Line 4: 6 spaces and `size: {width: fractionalWidth(1), height: ` (42 characters): column 49.
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            <stdin>:4:49: error: sections[0].group.size.height: a size must not be negative (found -4)
                  size: {width: fractionalWidth(1), height: absolute(-4)}
                                                            ^

            """)
    }

    @Test func readPrintsWhatAnchorsAndMergeKeysBecame() throws {
        let outcome = try CommandRunner.run(["read", "-"], stdin: "base: &b {x: 1, y: 2}\nover:\n  <<: *b\n  y: 3\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            {
              "base": {
                "x": 1,
                "y": 2
              },
              "over": {
                "y": 3,
                "x": 1
              }
            }

            """)
    }

    @Test func readRefusesUnsupportedFeaturesWithExit65() throws {
        let outcome = try CommandRunner.run(["read", "-"], stdin: "a: !!str b\n")
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("<stdin>:1:4: error: unsupported YAML feature: tags (!)"))
    }
}
