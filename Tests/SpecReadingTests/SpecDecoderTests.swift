import Foundation
import LayoutEngine
import Testing
@testable import SpecReading

@Suite struct SpecDecoderTests {
    static let grid = """
        {"section": {"group": {"axis": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                               "subitems": [{"item": {"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}}]}},
         "sections": [{"items": 3}, {"items": 2, "contentInsets": 10}]}
        """

    func decode(_ text: String, _ overrides: EnvironmentOverrides = EnvironmentOverrides()) throws -> CompiledSpec {
        try SpecDecoder.decode(try JSONReader.read(text), overrides: overrides)
    }

    func error(_ text: String) -> SpecError? {
        do {
            _ = try decode(text)
            return nil
        } catch let error as SpecError {
            return error
        } catch {
            return nil
        }
    }

    @Test func entriesOverrideTheBaseSectionKeyByKey() throws {
        let spec = try decode(Self.grid)
        #expect(spec.layout.sections.count == 2)
        #expect(spec.layout.sections[0].section.contentInsets == .zero)
        #expect(spec.layout.sections[1].section.contentInsets == DirectionalInsets(all: 10))
        #expect(spec.layout.sections[1].section.group == spec.layout.sections[0].section.group)
        #expect(spec.environment.width == 390 && spec.environment.scale == 3)
    }

    @Test func flagsOverrideTheEnvironment() throws {
        let spec = try decode(Self.grid, EnvironmentOverrides(width: 744, scale: 2, rightToLeft: true))
        #expect(spec.environment.width == 744)
        #expect(spec.environment.scale == 2)
        #expect(spec.environment.layoutDirection == .rightToLeft)
        #expect(spec.environment.horizontalSizeClass == .regular)
    }

    @Test func adaptPicksTheFirstEntryWhoseConditionHolds() throws {
        let text = """
            {"section": {"group": {"size": {"width": "fractionalWidth(1)", "height": 44},
                                   "subitems": [{"item": {"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}}]},
                         "adapt": [{"when": {"width": "> 800"}, "interGroupSpacing": 8},
                                   {"when": {"horizontalSizeClass": "compact"}, "interGroupSpacing": 4}]},
             "sections": [{"items": 1}]}
            """
        #expect(try decode(text, EnvironmentOverrides(width: 1024)).layout.sections[0].section.interGroupSpacing == 8)
        #expect(try decode(text, EnvironmentOverrides(width: 390)).layout.sections[0].section.interGroupSpacing == 4)
        #expect(try decode(text, EnvironmentOverrides(width: 700)).layout.sections[0].section.interGroupSpacing == 0)
    }

    @Test func misspeltDimensionsAreNamedWithASuggestion() {
        let text = Self.grid.replacingOccurrences(of: "\"fractionalWidth(0.5)\"", with: "\"fractionalWidht(0.5)\"")
        let failure = error(text)
        #expect(failure?.path == "section.group.subitems[0].item.size.width")
        #expect(failure?.message.contains("did you mean 'fractionalWidth'?") == true)
        // 23 spaces of indentation, then `"subitems": [{"item": {"size": {"width": ` (41 characters): column 65.
        #expect(failure?.position == SourcePosition(line: 2, column: 65))
    }

    @Test func unknownKeysAreErrorsWithTheirPath() {
        let text = Self.grid.replacingOccurrences(of: "\"contentInsets\": 10", with: "\"contentInset\": 10")
        let failure = error(text)
        #expect(failure?.path == "sections[1].contentInset")
        #expect(failure?.message.hasPrefix("unknown key 'contentInset' (did you mean 'contentInsets'?)") == true)
    }

