import LayoutEngine
import Testing
@testable import SpecReading

/// `adapt` as section providers are written: conditions on `effectiveContentSize`, and path keys
/// that change one nested value (Docs/SpecFormat.md, "sections").
@Suite struct SectionProviderTests {
    static let group = "group: {size: {width: fractionalWidth(1), height: absolute(44)}, count: 1, "
        + "subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"

    func decode(_ yaml: String, width: Double) throws -> CompiledSpec {
        var overrides = EnvironmentOverrides()
        overrides.width = width
        return try SpecDecoder.decode(try YAMLReader.read(yaml), overrides: overrides)
    }

    @Test func effectiveContentSizeIsTheContainerLessTheSafeArea() throws {
        let yaml = """
            environment: {safeAreaInsets: {leading: 47, trailing: 47}}
            sections:
              - items: 2
                \(Self.group)
                adapt: [{when: {effectiveContentSize: {width: "> 800"}}, group.count: 2}]
            """
        // 844 − 2 × 47 = 750: not wide, one column; 932 − 94 = 838: wide, two.
        #expect(try decode(yaml, width: 844).layout.sections[0].section.group.count == 1)
        #expect(try decode(yaml, width: 932).layout.sections[0].section.group.count == 2)
    }

    @Test func aPathKeyChangesOneNestedValueAndKeepsTheRest() throws {
        let yaml = """
            sections:
              - items: 2
                contentInsets: 20
                \(Self.group)
                adapt:
                  - when: {width: "> 500"}
                    group.count: 3
                    group.subitems[0].item.contentInsets: 2
                    group.interItemSpacing: fixed(4)
            """
        let group = try decode(yaml, width: 744).layout.sections[0].section.group
        #expect(group.count == 3)
        #expect(group.interItemSpacing == .fixed(4))
        #expect(group.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(44)))
        guard case .item(let item) = group.subitems[0] else { Issue.record("not an item"); return }
        #expect(item.contentInsets == DirectionalInsets(all: 2))
        #expect(try decode(yaml, width: 390).layout.sections[0].section.group.count == 1)
    }

    @Test func pathKeysThatGoNowhereAreErrorsAtTheKey() {
        // Quoted: `[` and `]` are YAML's flow indicators.
        func diagnostic(_ key: String) -> SpecMessage? {
            specError {
                _ = try decode("sections:\n  - items: 1\n    \(Self.group)\n    adapt: [{when: {width: 1}, \"\(key)\": 1}]", width: 390)
            }?.diagnostic
        }
        #expect(diagnostic("group.subitems[3].item.size") == .pathIndexPastEnd(index: 3, count: 1))
        #expect(diagnostic("boundarySupplementaryItems[0].zIndex") == .pathRootMissing(root: "boundarySupplementaryItems"))
        #expect(diagnostic("group..count") == .malformedPath(key: "group..count"))
        #expect(diagnostic("group.size.width.x") == .pathNeedsMapping(key: "x", found: "a string"))
        // A path of 3,000 characters (from a pull request) is quoted cut, in the path and the message.
        let long = specError {
            _ = try decode("sections:\n  - items: 1\n    \(Self.group)\n    adapt: [{when: {width: 1}, \"group.subitems[5]\(String(repeating: "k", count: 3_000))\": 1}]",
                           width: 390)
        }
        #expect((long?.path.count ?? .max) < 200 && (long?.message.count ?? .max) < 300)
    }
}

/// The spec keys of the iOS 15-17 API (Docs/SpecFormat.md): what they read as, and their errors.
@Suite struct RecentAPISpecTests {
    func decode(_ yaml: String) throws -> CompiledSpec {
        try SpecDecoder.decode(try YAMLReader.read(yaml))
    }

    static func group(_ extra: String, height: String = "absolute(44)") -> String {
        "{size: {width: fractionalWidth(1), height: \(height)}, \(extra)subitems: [{item: {size: {width: absolute(60), height: fractionalHeight(1)}}}]}"
    }

    @Test func repeatingCountAndUniformAcrossSiblingsRead() throws {
        let spec = try decode("sections: [{items: 3, group: \(Self.group("repeatingCount: 3, ", height: "\"uniformAcrossSiblings(estimate: 50)\""))}]")
        let group = spec.layout.sections[0].section.group
        #expect(group.repeatingCount == 3 && group.count == nil)
        #expect(group.size.height == .uniformAcrossSiblings(50))
        #expect(try decode("sections: [{items: 1, group: \(Self.group("", height: "uniformAcrossSiblings(50)"))}]")
            .layout.sections[0].section.group.size.height == .uniformAcrossSiblings(50))
    }

    @Test func countAndRepeatingCountTogetherAreRefused() {
        let error = specError { _ = try decode("sections: [{items: 3, group: \(Self.group("count: 3, repeatingCount: 3, "))}]") }
        #expect(error?.path == "sections[0].group.repeatingCount")
        #expect(error?.diagnostic == .conflictingKeys(.countAndRepeatingCount))
    }

    @Test func supplementaryContentInsetsReferenceAndTheKeyItReplacesAreNotBothGiven() {
        let header = "boundarySupplementaryItems: [{kind: h, size: {width: fractionalWidth(1), height: absolute(20)}, alignment: top}]"
        let error = specError {
            _ = try decode("sections: [{items: 1, group: \(Self.group("")), \(header), supplementaryContentInsetsReference: none, "
                + "supplementariesFollowContentInsets: false}]")
        }
        #expect(error?.diagnostic == .conflictingKeys(.supplementaryInsetsReference))
    }

    @Test func headerTopPaddingIsReadAndWithoutAHeaderWarned() throws {
        let spec = try decode("sections: [{items: 1, list: {appearance: grouped, headerMode: supplementary, headerTopPadding: 10}}]")
        #expect(spec.layout.sections[0].list?.headerTopPadding == 10)
        let plain = try decode("sections: [{items: 1, list: {appearance: plain, headerTopPadding: 10}}]")
        #expect(plain.warnings.map(\.diagnostic) == [.headerTopPaddingWithoutHeader])
    }
}
