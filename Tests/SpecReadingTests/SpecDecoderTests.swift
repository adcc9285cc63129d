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

    func error(_ text: String) -> Diagnostics? {
        specError { _ = try decode(text) }
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
        #expect(failure?.diagnostic == .unknownFunction(name: "fractionalWidht", text: "fractionalWidht(0.5)", suggestion: "fractionalWidth",
                                                        functions: SpecKeys.dimensionFunctions))
        // 23 spaces of indentation, then `"subitems": [{"item": {"size": {"width": ` (41 characters): column 65.
        #expect(failure?.position == SourcePosition(line: 2, column: 65))
    }

    @Test func unknownKeysAreErrorsWithTheirPath() {
        let text = Self.grid.replacingOccurrences(of: "\"contentInsets\": 10", with: "\"contentInset\": 10")
        let failure = error(text)
        #expect(failure?.path == "sections[1].contentInset")
        #expect(failure?.diagnostic == .unknownKey(key: "contentInset", suggestion: .similar("contentInsets"), allowed: SpecKeys.sectionEntry.names))
    }

    @Test(arguments: [
        ("\"absolute(44)\"", "\"absolute(-4)\"", SpecMessage.negativeSize(value: -4)),
        ("{\"items\": 3}", "{\"items\": 3.5}", .notWholeNumber(text: "3.5")),
        ("{\"items\": 3}", "{\"items\": 1e12}", .outOfRange(value: "1e12", range: 0...SpecLimits.maximumItems)),
        ("\"axis\": \"horizontal\",", "\"axis\": \"horizontal\", \"count\": 0,", .outOfRange(value: "0", range: 1...SpecLimits.maximumRepetitions)),
        ("\"axis\": \"horizontal\",", "\"axis\": \"custom\",", .customGroupNeedsFrames),
    ])
    func invalidValuesAreRefused(original: String, replacement: String, diagnostic: SpecMessage) {
        let failure = error(Self.grid.replacingOccurrences(of: original, with: replacement))
        #expect(failure?.diagnostic == diagnostic, "got \(String(describing: failure))")
    }

    @Test func countNeedsExactlyOneSubitem() {
        let text = """
            {"sections": [{"items": 1, "group": {"size": {"width": 10, "height": 10}, "count": 2,
              "subitems": [{"item": {"size": {"width": 1, "height": 1}}}, {"item": {"size": {"width": 1, "height": 1}}}]}}]}
            """
        let failure = error(text)
        #expect(failure?.path == "sections[0].group.count")
        #expect(failure?.diagnostic == .repetitionNeedsOneSubitem(key: "count", found: 2))
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
        #expect(error("{\"sections\": [{\"items\": 1, \"group\": \(group)}]}")?.diagnostic == .tooMany(.groupDepth))
    }
}

/// Item entries: a plain one (`id`, `width`, `height`) is read straight from its node; any other
/// goes through the typed reads, so its errors still say what and where.
@Suite struct ItemEntryTests {
    static func spec(_ items: String) -> String {
        """
        {"section": {"group": {"size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
                               "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}}}]}},
         "sections": [{"items": [\(items)]}]}
        """
    }