    @Test(arguments: [
        ("\"absolute(44)\"", "\"absolute(-4)\"", "a size must not be negative"),
        ("{\"items\": 3}", "{\"items\": 3.5}", "expected a whole number"),
        ("{\"items\": 3}", "{\"items\": 1e12}", "out of range"),
        ("\"axis\": \"horizontal\",", "\"axis\": \"horizontal\", \"count\": 0,", "out of range"),
        ("\"axis\": \"horizontal\",", "\"axis\": \"custom\",", "a custom group needs 'frames'"),
    ])
    func invalidValuesAreRefused(original: String, replacement: String, message: String) {
        let failure = error(Self.grid.replacingOccurrences(of: original, with: replacement))
        #expect(failure?.message.contains(message) == true, "got \(String(describing: failure))")
    }

    @Test func countNeedsExactlyOneSubitem() {
        let text = """
            {"sections": [{"items": 1, "group": {"size": {"width": 10, "height": 10}, "count": 2,
              "subitems": [{"item": {"size": {"width": 1, "height": 1}}}, {"item": {"size": {"width": 1, "height": 1}}}]}}]}
            """
        #expect(error(text)?.path == "sections[0].group.count")
    }

    @Test func collapsedOutlineChildrenGetNoRows() throws {
        let text = """
            {"section": {"group": {"size": {"width": "fractionalWidth(1)", "height": 44},
                                   "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}}]}},
             "sections": [{"items": [{"id": "a", "expanded": true, "children": [{"id": "a1"}]},
                                     {"id": "b", "children": [{"id": "b1"}]}]}]}
            """
        let items = try decode(text).layout.sections[0].items
        #expect(items.entries.map(\.id) == ["a", "a1", "b"])
        #expect(items.entries.map(\.level) == [0, 1, 0])
    }

    @Test func deeplyNestedGroupsAreRefused() {
        var group = "{\"size\": {\"width\": 10, \"height\": 10}, \"subitems\": [{\"item\": {\"size\": {\"width\": 1, \"height\": 1}}}]}"
        for _ in 0..<40 {
            group = "{\"size\": {\"width\": 10, \"height\": 10}, \"subitems\": [{\"group\": \(group)}]}"
        }
        #expect(error("{\"sections\": [{\"items\": 1, \"group\": \(group)}]}")?.message.contains("nested deeper") == true)
    }
}

@Suite struct ListSpecTests {
    @Test func aWholeLayoutListMakesEverySectionAList() throws {
        let spec = try SpecDecoder.decode(try YAMLReader.read("""
            list: {appearance: sidebar, headerMode: firstItemInSection}
            sections:
              - items: 2
              - items: 3
                contentInsets: 0
            """))
        #expect(spec.layout.sections.count == 2)
        // Sidebar: sides 10 / 0.77, bottom 10 without a footer; the second section's insets edited to 0.
        #expect(spec.layout.sections[0].section.contentInsets == DirectionalInsets(leading: 12.987012987012987, bottom: 10, trailing: 12.987012987012987))
        #expect(spec.layout.sections[1].section.contentInsets == .zero)
        #expect(spec.layout.sections[0].section.boundarySupplementaryItems.isEmpty)
    }

    @Test func groupAndListAreExclusive() {
        #expect(throws: SpecError.self) {
            try SpecDecoder.decode(try YAMLReader.read("""
                sections:
                  - items: 1
                    list: {}
                    group: {size: {width: 1, height: 1}, subitems: [{item: {size: {width: 1, height: 1}}}]}
                """))
        }
    }

    @Test func onlyRowsWhoseAncestorsAreAllExpandedAreShown() throws {
        let spec = try SpecDecoder.decode(try YAMLReader.read("""
            sections:
              - list: {appearance: sidebar}
                items:
                  - id: smileys
                    expanded: true
                    children:
                      - {id: happy, children: [{id: grin}]}
                      - id: sad
                        expanded: true
                        children: [{id: cry, height: 61}]
                  - {id: animals, children: [{id: cat}]}
            """))
        let items = spec.layout.sections[0].items
        #expect(items.entries.map(\.id) == ["smileys", "happy", "sad", "cry", "animals"])
        #expect(items.entries.map(\.level) == [0, 1, 1, 2, 0])
        let result = LayoutSolver().solve(spec.layout, in: Environment(width: 320, height: 480, scale: 2))
        // Visible rows are numbered in order: "cry" is item 3, 61 tall (self-sized), after three rows of 44.
        let cry = result.elements.first { $0.id == "cry" }
        #expect(cry?.item == 3)
        #expect(cry?.level == 2)
        #expect(cry?.frame == Rect(x: 13, y: 132, width: 294, height: 61))
    }
}

