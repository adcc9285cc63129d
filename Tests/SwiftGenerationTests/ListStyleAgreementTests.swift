import SpecReading
import Testing
@testable import SwiftGeneration

/// From iOS 18 the list styles take the style of the list they are in: a row whose style is not its
/// list's is refused there, at the row, and written with its own function below 18
/// (Docs/SwiftGeneration.md, "Deployment targets").
@Suite struct ListStyleAgreementTests {
    /// `emoji-explorer-cells`: plain `header` rows in a `sidebar` list.
    @Test func aPlainHeaderInASidebarIsRefusedFromIOS18() throws {
        let yaml = try Support.exampleText("emoji-explorer-cells")
        #expect(try Support.swift(yaml, target: .iOS17).contains("UIListContentConfiguration.plainHeader()"))
        for target in [DeploymentTarget.iOS18, .iOS26] {
            #expect {
                try Support.swift(yaml, specName: "emoji-explorer-cells.yaml", target: target)
            } throws: { error in
                guard let error = error as? Diagnostics,
                      case .swiftGeneration(.listStyleNotTheListsOwn(let style, let appearance, let function, let requested)) = error.diagnostic
                else { return false }
                return style == "header" && appearance == "sidebar" && function == "header" && requested == target.rawValue
                    && error.position != nil && error.path.hasPrefix("sections[") && error.path.contains(".items (row ")
            }
        }
    }

    /// Which style each appearance keeps: the plain header in plain lists only, the grouped ones in
    /// grouped and insetGrouped, the sidebar cells in sidebar and sidebarPlain; the cell styles
    /// that were never deprecated are written as they are.
    @Test(arguments: [("header", "plain", true), ("header", "sidebarPlain", false), ("header", "insetGrouped", false),
                      ("groupedHeader", "grouped", true), ("groupedHeader", "insetGrouped", true), ("groupedFooter", "plain", false),
                      ("sidebarCell", "sidebar", true), ("sidebarSubtitleCell", "sidebarPlain", true), ("sidebarCell", "plain", false),
                      ("valueCell", "sidebar", true)])
    func eachAppearanceKeepsItsOwnStyles(style: String, appearance: String, kept: Bool) throws {
        let yaml = """
            sections:
              - list: {appearance: \(appearance)}
                items: [{content: {style: \(style), text: "Text"}}]
            """
        if kept {
            #expect(throws: Never.self) { try Support.swift(yaml, target: .iOS18) }
        } else {
            #expect(throws: Diagnostics.self) { try Support.swift(yaml, target: .iOS18) }
        }
        #expect(throws: Never.self) { try Support.swift(yaml, target: .iOS17) }
    }

    /// An `adapt` entry whose list is of another appearance refuses the row too: the row is in
    /// that list where the entry holds.
    @Test func anyOfTheSectionsListsCounts() throws {
        let yaml = """
            sections:
              - list: {appearance: plain}
                adapt: [{when: {width: ">= 700"}, list: {appearance: sidebar}}]
                items: [{content: {style: header, text: "Text"}}]
            """
        #expect(throws: Diagnostics.self) { try Support.swift(yaml, target: .iOS18) }
    }
}
