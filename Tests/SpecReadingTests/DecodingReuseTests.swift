import LayoutEngine
import Testing
@testable import SpecReading

/// A layout decoded at one width reused at another (`SpecDecoder.decode(_:overrides:reusing:)`):
/// only where nothing but its environment and work limits depends on the environment, and then
/// the same as decoding it there; otherwise decoded whole (Docs/Developing.md, "Speed").
@Suite struct DecodingReuseTests {
    static let group = "group: {size: {width: fractionalWidth(1), height: absolute(44)}, count: 2, "
        + "subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"

    func overrides(width: Double, offsets: [Int: Double] = [:]) -> EnvironmentOverrides {
        EnvironmentOverrides(width: width, orthogonalOffsets: offsets)
    }

    /// The spec decoded at `width`, and decoded at `again` reusing that.
    func decodeTwice(_ yaml: String, width: Double, again: Double) throws -> (first: CompiledSpec, reused: CompiledSpec) {
        let document = try YAMLReader.read(yaml)
        let first = try SpecDecoder.decode(document, overrides: overrides(width: width))
        return (first, try SpecDecoder.decode(document, overrides: overrides(width: again), reusing: first))
    }

    @Test func aLayoutOfGroupsIsReusedAndIsWhatDecodingItThereGives() throws {
        let yaml = """
            environment: {height: 700, safeAreaInsets: {top: 20}}
            section:
              \(Self.group)
              contentInsets: 10
            sections:
              - items: 3
              - items: 2
                interGroupSpacing: 4
                orthogonalScrollingBehavior: continuous
            """
        let document = try YAMLReader.read(yaml)
        let (first, reused) = try decodeTwice(yaml, width: 320, again: 1024)
        #expect(first.reuse != nil)
        #expect(SpecDecoder.reused(first, document, overrides: overrides(width: 1024)) != nil)
        #expect(reused == (try SpecDecoder.decode(document, overrides: overrides(width: 1024))))
        // The environment is the new width's, the spec's own keys kept.
        #expect(reused.environment.width == 1024 && reused.environment.height == 700 && reused.environment.safeAreaInsets.top == 20)
    }

    @Test func anAdaptConditionIsJudgedAgain() throws {
        let yaml = """
            sections:
              - items: 4
                \(Self.group)
                adapt: [{when: {width: "> 500"}, group.count: 4}]
            """
        let (first, reused) = try decodeTwice(yaml, width: 320, again: 744)
        #expect(first.reuse == nil)
        // 320 is not > 500: two columns as written; 744 is: the entry's four.
        #expect(first.layout.sections[0].section.group.count == 2)
        #expect(reused.layout.sections[0].section.group.count == 4)
    }

    @Test func aListSectionIsMadeAgainInTheNewEnvironment() throws {
        let document = try YAMLReader.read("list: {appearance: insetGrouped}\nsections:\n  - items: 2\n")
        let first = try SpecDecoder.decode(document, overrides: overrides(width: 320))
        #expect(first.reuse == nil)
        // A landscape phone's safe area: the side insets are max(layout margin, standard margin +
        // safe area) (Docs/Lists.md), so they grow with it, not the first decoding's.
        var landscape = overrides(width: 844)
        landscape.safeAreaInsets = DirectionalInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
        let reused = try SpecDecoder.decode(document, overrides: landscape, reusing: first)
        #expect(reused == (try SpecDecoder.decode(document, overrides: landscape)))
        #expect(reused.layout.sections[0].section.contentInsets.leading > first.layout.sections[0].section.contentInsets.leading)
    }

    @Test func otherOrthogonalOffsetsAreDecodedAgain() throws {
        let yaml = "sections:\n  - items: 4\n    orthogonalScrollingBehavior: continuous\n    \(Self.group)\n"
        let document = try YAMLReader.read(yaml)
        let first = try SpecDecoder.decode(document, overrides: overrides(width: 320))
        let shifted = overrides(width: 390, offsets: [0: 30])
        #expect(SpecDecoder.reused(first, document, overrides: shifted) == nil)
        #expect(try SpecDecoder.decode(document, overrides: shifted, reusing: first).layout.sections[0].orthogonalOffset == 30)
    }

    /// Work limits are measured in each environment: a group of 1-point-wide columns of 2,000 cells
    /// fits 320 columns at 320 (640,000 cells) but 1,024 at 1024 (2,048,000, over the 10^6 of a
    /// group), refused there as decoding it there refuses it.
    @Test func workLimitsAreMeasuredAgainAndRefusedAsDecodingThereRefusesThem() throws {
        let columns = "{group: {axis: vertical, size: {width: absolute(1), height: absolute(10)}, count: 2000, "
            + "subitems: [{item: {size: {width: absolute(1), height: absolute(1)}}}]}}"
        let yaml = "sections:\n  - items: 1\n    group: {size: {width: fractionalWidth(1), height: absolute(10)}, subitems: [\(columns)]}\n"
        let document = try YAMLReader.read(yaml)
        let first = try SpecDecoder.decode(document, overrides: overrides(width: 320))
        #expect(first.reuse != nil)
        #expect(SpecDecoder.reused(first, document, overrides: overrides(width: 1024)) == nil)
        func refusal(_ decode: () throws(Diagnostics) -> CompiledSpec) -> Diagnostics? {
            do { _ = try decode() } catch { return error }
            return nil
        }
        let fresh = refusal { () throws(Diagnostics) in try SpecDecoder.decode(document, overrides: overrides(width: 1024)) }
        #expect(fresh?.errors.first?.diagnostic == .tooMuchWork(.groupCells))
        #expect(refusal { () throws(Diagnostics) in try SpecDecoder.decode(document, overrides: overrides(width: 1024), reusing: first) } == fresh)
    }

    @Test func anEnvironmentWrongWithoutTheFirstOverridesIsDecodedAgainAndReported() throws {
        // The spec's height is wrong, but the first decoding's overrides gave one: it was not read.
        let document = try YAMLReader.read("environment: {height: -1}\nsections:\n  - items: 1\n    \(Self.group)\n")
        var tall = overrides(width: 320)
        tall.height = 500
        let first = try SpecDecoder.decode(document, overrides: tall)
        #expect(first.reuse != nil)
        #expect(SpecDecoder.reused(first, document, overrides: overrides(width: 390)) == nil)
        do {
            _ = try SpecDecoder.decode(document, overrides: overrides(width: 390), reusing: first)
            Issue.record("the wrong height was not reported")
        } catch {
            #expect(error.errors.first?.path == "environment.height")
        }
    }
}