/// Warnings, every independent error, and UIKit's own spellings, as the decoder returns them.
@Suite struct SpecDiagnosticsTests {
    func decode(_ text: String) throws -> CompiledSpec {
        try SpecDecoder.decode(try JSONReader.read(text))
    }

    static func section(_ extra: String, items: String = "2", item: String = "\"height\": \"fractionalHeight(1)\"") -> String {
        """
        {"sections": [{"items": \(items), \(extra) "group": {"size": {"width": "fractionalWidth(1)", "height": 50},
          "subitems": [{"item": {"size": {"width": "fractionalWidth(0.5)", \(item)}}}]}}]}
        """
    }

    @Test func fractionsAreReadAsSwiftWritesThem() throws {
        let spec = try decode(Self.section("").replacingOccurrences(of: "fractionalWidth(0.5)", with: ".fractionalWidth(1 / 4)"))
        guard case .item(let item)? = spec.layout.sections.first?.section.group.subitems.first else {
            Issue.record("no item")
            return
        }
        #expect(item.size.width == .fractionalWidth(0.25))
    }

    @Test func uikitNamesAreTheSpecsAndGivingBothIsAnError() throws {
        let uikit = try decode(Self.section("").replacingOccurrences(of: "\"size\"", with: "\"layoutSize\"")
            .replacingOccurrences(of: "\"width\"", with: "\"widthDimension\""))
        #expect(uikit.layout == (try decode(Self.section(""))).layout)
        #expect(throws: SpecError.self) {
            try decode(Self.section("\"boundarySupplementaryItems\": [{\"kind\": \"a\", \"elementKind\": \"b\", \"size\": {\"width\": 1, \"height\": 1}, \"alignment\": \"top\"}],"))
        }
    }

    @Test func ignoredKeysBecomeWarningsAtTheirPath() throws {
        let spec = try decode(Self.section("\"orthogonalOffset\": 20, \"supplementariesFollowContentInsets\": false,",
                                           items: "[{\"height\": 10}]"))
        #expect(spec.warnings.map(\.path) == ["sections[0].items[0].height", "sections[0].orthogonalOffset",
                                              "sections[0].supplementariesFollowContentInsets"])
        #expect(spec.warnings.allSatisfy { $0.position != nil })
    }

    @Test func everyUnknownKeyOfAMappingIsReported() {
        let text = Self.section("\"contentInset\": 4, \"interGroupSpace\": 2,")
        do {
            _ = try decode(text)
            Issue.record("decoded")
        } catch let error as SpecError {
            #expect(([error] + error.others).map(\.path) == ["sections[0].contentInset", "sections[0].interGroupSpace"])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func independentSectionsReportTheirErrorsTogether() {
        let text = """
            {"sections": [{"items": "3"}, {"items": 1, "group": {"size": {"width": 1, "height": 1}, "subitems": [{"item": {"size": {"width": "fractionalWidht(1)", "height": 1}}}]}}]}
            """
        do {
            _ = try decode(text)
            Issue.record("decoded")
        } catch let error as SpecError {
            // Section 0: its missing group and its quoted count; section 1: the typo.
            let paths = ([error] + error.others).map(\.path)
            #expect(paths == ["sections[0]", "sections[0].items", "sections[1].group.subitems[0].item.size.width"])
        } catch {
            Issue.record("\(error)")
        }
    }
}