    @Test func plainEntriesKeepTheirValues() throws {
        let spec = try SpecDecoder.decode(try JSONReader.read(Self.spec(#"{"id": "a", "height": 60}, {"width": 0, "id": "b"}, {}"#)))
        #expect(spec.layout.sections[0].items.entries == [ItemEntry(id: "a", height: 60), ItemEntry(id: "b", width: 0), ItemEntry()])
    }

    // Line 3 of the spec starts ` "sections": [{"items": [`, 25 characters: a column is 25 plus the
    // place in `items` (1-based) of the value, or of the key, at fault.
    @Test(arguments: [
        (#"{"id": "a"}, {"height": -1}"#, "sections[0].items[1].height", 3, 50, SpecMessage.negativeNumber(value: -1)),
        (#"{"id": 7}"#, "sections[0].items[0].id", 3, 33, .wrongType(expected: .string, found: "a number")),
        (#"{"id": "a", "hieght": 4}"#, "sections[0].items[0].hieght", 3, 38,
         .unknownKey(key: "hieght", suggestion: .similar("height"), allowed: SpecKeys.itemEntry.names)),
        (#"{"height": 4, "heightDimension": 5}"#, "sections[0].items[0].heightDimension", 3, 40,
         .repeatedKey(written: "heightDimension", key: "height")),
        (#"{"width": 1e9}"#, "sections[0].items[0].width", 3, 36, .lengthOutOfRange(value: 1e9)),
    ])
    func otherEntriesAreReadByTheTypedReads(items: String, path: String, line: Int, column: Int, diagnostic: SpecMessage) {
        let error = specError { _ = try SpecDecoder.decode(try JSONReader.read(Self.spec(items))) }
        #expect(error?.path == path)
        #expect(error?.position == SourcePosition(line: line, column: column))
        #expect(error?.diagnostic == diagnostic, "\(error?.message ?? "no error")")
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
        // Sidebar on a 390-pt phone (wider than 375: wide margins): sides max(layout margin 8, 20 + safe
        // area 0) = 20, bottom 10 without a footer; the second section's insets edited to 0.
        #expect(spec.layout.sections[0].section.contentInsets == DirectionalInsets(leading: 20, bottom: 10, trailing: 20))
        #expect(spec.layout.sections[1].section.contentInsets == .zero)
        #expect(spec.layout.sections[0].section.boundarySupplementaryItems.isEmpty)
    }

    @Test func groupAndListAreExclusive() {
        let failure = specError {
            _ = try SpecDecoder.decode(try YAMLReader.read("""
                sections:
                  - items: 1
                    list: {}
                    group: {size: {width: 1, height: 1}, subitems: [{item: {size: {width: 1, height: 1}}}]}
                """))
        }
        #expect(failure?.diagnostic == .conflictingKeys(.groupAndList))
    }

    @Test func onlyRowsWhoseAncestorsAreAllExpandedAreShown() throws {
        let spec = try SpecDecoder.decode(try YAMLReader.read("""
            environment: {design: classic}
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
        let result = LayoutSolver().solve(spec.layout, in: spec.environment)
        // Visible rows are numbered in order: "cry" is item 3, 61 tall (self-sized), after three rows of 44;
        // sidebar sides 20 (the spec's 390-pt phone environment, wide margins): 390 - 40 = 350 wide.
        let cry = result.elements.first { $0.id == "cry" }
        #expect(cry?.item == 3)
        #expect(cry?.level == 2)
        #expect(cry?.frame == Rect(x: 20, y: 132, width: 350, height: 61))
        #expect(spec.environment.design == .classic)
        // The default design is glass: rows of 52 (so "cry" at 3 × 52 = 156).
        let glass = try SpecDecoder.decode(try YAMLReader.read("sections: [{list: {appearance: plain}, items: 2}]"))
        #expect(glass.environment.design == .glass)
        #expect(LayoutSolver().solve(glass.layout, in: glass.environment).elements.last?.frame.y == 52)
        // --design wins over the spec's.
        var overrides = EnvironmentOverrides()
        overrides.design = .glass
        let flagged = try SpecDecoder.decode(try YAMLReader.read("environment: {design: classic}\nsections: [{list: {appearance: plain}, items: 1}]"),
                                             overrides: overrides)
        #expect(flagged.environment.design == .glass)
        // A design UIKit does not have is a positioned error.
        let liquid = specError {
            _ = try SpecDecoder.decode(try YAMLReader.read("environment: {design: liquid}\nsections: [{list: {appearance: plain}, items: 1}]"))
        }
        #expect(liquid?.path == "environment.design")
        #expect(liquid?.diagnostic == .unknownValue(value: "liquid", suggestion: nil, allowed: Design.allCases.map(\.rawValue)))
    }
}

@Suite struct ListContentSpecTests {
    func error(_ yaml: String) -> Diagnostics? {
        specError { _ = try SpecDecoder.decode(try YAMLReader.read(yaml)) }
    }

    @Test func contentIsReadWithEveryKey() throws {
        let spec = try SpecDecoder.decode(try YAMLReader.read("""
            environment: {contentSizeCategory: AX3, wideMargins: true}
            sections:
              - list: {appearance: sidebar}
                items:
                  - content:
                      style: valueCell
                      image: {size: [20, 21], symbol: false}
                      text: {string: "Wi-Fi", lines: 2, measured: [40, 44]}
                      secondaryText: "Home"
                      directionalLayoutMargins: {top: 1, leading: 2, bottom: 3, trailing: 4}
                      imageToTextPadding: 5
                      textToSecondaryTextVerticalPadding: 6
                      textToSecondaryTextHorizontalPadding: 7
                      imageProperties: {reservedLayoutSize: [30, 0]}
                      accessories: [disclosureIndicator, {kind: label, text: "On"}, {kind: customView, size: [51, 31], placement: leading}]
            """))
        #expect(spec.environment.contentSizeCategory == .accessibilityExtraLarge)
        #expect(spec.environment.wideMargins)
        #expect(spec.layout.sections[0].list?.appearance == .sidebar)
        let content = try #require(spec.layout.sections[0].items.entries[0].content)
        #expect(content.style == .valueCell)
        #expect(content.image == Size(width: 20, height: 21))
        #expect(!content.imageIsSymbol)
        #expect(content.text == ListContentText("Wi-Fi", lines: 2, measured: Size(width: 40, height: 44)))
        #expect(content.secondaryText == ListContentText("Home"))
        #expect(content.directionalLayoutMargins == DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(content.imageToTextPadding == 5)
        #expect(content.textToSecondaryTextVerticalPadding == 6)
        #expect(content.textToSecondaryTextHorizontalPadding == 7)
        #expect(content.reservedLayoutSize == Size(width: 30, height: 0))
        #expect(content.accessories == [CellAccessory(.disclosureIndicator), CellAccessory(.label, text: "On"),
                                        CellAccessory(.customView, placement: .leading, size: Size(width: 51, height: 31))])
    }

    @Test func contentSizeCategoriesHaveTwoSpellings() throws {
        for (word, category) in [("large", ContentSizeCategory.large), ("L", .large), ("xS", .extraSmall),
                                 ("AX5", .accessibilityExtraExtraExtraLarge), ("accessibilityMedium", .accessibilityMedium)] {
            let spec = try SpecDecoder.decode(try YAMLReader.read("environment: {contentSizeCategory: \(word)}\nsections: []"))
            #expect(spec.environment.contentSizeCategory == category)
        }
    }

    @Test func badContentIsNamedWithItsPath() {
        let style = error("sections: [{list: {}, items: [{content: {style: subtitleCel}}]}]")
        #expect(style?.path == "sections[0].items[0].content.style")
        #expect(style?.diagnostic == .unknownValue(value: "subtitleCel", suggestion: .similar("subtitleCell"),
                                                   allowed: ListContentStyle.allCases.map(\.rawValue)))
        let custom = error("sections: [{list: {}, items: [{content: {accessories: [{kind: customView}]}}]}]")
        #expect(custom?.diagnostic == .accessoryNeedsSize)
        // The bare names are the same accessories: UIKit's .customView takes a view, .label(text:) a text.
        let bareCustom = error("sections: [{list: {}, items: [{content: {accessories: [checkmark, customView]}}]}]")
        #expect(bareCustom?.path == "sections[0].items[0].content.accessories[1]")
        #expect(bareCustom?.diagnostic == .accessoryNeedsSize)
        let bareLabel = error("sections: [{list: {}, items: [{content: {accessories: [label]}}]}]")
        #expect(bareLabel?.diagnostic == .accessoryNeedsText)
        let numberText = error("sections: [{list: {}, items: [{content: {text: 5}}]}]")
        #expect(numberText?.path == "sections[0].items[0].content.text")
        #expect(numberText?.diagnostic == .wrongType(expected: .text, found: "a number"))
        let untitledLabel = error("sections: [{list: {}, items: [{content: {accessories: [{kind: label, size: [30, 20]}]}}]}]")
        #expect(untitledLabel?.diagnostic == .accessoryNeedsText)
        let size = error("sections: [{list: {}, items: [{content: {image: [1, 2, 3]}}]}]")
        #expect(size?.diagnostic == .notAPair(.size, count: 3))
        let category = error("environment: {contentSizeCategory: AX9}\nsections: []")
        #expect(category?.path == "environment.contentSizeCategory")
        #expect(category?.diagnostic?.kind == .unknownValue)
    }
}

/// The diagnostics `body` throws, if it throws them.
func specError(_ body: () throws -> Void) -> Diagnostics? {
    do {
        try body()
        return nil
    } catch let error as Diagnostics {
        return error
    } catch {
        return nil
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
        let both = specError {
            _ = try decode(Self.section("\"boundarySupplementaryItems\": [{\"kind\": \"a\", \"elementKind\": \"b\", \"size\": {\"width\": 1, \"height\": 1}, \"alignment\": \"top\"}],"))
        }
        #expect(both?.diagnostic == .repeatedKey(written: "elementKind", key: "kind"))
    }

    @Test func ignoredKeysBecomeWarningsAtTheirPath() throws {
        let spec = try decode(Self.section("\"orthogonalOffset\": 20, \"supplementariesFollowContentInsets\": false,",
                                           items: "[{\"height\": 10}]"))
        #expect(spec.warnings.map(\.path) == ["sections[0].items[0].height", "sections[0].orthogonalOffset",
                                              "sections[0].supplementariesFollowContentInsets"])
        #expect(spec.warnings.map(\.diagnostic) == [.itemSizeNotEstimated(.vertical), .orthogonalOffsetIgnored, .noBoundaryItemsToApplyTo])
        #expect(spec.warnings.allSatisfy { $0.position != nil })
    }

    /// Issue 28: a layout's own pinned boundary item was placed at rest with nothing said; it still
    /// is (UIKit pins it, unmeasured), and the warning says so at its key.
    @Test func aPinnedLayoutBoundaryItemIsPlacedAtRestWithAWarning() throws {
        let header = #"{"kind": "banner", "size": {"width": "fractionalWidth(1)", "height": 30}, "alignment": "top""#
        let spec = try decode(#"{"configuration": {"boundarySupplementaryItems": ["# + header + #", "pinToVisibleBounds": true}, "#
                              + header.replacingOccurrences(of: "banner", with: "footer").replacingOccurrences(of: "top", with: "bottom")
                              + #"}]}, "# + Self.section("").dropFirst())
        #expect(spec.warnings.map(\.path) == ["configuration.boundarySupplementaryItems[0].pinToVisibleBounds"])
        #expect(spec.warnings.first?.diagnostic == .unpinnedLayoutBoundaryItem)
        #expect(spec.layout.configuration.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [true, false])
    }

    @Test func everyUnknownKeyOfAMappingIsReported() {
        let text = Self.section("\"contentInset\": 4, \"interGroupSpace\": 2,")
        do {
            _ = try decode(text)
            Issue.record("decoded")
        } catch let error as Diagnostics {
            #expect(error.errors.map(\.path) == ["sections[0].contentInset", "sections[0].interGroupSpace"])
            #expect(error.errors.map(\.diagnostic) == [
                .unknownKey(key: "contentInset", suggestion: .similar("contentInsets"), allowed: SpecKeys.sectionEntry.names),
                .unknownKey(key: "interGroupSpace", suggestion: .similar("interGroupSpacing"), allowed: SpecKeys.sectionEntry.names),
            ])
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
        } catch let error as Diagnostics {
            // Section 0: its missing group and its quoted count; section 1: the typo.
            let paths = error.errors.map(\.path)
            #expect(paths == ["sections[0]", "sections[0].items", "sections[1].group.subitems[0].item.size.width"])
            #expect(error.errors.map(\.diagnostic.kind) == [.missingGroupOrList, .countWrittenAsString, .unknownFunction])
        } catch {
            Issue.record("\(error)")
        }
    }
}

@Suite struct ListContentWarningTests {
    @Test func contentInARowThatCannotSelfSizeIsWarnedAbout() throws {
        let spec = try SpecDecoder.decode(try YAMLReader.read("""
            sections:
              - group: {size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
                items: [{}, {content: {text: "A"}}]
            """))
        #expect(spec.warnings.count == 1)
        #expect(spec.warnings.first?.path == "sections[0].items[1].content")
        #expect(spec.warnings.first?.diagnostic == .contentDoesNotSelfSize)
        let list = try SpecDecoder.decode(try YAMLReader.read("sections: [{list: {}, items: [{content: {text: A}}]}]"))
        #expect(list.warnings.isEmpty)
    }
}

@Suite struct ListHeaderContentSpecTests {
    @Test func headerContentIsReadAndIgnoredWithoutASupplementaryHeader() throws {
        let spec = try SpecDecoder.decode(try YAMLReader.read("""
            sections:
              - list: {appearance: grouped, headerMode: supplementary, headerContent: {text: "SECTION"}, footerContent: {text: "x"}}
                items: 1
            """))
        #expect(spec.layout.sections[0].list?.headerContent?.text == ListContentText("SECTION"))
        #expect(spec.warnings.map(\.path) == ["sections[0].list.footerContent"])
        #expect(spec.warnings.first?.diagnostic == .contentWithoutSupplementary(.footer))
    }
}
