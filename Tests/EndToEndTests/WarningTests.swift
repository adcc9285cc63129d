import Foundation
import Testing

/// The warning channel: what UIKit accepts but ignores or lays out nothing for is reported as
/// `file:line:col: warning: path: message`, exit 0, or exit 65 with --warnings-as-errors.
@Suite struct WarningTests {
    static func spec(_ section: String, extra: String = "") -> String {
        "sections:\n" + section + extra
    }

    static let plainGroup = """
            group:
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]

        """

    func compile(_ yaml: String, _ flags: [String] = []) throws -> CommandRunner.Outcome {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("spec.yaml")
        try yaml.write(to: file, atomically: false, encoding: .utf8)
        return try CommandRunner.run([file.path] + flags, in: directory)
    }

    @Test func anItemWiderThanItsGroupWarnsThatTheSectionShowsNothing() throws {
        let yaml = """
            sections:
              - items: 3
                group:
                  size: {width: fractionalWidth(1), height: absolute(50)}
                  subitems: [{item: {size: {width: absolute(500), height: fractionalHeight(1)}}}]

            """
        let outcome = try compile(yaml, ["--width", "390"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\"elements\": []"))
        // The group is 390 wide (fractionalWidth(1) of 390); the 500-pt item does not fit.
        #expect(outcome.stderr.contains("spec.yaml:4:7: warning: sections[0].group: the group (390×50 pt here) holds none of its subitems"))
        let strict = try compile(yaml, ["--warnings-as-errors"])
        #expect(strict.status == 65)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.contains("1 warning treated as errors"))
    }

    @Test func ignoredInputsEachWarnAtTheirKey() throws {
        let yaml = """
            sections:
              - items: [{height: 80}]
                orthogonalOffset: 40
                supplementariesFollowContentInsets: false
                group:
                  size: {width: fractionalWidth(1), height: absolute(50)}
                  subitems:
                    - item:
                        size: {width: fractionalWidth(1/2), height: estimated(50)}
                        contentInsets: {top: 4}
                        supplementaryItems:
                          - {kind: badge, size: {width: 10, height: 10}, containerAnchor: {edges: [top]}, measured: {height: 20}}
              - items: 0
                decorationItems: [{kind: background}]
                group:
                  axis: custom
                  size: {width: fractionalWidth(1), height: absolute(50)}
                  interItemSpacing: 4
                  frames: [{x: 0, y: 0, width: 10, height: 10}]

            """
        let outcome = try compile(yaml, ["--tolerance", "1", "--orthogonal-offset", "1=20"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let expected = [
            "layout-compile: warning: --tolerance has no effect without --expect",
            "spec.yaml:3:23: warning: sections[0].orthogonalOffset: ignored: the section does not scroll sideways",
            "spec.yaml:4:41: warning: sections[0].supplementariesFollowContentInsets: ignored",
            "spec.yaml:10:28: warning: sections[0].group.subitems[0].item.contentInsets: ignored along the item's estimated height",
            "spec.yaml:12:114: warning: sections[0].group.subitems[0].item.supplementaryItems[0].measured.height: ignored: the height is not estimated",
            "spec.yaml:13:5: warning: sections[1]: --orthogonal-offset 20 is ignored",
            "spec.yaml:14:22: warning: sections[1].decorationItems: not shown: a section with no items and no boundary supplementary items has no size",
            "spec.yaml:18:25: warning: sections[1].group.interItemSpacing: ignored by a custom group",
        ]
        for line in expected { #expect(outcome.stderr.contains(line), "missing: \(line)\n\(outcome.stderr)") }
    }

    @Test func aMeasuredSizeOnAnAxisThatIsNotEstimatedWarns() throws {
        let outcome = try compile(Self.spec("  - items: [{id: a}, {id: b, height: 80}]\n" + Self.plainGroup))
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("spec.yaml:2:38: warning: sections[0].items[1].height: the height the item asks for is ignored"))
    }

    @Test func aCleanSpecHasNoWarnings() throws {
        let outcome = try compile(Self.spec("  - items: 4\n" + Self.plainGroup), ["--warnings-as-errors"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
    }

    @Test func renderNamesTheWidthsAWarningHoldsAt() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("narrow.yaml")
        // 400 pt fits the 744 and 1024 pt groups, not the 320 and 390 pt ones.
        try Self.spec("  - items: 2\n    group:\n      size: {width: fractionalWidth(1), height: 50}\n"
                      + "      subitems: [{item: {size: {width: absolute(400), height: 50}}}]\n")
            .write(to: file, atomically: false, encoding: .utf8)
        let outcome = try CommandRunner.run(["render", file.path, "--out-dir", directory.appendingPathComponent("out").path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("narrow.yaml:4:7: warning: sections[0].group: the group (320×50 pt here) holds none of its subitems"))
        #expect(outcome.stderr.contains("the group (390×50 pt here) holds none of its subitems: the first is longer than the group along its axis, so UIKit shows no cell of section 0 (at 390 pt)"))
        #expect(!outcome.stderr.contains("744×50"))
        let strict = try CommandRunner.run(["render", file.path, "--expect-dir", directory.path, "--record", "--warnings-as-errors"])
        #expect(strict.status == 65)
    }

    @Test func everyIndependentErrorIsReported() throws {
        let yaml = """
            environment: {width: -3}
            sections:
              - items: "4"
                group:
                  size: {width: fractionalWidth(1), height: absolute(50)}
                  subitems: [{item: {size: {width: 10, height: 10}, contentInsets: {left: 3}}}]
              - items: 2
                group: {size: {width: fractinalWidth(1), height: 3}, subitems: [{item: {size: {width: 1, height: 1}}}]}

            """
        let outcome = try compile(yaml)
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("spec.yaml:1:22: error: environment.width: expected a length > 0, found -3"))
        #expect(outcome.stderr.contains("spec.yaml:6:73: error: sections[0].group.subitems[0].item.contentInsets.left: unknown key 'left' (did you mean 'leading'?"))
        #expect(outcome.stderr.contains("spec.yaml:3:12: error: sections[0].items: expected a count or a list of item entries, found the string \"4\""))
        #expect(outcome.stderr.contains("spec.yaml:8:27: error: sections[1].group.size.width: unknown 'fractinalWidth'"))
    }

    @Test func aCellMeasuredTallerThanItsFixedRowWarnsAtTheGroupThatItOverlaps() throws {
        let yaml = """
            environment: {width: 320, scale: 2}
            sections:
              - items: [{}, {height: 61}]
                group:
                  size: {width: fractionalWidth(1), height: absolute(44)}
                  subitems: [{item: {size: {width: fractionalWidth(0.5), height: estimated(44)}}}]
            """
        let outcome = try compile(yaml)
        #expect(outcome.status == 0)
        // The row keeps its 44 (160 × 44 slots); cell 1 measures 61 and reaches 17 below it.
        #expect(outcome.stderr.contains("spec.yaml:5:7: warning: sections[0].group: cell 1 of section 0 (160×61 pt) reaches outside "
            + "its group (320×44 pt) and overlaps its neighbours, as in UIKit"))
        let strict = try compile(yaml, ["--warnings-as-errors"])
        #expect(strict.status == 65)
    }
}
