import SpecReading
import Testing
@testable import SwiftGeneration

/// `--min-ios`: the lowest target the spec's features need by default, said in the header; API a
/// target lacks refused at its place in the spec; each target's own API (Docs/SwiftGeneration.md,
/// "Deployment targets").
@Suite struct DeploymentTargetTests {
    static let prominentHeader = """
        sections:
          - list: {appearance: insetGrouped}
            items: [{content: {style: prominentInsetGroupedHeader, text: "Title"}}]
        """

    @Test func theDefaultIsTheLowestTheSpecNeedsAndTheHeaderSaysIt() throws {
        let plain = try Support.swift("section: {group: {size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}}\nsections: [{items: 1}]")
        #expect(plain.contains("// Needs iOS 14 or later, the lowest its features need (--min-ios chooses a later one).\n"))
        // prominentInsetGroupedHeader() is iOS 15's.
        #expect(try Support.swift(Self.prominentHeader).contains("// Needs iOS 15 or later"))
        #expect(try Support.swift(Self.prominentHeader, target: .iOS17).contains("// For iOS 17 and later (--min-ios 17).\n"))
    }

    @Test func apiTheTargetLacksIsAnErrorAtItsPlace() throws {
        #expect {
            try Support.swift(Self.prominentHeader, target: .iOS14)
        } throws: { error in
            let error = error as? Diagnostics
            return error?.position != nil && error?.path.hasPrefix("sections[0]") == true
                && error?.diagnostic == .swiftGeneration(.apiNewerThanTarget(api: "UIListContentConfiguration.prominentInsetGroupedHeader()",
                                                                              introduced: "15", requested: 14, lowest: 15))
        }
    }

    /// The iOS 15-17 forms set the lowest target, and are refused below it.
    @Test func recentAPIRaisesTheTarget() throws {
        let repeating = """
            section:
              group: {size: {width: fractionalWidth(1), height: absolute(44)}, repeatingCount: 2,
                      subitems: [{item: {size: {width: absolute(60), height: fractionalHeight(1)}}}]}
            sections: [{items: 2}]
            """
        #expect(try Support.swift(repeating).contains("// Needs iOS 16 or later"))
        #expect(throws: Diagnostics.self) { try Support.swift(repeating, target: .iOS15) }
        let uniform = """
            section:
              group: {size: {width: fractionalWidth(1), height: uniformAcrossSiblings(40)},
                      subitems: [{item: {size: {width: absolute(60), height: uniformAcrossSiblings(40)}}}]}
            sections: [{items: 2}]
            """
        #expect(try Support.swift(uniform).contains("// Needs iOS 17 or later"))
        let padding = "sections: [{items: 1, list: {appearance: plain, headerMode: supplementary, headerTopPadding: 0}}]"
        #expect(try Support.swift(padding).contains("// Needs iOS 15 or later"))
    }

    /// A count group's subitem with a fixed edge along the axis: only `subitem:count:` keeps its
    /// frames, so from iOS 16 on it is refused; below, written.
    @Test func aCountGroupOnlySubitemCountExpressesIsRefusedFromIOS16() throws {
        let yaml = """
            section:
              group: {size: {width: fractionalWidth(1), height: absolute(50)}, count: 2,
                      subitems: [{item: {size: {width: absolute(10), height: absolute(10)}, edgeSpacing: {leading: fixed(4)}}}]}
            sections: [{items: 2}]
            """
        #expect(try Support.swift(yaml, target: .iOS15).contains("subitem: item, count: 2)"))
        #expect {
            try Support.swift(yaml, target: .iOS16)
        } throws: { error in
            (error as? Diagnostics)?.diagnostic == .swiftGeneration(.countGroupEdgeSpacing)
        }
    }

    /// iOS 14's plain, grouped and sidebar styles until 18, which deprecates them for styles that
    /// follow the list they are in.
    @Test(arguments: [(ListContentStyleCase.header, DeploymentTarget.iOS14, "plainHeader"), (.header, .iOS18, "header"),
                      (.groupedFooter, .iOS17, "groupedFooter"), (.groupedFooter, .iOS18, "footer"),
                      (.sidebarCell, .iOS16, "sidebarCell"), (.sidebarCell, .iOS26, "cell")])
    func listStylesFollowTheTarget(style: ListContentStyleCase, target: DeploymentTarget, function: String) throws {
        // Each in the list whose own style it is (`ListStyleAgreementTests` refuses the others from 18 on).
        let appearance = ["header": "plain", "groupedFooter": "grouped", "sidebarCell": "sidebar"][style.rawValue] ?? "plain"
        let yaml = """
            sections:
              - list: {appearance: \(appearance)}
                items: [{content: {style: \(style.rawValue), text: "Text"}}]
            """
        #expect(try Support.swift(yaml, target: target).contains("UIListContentConfiguration.\(function)()"))
    }

    enum ListContentStyleCase: String, CaseIterable { case header, groupedFooter, sidebarCell }

    /// The check sets size classes with `traitOverrides` from iOS 17, through a container before.
    @Test func theCheckOverridesTraitsAsItsTargetCan() throws {
        var options = XCTestGenerator.Options()
        let description = try Support.describe("section: {group: {size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}}\nsections: [{items: 1}]")
        let fifteen = try XCTestGenerator.source(for: [description], options: options)
        #expect(fifteen.contains("// Needs iOS 15 or later"))
        #expect(fifteen.contains("container.setOverrideTraitCollection(traits, forChild: viewController)"))
        #expect(!fifteen.contains("traitOverrides"))
        options.layout.minimumIOS = .iOS17
        let seventeen = try XCTestGenerator.source(for: [description], options: options)
        #expect(seventeen.contains("viewController.traitOverrides.horizontalSizeClass = expected.horizontalSizeClass"))
        #expect(!seventeen.contains("setOverrideTraitCollection"))
    }
}
