import Foundation
import LayoutEngine
import Testing
@testable import SpecReading

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
        // Sidebar on a 390-pt phone in the glass design (the default: 16 at every phone width, case 3001):
        // sides max(layout margin 8, 16 + safe area 0) = 16, bottom 10 without a footer; the second
        // section's insets edited to 0.
        #expect(spec.layout.sections[0].section.contentInsets == DirectionalInsets(leading: 16, bottom: 10, trailing: 16))
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
