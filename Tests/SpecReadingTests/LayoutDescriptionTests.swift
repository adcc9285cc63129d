import LayoutEngine
import Testing
@testable import SpecReading

/// The spec as written: every adapt entry decoded and kept, keys with where they were written.
@Suite struct LayoutDescriptionTests {
    static let row = "{size: {width: fractionalWidth(1), height: 44}, subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}"

    @Test func everyAdaptEntryIsKeptWithItsCondition() throws {
        let yaml = "section:\n  group: \(Self.row)\n  adapt: [{when: {width: '> 800'}, interGroupSpacing: 8}]\nsections: [{items: 1}, {items: 2, contentInsets: 3}]"
        let description = try SpecDecoder.describe(try YAMLReader.read(yaml))
        #expect(description.sections.count == 2)
        let first = description.sections[0]
        #expect(first.variants.count == 1)
        #expect(first.variants[0].condition.width == AdaptCondition.Comparison(op: .greater, bound: 800))
        #expect(first.variants[0].definition.section.interGroupSpacing == 8)
        #expect(first.standard.section.interGroupSpacing == 0)
        #expect(first.standard.keys["group"]?.path == "section.group")
        #expect(description.sections[1].standard.keys["contentInsets"]?.path == "sections[1].contentInsets")
        #expect(!first.isBuiltLike(description.sections[1]))
        // 390 wide: the condition does not hold, the section is as written.
        #expect(description.compiled().layout.sections[0].section.interGroupSpacing == 0)
    }

    @Test func anAdaptEntryThatDoesNotHoldIsStillChecked() throws {
        let yaml = "section:\n  group: \(Self.row)\n  adapt: [{when: {width: '> 800'}, interGroupSpacing: -1}]\nsections: [{items: 1}]"
        let error = try #require(throws: SpecError.self) { try SpecDecoder.decode(try YAMLReader.read(yaml)) }
        #expect(error.path == "section.adapt[0].interGroupSpacing")
    }
}
