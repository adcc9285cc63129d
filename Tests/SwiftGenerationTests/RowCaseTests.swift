import Testing
@testable import SwiftGeneration

/// List rows that differ only in their text share a case that carries it, and one configuration
/// reads it, as Apple's samples configure cells from their item identifiers; the parts several
/// configurations share are written once (Docs/SwiftGeneration.md, "Cell content").
@Suite struct RowCaseTests {
    static let spec = """
        sections:
          - list: {appearance: insetGrouped}
            items:
              - content: {style: valueCell, image: [22, 22], text: "Wi-Fi", secondaryText: "Home", accessories: [disclosureIndicator]}
              - content: {style: valueCell, image: [22, 22], text: "Bluetooth", secondaryText: "On", accessories: [disclosureIndicator]}
              - content: {image: [22, 22], text: "General", secondaryText: "Same", accessories: [disclosureIndicator]}
              - content: {image: [22, 22], text: "Privacy", secondaryText: "Same", accessories: [disclosureIndicator]}
              - content: {image: {size: [60, 60], symbol: false}, text: "Taylor"}
          - list: {appearance: insetGrouped}
            items:
              - content: {style: valueCell, image: [22, 22], text: "Cellular", secondaryText: "Off", accessories: [disclosureIndicator]}
              - content: {text: "😀"}
        """

    @Test func rowsAlikeButForTheirTextShareACaseThatCarriesIt() throws {
        let code = try Support.swift(Self.spec)
        // Rows 0, 1 of section 0 and row 0 of section 1 differ in both texts; rows 2, 3 only in `text`.
        #expect(code.contains("  /// Section 0, rows 0, 1; section 1, row 0.\n  case valueCell(text: String, secondaryText: String)\n"))
        #expect(code.contains("  /// Section 0, rows 2, 3.\n  case defaultCell(text: String)\n"))
        // A row alone keeps a case of its own, named from its text, its text in its configuration.
        #expect(code.contains("  case taylor\n"))
        #expect(code.contains("      content.text = \"Taylor\"\n"))
        // A text with no letters names the row by its style (the second case of that style).
        #expect(code.contains("  /// Section 1, row 1.\n  case defaultCell2\n"))
        #expect(!code.contains("row4") && !code.contains("row1"))
        // One configuration reads what differs; what is the same is written as it is.
        #expect(code.contains("    case .valueCell(let text, let secondaryText):\n      var content = UIListContentConfiguration.valueCell()\n"))
        #expect(code.contains("      content.text = text\n      content.secondaryText = secondaryText\n"))
        #expect(code.contains("    case .defaultCell(let text):\n"))
        #expect(code.contains("      content.text = text\n      content.secondaryText = \"Same\"\n"))
        // The spec's rows, section by section, as values of the enum.
        #expect(code.contains("  static let specRows: [[LayoutRow]] = [\n"))
        #expect(code.contains(".valueCell(text: \"Wi-Fi\", secondaryText: \"Home\")"))
        #expect(code.contains(".defaultCell(text: \"Privacy\")"))
        #expect(code.contains("[.valueCell(text: \"Cellular\", secondaryText: \"Off\"), "))
    }

    @Test func aSymbolImageSeveralConfigurationsSetIsWrittenOnce() throws {
        let code = try Support.swift(Self.spec)
        #expect(code.components(separatedBy: "func setSymbolImage(size: CGSize, in content: inout UIListContentConfiguration) {").count == 2)
        // valueCell and defaultCell call it; Taylor's picture is no symbol and sets its own image.
        #expect(code.components(separatedBy: "setSymbolImage(size: CGSize(width: 22, height: 22), in: &content)").count == 3)
        #expect(code.components(separatedBy: "standardDimension").count == 2)
        #expect(code.contains("      let imageSize = CGSize(width: 60, height: 60)\n"))
        // One configuration with a symbol: nothing to share, written where it is used.
        let one = try Support.swift("sections: [{list: {}, items: [{content: {image: [22, 22], text: A}}, {content: {text: B}}]}]")
        #expect(!one.contains("setSymbolImage"))
        #expect(one.contains("content.imageProperties.reservedLayoutSize = CGSize("))
    }

    /// The frames test configures its cells by index path, each row's text as written.
    @Test func theFramesTestKeepsEachRowsText() throws {
        let code = try XCTestGenerator.source(for: [try Support.describe(Self.spec)], options: XCTestGenerator.Options())
        #expect(code.contains("content.text = \"Bluetooth\""))
        #expect(!code.contains("content.text = text"))
    }
}
