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

    /// `fractionalWidth(0,5)`, a decimal comma as several locales write it, says that the
    /// separator is a point: quoted (one malformed argument), and in a YAML flow mapping, where
    /// the comma cut it into `fractionalWidth(0` and a key `5)` (not "unknown key '5)'").
    @Test func aDecimalCommaIsNamed() throws {
        let message = "malformed 'fractionalWidth(0,5)': '0,5' is not a number or a fraction such as 1/3; the decimal separator is a point: 0.5"
        let quoted = error(Self.grid.replacingOccurrences(of: "\"fractionalWidth(0.5)\"", with: "\"fractionalWidth(0,5)\""))
        #expect(quoted?.diagnostic?.text == message)
        let flow = specError {
            _ = try SpecDecoder.decode(try YAMLReader.read("""
                sections:
                  - items: 2
                    group:
                      size: {width: fractionalWidth(1), height: 50}
                      subitems: [{item: {size: {width: fractionalWidth(0,5), height: 50}}}]
                """))
        }
        #expect(flow?.path == "sections[0].group.subitems[0].item.size.width")
        #expect(flow?.diagnostic?.text == message)
        // `      subitems: [{item: {size: {width: ` is 39 characters: the value starts at column 40.
        #expect(flow?.position == SourcePosition(line: 5, column: 40))
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
