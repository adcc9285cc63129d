import LayoutEngine
import Testing
@testable import SpecReading

/// The spec's forms for the environment's values (Docs/SpecFormat.md, "sections", "No section",
/// "Container lengths"): adapt's `contentSizeCategory`, container lengths, `noSection`.
@Suite struct EnvironmentFormsDecodingTests {
    static let group = "group: {size: {width: fractionalWidth(1), height: absolute(44)}, count: 2, "
        + "subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"

    func decode(_ yaml: String, width: Double = 390) throws -> CompiledSpec {
        var overrides = EnvironmentOverrides()
        overrides.width = width
        return try SpecDecoder.decode(try YAMLReader.read(yaml), overrides: overrides)
    }

    @Test(arguments: [("extraLarge", 2), ("extraExtraLarge", 2), ("accessibilityMedium", 1), ("AX5", 1), ("xS", 2)])
    func theTextSizeIsComparedInUIKitsOrder(_ category: String, _ columns: Int) throws {
        let yaml = """
            environment: {contentSizeCategory: \(category)}
            sections: [{items: 2, \(Self.group), adapt: [{when: {contentSizeCategory: ">= AX1"}, group.count: 1}]}]
            """
        #expect(try decode(yaml).layout.sections[0].section.group.count == columns)
    }

    @Test func aBareTextSizeIsEqualTo() throws {
        let yaml = "sections: [{items: 2, \(Self.group), adapt: [{when: {contentSizeCategory: large}, group.count: 3}]}]"
        // The default text size is large.
        #expect(try decode(yaml).layout.sections[0].section.group.count == 3)
    }

    @Test func anUnknownTextSizeIsNamedWithTheLikelyOne() {
        let error = specError { _ = try decode("sections: [{items: 2, \(Self.group), adapt: [{when: {contentSizeCategory: \">= larg\"}, group.count: 1}]}]") }
        #expect(error?.path == "sections[0].adapt[0].when.contentSizeCategory")
        guard case .unknownValue(let value, let suggestion, _)? = error?.diagnostic else {
            Issue.record("not unknown-value: \(String(describing: error))")
            return
        }
        #expect(value == "larg")
        #expect(suggestion != nil)
    }

    @Test func aContainerLengthIsSolvedInTheEnvironment() throws {
        let yaml = """
            environment: {safeAreaInsets: {leading: 10, trailing: 10}}
            sections: [{items: 1, group: {size: {width: fractionalWidth(1), height: absolute(44)},
                        subitems: [{item: {size: {width: absolute(effectiveContentSize.width / 3 - 10), height: fractionalHeight(1)}}}]}}]
            """
        let spec = try decode(yaml, width: 390)
        let length = ContainerLength(.effectiveContentWidth, divisor: 3, offset: -10)
        guard case .item(let item) = spec.layout.sections[0].section.group.subitems[0] else { return }
        #expect(item.size.width == .container(length, estimated: false))
        let cells = LayoutSolver().solve(spec.layout, in: spec.environment).elements.filter { $0.category == .cell }
        // (390 - 10 - 10) / 3 - 10 = 113.33; the section is inset by the safe area (automatic): x 10.
        #expect(abs((cells.first?.frame.width ?? 0) - (370.0 / 3 - 10)) < 0.001)
    }

    @Test(arguments: ["absolute(10 + contentSize.width)", "absolute(contentSize.width - 10 * 2)", "fractionalWidth(contentSize.width / 2)",
                      "absolute(contentSize.depth)", "estimated(contentInsets.leading * -1)"])
    func aMalformedContainerLengthIsRefused(_ text: String) {
        let error = specError {
            _ = try decode("sections: [{items: 1, group: {size: {width: fractionalWidth(1), height: \"\(text)\"}, "
                + "subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}}]")
        }
        #expect(error?.path == "sections[0].group.size.height", "\(text)")
        if case .malformedContainerLength? = error?.diagnostic {} else if case .malformedArgument? = error?.diagnostic {} else {
            Issue.record("\(text): \(String(describing: error?.diagnostic))")
        }
    }

    @Test func noSectionLaysOutNothingAndTheNextFollows() throws {
        let yaml = """
            section: {\(Self.group)}
            sections: [{items: 2}, {noSection: true, items: 0}, {items: 2}]
            """
        let spec = try decode(yaml)
        let cells = LayoutSolver().solve(spec.layout, in: spec.environment).elements.filter { $0.category == .cell }
        // Two cells a row (count 2) of 44: section 0 at 0, nothing in section 1, section 2 at 44.
        #expect(cells.map(\.section) == [0, 0, 2, 2])
        #expect(cells[2].frame.y == 44)
        #expect(spec.layout.sections.count == 3)
    }

    @Test func theSpacingAfterNoSectionIsOurChoiceAndSaysSo() throws {
        let yaml = """
            configuration: {interSectionSpacing: 10}
            section: {\(Self.group)}
            sections: [{items: 2}, {noSection: true, items: 0}, {items: 2}]
            """
        let spec = try decode(yaml)
        let cells = LayoutSolver().solve(spec.layout, in: spec.environment).elements.filter { $0.category == .cell }
        // 44, then the spacing before the nil section and the one after it: 44 + 10 + 10 = 64, resting on our choice.
        #expect(cells[2].frame.y == 64)
        #expect(cells.map(\.approximate) == [false, false, true, true])
    }

    @Test func noSectionWithItemsOrKeysIsRefused() {
        let items = specError { _ = try decode("sections: [{noSection: true, items: 3}]") }
        #expect(items?.diagnostic == .noSectionWithItems(count: 3))
        #expect(items?.path == "sections[0].items")
        let keys = specError { _ = try decode("sections: [{noSection: true, items: 0, interGroupSpacing: 8}]") }
        #expect(keys?.diagnostic == .noSectionKey(key: "interGroupSpacing"))
    }
}
