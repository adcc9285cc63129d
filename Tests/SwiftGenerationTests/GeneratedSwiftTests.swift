import SpecReading
import Testing
@testable import SwiftGeneration

/// Lines of generated code that follow from a spec by hand: what each part of a spec becomes.
@Suite struct GeneratedSwiftTests {
    static let row = "{size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}"

    func lines(_ yaml: String, platform: SwiftPlatform = .uikit, target: DeploymentTarget? = nil) throws -> [String] {
        try Support.swift(yaml, platform: platform, target: target).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func oneSectionForAllIsBuiltOnceWithoutAProvider() throws {
        let code = try lines("section: {group: \(Self.row), interGroupSpacing: 5}\nsections: [{items: 3}, {items: 2}]")
        #expect(code.contains("  let itemSize = NSCollectionLayoutSize("))
        #expect(code.contains("    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))"))
        #expect(code.contains("  let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])"))
        #expect(code.contains("  section.interGroupSpacing = 5"))
        #expect(code.contains("  return UICollectionViewCompositionalLayout(section: section)"))
        #expect(!code.contains { $0.contains("sectionProvider") || $0.contains("switch") })
    }

    @Test func sectionsThatDifferGetAProviderSwitchingOnTheirEnum() throws {
        let code = try lines("""
            section: {group: \(Self.row)}
            sections: [{items: 1, contentInsets: 10}, {items: 1}, {items: 1}, {items: 1}]
            """)
        // Sections 1 to 3 are alike: one case; section 0 gets its own.
        #expect(code.contains("private enum Section: Int {"))
        #expect(code.contains("  case section0, section1, section2, section3"))
        #expect(code.contains("  return UICollectionViewCompositionalLayout { sectionIndex, _ in"))
        #expect(code.contains("    guard let section = Section(rawValue: sectionIndex) else { return nil }"))
        #expect(code.contains("    switch section {"))
        #expect(code.contains("    case .section0: return makeSection0()"))
        #expect(code.contains("    case .section1, .section2, .section3: return makeSection1()"))
        #expect(code.contains("/// Builds sections 1...3."))
        #expect(code.contains("  section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)"))
    }

    @Test func adaptConditionsBecomeChecksOfTheEnvironmentInOrder() throws {
        let code = try lines("""
            section:
              group: \(Self.row)
              adapt:
                - {when: {width: ">= 600", horizontalSizeClass: regular}, interGroupSpacing: 8}
                - {when: {layoutDirection: rightToLeft}, interGroupSpacing: 4}
            sections: [{items: 1}]
            """)
        let first = try #require(code.firstIndex(of: "  if environment.container.contentSize.width >= 600"))
        #expect(code[first + 1] == "    && environment.traitCollection.horizontalSizeClass == .regular")
        #expect(code[first + 2] == "  {")
        let second = try #require(code.firstIndex(of: "  if environment.traitCollection.layoutDirection == .rightToLeft {"))
        #expect(first < second)
        #expect(code.contains("    section.interGroupSpacing = 8"))
        #expect(code.contains("    section.interGroupSpacing = 4"))
        #expect(code.contains("  return UICollectionViewCompositionalLayout { _, environment in"))
    }

    @Test func countGroupsCustomGroupsAndSpacingUseTheirAPI() throws {
        let yaml = """
            sections:
              - items: 4
                group: {size: {width: fractionalWidth(1), height: absolute(50)}, count: 3, interItemSpacing: flexible(8),
                        subitems: [{item: {size: {width: absolute(10), height: absolute(10)}, edgeSpacing: {leading: flexible(0)}}}]}
              - items: 2
                group: {axis: custom, size: {width: absolute(100), height: absolute(100)}, frames: [{x: 1, y: 2, width: 30, height: 40, zIndex: 2}]}
            """
        let code = try lines(yaml)
        // `count: 3`: three items, each a third of what the spacings leave (subitem:count:), not 10 wide.
        #expect(code.contains("  let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 3)"))
        #expect(code.contains("    widthDimension: .absolute(10), heightDimension: .absolute(10))"))
        // From iOS 16 on, where that is deprecated: the item repeated, sized to its share.
        let sixteen = try lines(yaml, target: .iOS16)
        #expect(sixteen.contains("    widthDimension: .fractionalWidth(1 / 3), heightDimension: .absolute(10))"))
        #expect(sixteen.contains("    layoutSize: groupSize, subitems: Array(repeating: item, count: 3))"))
        #expect(code.contains("  group.interItemSpacing = .flexible(8)"))
        #expect(code.contains("  item.edgeSpacing = NSCollectionLayoutEdgeSpacing("))
        #expect(code.contains("    leading: .flexible(0), top: nil, trailing: nil, bottom: nil)"))
        #expect(code.contains("  let groupItems = [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 30, height: 40), zIndex: 2)]")
            || code.contains("    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 30, height: 40), zIndex: 2)"))
        #expect(code.contains("  let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize) { _ in groupItems }"))
    }

    @Test func supplementariesBoundaryItemsDecorationsAndConfiguration() throws {
        let yaml = """
            configuration: {scrollDirection: horizontal, interSectionSpacing: 12}
            section:
              group: \(Self.row)
              supplementariesFollowContentInsets: false
              boundarySupplementaryItems: [{kind: page-header, size: {width: fractionalWidth(1), height: estimated(30)}, alignment: topLeading,
                                            absoluteOffset: [0, -4], pinToVisibleBounds: true, extendsBoundary: false, zIndex: 3}]
              decorationItems: [{kind: section-background, contentInsets: 5, zIndex: -1}]
            sections: [{items: 1}]
            """
        let code = try lines(yaml)
        #expect(code.contains("  configuration.scrollDirection = .horizontal"))
        #expect(code.contains("  configuration.interSectionSpacing = 12"))
        #expect(code.contains("    layoutSize: pageHeaderSize, elementKind: \"page-header\", alignment: .topLeading,"))
        #expect(code.contains("    absoluteOffset: CGPoint(x: 0, y: -4))"))
        #expect(code.contains("  pageHeader.extendsBoundary = false"))
        #expect(code.contains("  pageHeader.pinToVisibleBounds = true"))
        #expect(code.contains("  pageHeader.zIndex = 3"))
        // iOS 14 and 15 have only the property iOS 16 deprecates.
        #expect(code.contains("  section.supplementariesFollowContentInsets = false"))
        #expect(try lines(yaml, target: .iOS16).contains("  section.supplementaryContentInsetsReference = .none"))
        #expect(code.contains("  let sectionBackground = NSCollectionLayoutDecorationItem.background("))
        #expect(code.contains("  sectionBackground.zIndex = -1"))
        #expect(code.contains("  layout.register(UICollectionReusableView.self, forDecorationViewOfKind: \"section-background\")"))
        #expect(code.contains("  let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)"))
    }

    @Test func listsUseTheListConfigurationAndOnlyTheKeysWrittenBesideIt() throws {
        let whole = try lines("list: {appearance: insetGrouped, headerMode: supplementary}\nsections: [{items: 3}]")
        #expect(whole.contains("  var listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)"))
        #expect(whole.contains("  listConfiguration.headerMode = .supplementary"))
        #expect(whole.contains("  return UICollectionViewCompositionalLayout.list(using: listConfiguration)"))
        let edited = try lines("sections: [{items: 3, list: {appearance: plain, showsSeparators: false}, contentInsets: {top: 4}}]")
        #expect(edited.contains("  listConfiguration.showsSeparators = false"))
        #expect(edited.contains("  section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0)"))
        #expect(!edited.contains { $0.contains("boundarySupplementaryItems") })
    }

    @Test func whatAppKitLacksIsAnErrorAtItsPlaceInTheSpec() throws {
        let yaml = "section:\n  group: \(Self.row)\n  adapt:\n    - when: {verticalSizeClass: compact}\n      interGroupSpacing: 2\nsections: [{items: 1}]"
        let error = try #require(throws: Diagnostics.self) { try Support.swift(yaml, platform: .appkit) }
        #expect(error.path == "section.adapt[0].when.verticalSizeClass")
        // "    - when: {verticalSizeClass: compact}": the value starts at column 4 + 9 + 17 + 3 = 33.
        #expect(error.position == SourcePosition(line: 4, column: 33))
        #expect(error.diagnostic == .swiftGeneration(.appKitTraitCondition(key: "verticalSizeClass")))
        let list = try #require(throws: Diagnostics.self) { try Support.swift("sections: [{items: 1, list: {appearance: plain}}]", platform: .appkit) }
        #expect(list.path == "sections[0].list")
        #expect(list.diagnostic == .swiftGeneration(.appKitListSection))
        #expect(try lines("section: {group: \(Self.row), supplementariesFollowContentInsets: false}\nsections: [{items: 1}]", platform: .appkit)
            .contains("  section.supplementariesFollowContentInsets = false"))
    }

    @Test func aLayoutOfNoSectionsHasAProviderNeverAsked() throws {
        let code = try lines("sections: []")
        #expect(code.contains("  return UICollectionViewCompositionalLayout { _, _ in"))
        #expect(code.contains("    nil"))
    }

    @Test(arguments: [("page-header", "pageHeader"), ("UICollectionElementKindSectionHeader", "uiCollectionElementKindSectionHeader"),
                      ("badge", "badge"), ("URL", "url"), ("9lives", nil)])
    func namesComeFromKindsInLowerCamelCase(kind: String, name: String?) {
        #expect(SwiftSyntax.camelCase(kind) == name)
    }

    @Test func numbersAreSwiftLiterals() {
        #expect(SwiftSyntax.number(10_000_000) == "10_000_000")
        #expect(SwiftSyntax.number(-1_234_567) == "-1_234_567")
        #expect(SwiftSyntax.number(123_456) == "123456")
        #expect(SwiftSyntax.number(0.3333333333333333) == "0.3333333333333333")
        #expect(SwiftSyntax.string("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"")
    }
}

/// Section `id`s name the functions that build them.
@Suite struct SectionNameTests {
    @Test func idsNameTheSectionFunctions() throws {
        let code = try Support.swift("""
            section: {group: \(GeneratedSwiftTests.row)}
            sections: [{id: featured-apps, items: 1, contentInsets: 4}, {id: more, items: 2}]
            """)
        #expect(code.contains("  case featuredApps, more\n"))
        #expect(code.contains("    case .featuredApps: return makeFeaturedAppsSection()\n"))
        #expect(code.contains("    case .more: return makeMoreSection()\n"))
        #expect(code.contains("@MainActor private func makeFeaturedAppsSection() -> NSCollectionLayoutSection {"))
    }

    @Test func idsMustBeUniqueAndUsableAsNames() throws {
        let twice = try #require(throws: Diagnostics.self) {
            try Support.swift("section: {group: \(GeneratedSwiftTests.row)}\nsections: [{id: a, items: 1}, {id: a, items: 1}]")
        }
        #expect(twice.path == "sections[1]" && twice.diagnostic == .duplicateSectionName(name: "a", other: 0))
        let digit = try #require(throws: Diagnostics.self) {
            try Support.swift("section: {group: \(GeneratedSwiftTests.row)}\nsections: [{id: 2nd, items: 1}]")
        }
        // "sections: [{id: " is 16 characters: the value starts at column 17.
        #expect(digit.path == "sections[0].id" && digit.position == SourcePosition(line: 2, column: 17))
        #expect(digit.diagnostic == .swiftGeneration(.sectionIDNotAFunctionName(id: "2nd")))
    }
}

/// Cell content: what each key of an item entry's `content` becomes.
@Suite struct CellContentCodeTests {
    static let spec = """
        sections:
          - list: {appearance: insetGrouped}
            items:
              - content: {style: subtitleCell, image: [24, 24], text: "Ready", secondaryText: {string: "Set", lines: 2},
                          accessories: [disclosureIndicator, delete, {kind: label, text: "New"}]}
              - content: {style: subtitleCell, image: [24, 24], text: "Ready", secondaryText: {string: "Set", lines: 2},
                          accessories: [disclosureIndicator, delete, {kind: label, text: "New"}]}
              - {}
              - content: {image: {size: [30, 20], symbol: false}, text: "Go", imageToTextPadding: 8,
                          imageProperties: {reservedLayoutSize: [40, 0]}}
        """

    @Test func eachRowGetsItsContentAndAlikeRowsShareACase() throws {
        let code = try Support.swift(Self.spec)
        // The rows are the data's identifiers; the registration configures each cell from its row.
        #expect(code.contains("enum LayoutRow: Hashable {\n  /// Section 0, rows 0, 1.\n  case ready\n  /// Section 0, row 3.\n  case go\n"))
        #expect(code.contains("@MainActor func makeCellRegistration()\n  -> UICollectionView.CellRegistration<UICollectionViewListCell, LayoutRow>\n{\n"
            + "  UICollectionView.CellRegistration { cell, _, row in\n    switch row {\n"))
        #expect(code.contains("    case .ready:\n      var content = UIListContentConfiguration.subtitleCell()\n"))
        #expect(code.contains("      let imageSize = CGSize(width: 24, height: 24)\n"))
        // A symbol image (the default): UIKit reserves the standard width for it.
        #expect(code.contains("        width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)"))
        #expect(code.contains("      content.secondaryText = \"Set\"\n      content.secondaryTextProperties.numberOfLines = 2\n"))
        #expect(code.contains("      cell.accessories = [.disclosureIndicator(), .delete(displayed: .always), .label(text: \"New\")]\n"))
        // Row 2 has no content; row 3 takes the row's default configuration and its own reserved size.
        #expect(!code.contains("row 2"))
        #expect(code.contains("    case .go:\n      var content = cell.defaultContentConfiguration()\n"))
        #expect(code.contains("      content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)\n"))
        #expect(code.contains("      content.imageToTextPadding = 8\n"))
    }

    @Test func contentThatSetsNothingIsAssignedAsItStarts() throws {
        // `var content` never mutated is a compiler warning: an empty content is the style's configuration.
        let code = try Support.swift("""
            sections: [{list: {}, items: [{content: {}}, {content: {style: valueCell}}]}]
            """)
        #expect(code.contains("    case .defaultCell:\n      cell.contentConfiguration = cell.defaultContentConfiguration()\n"))
        #expect(code.contains("    case .valueCell:\n      cell.contentConfiguration = UIListContentConfiguration.valueCell()\n"))
        #expect(!code.contains("var content"))
    }

    @Test func whatUIKitCannotExpressIsAnError() throws {
        let moved = try #require(throws: Diagnostics.self) {
            try Support.swift("sections: [{list: {appearance: plain}, items: [{content: {text: a, accessories: [{kind: checkmark, placement: leading}]}}]}]")
        }
        #expect(moved.diagnostic == .swiftGeneration(.accessoryPlacement(.checkmark, side: .trailing, asked: .leading, section: 0, row: 0)))
        // At the accessory as written: line 1, column 82 (`{kind` is the 82nd character).
        #expect(moved.path == "sections[0].items[0].content.accessories[0]")
        #expect(moved.position?.line == 1 && moved.position?.column == 82)
        // An expanded outline's child is the second row; its accessory is found where it is written.
        let child = try #require(throws: Diagnostics.self) {
            try Support.swift("""
                sections:
                  - list: {appearance: sidebar}
                    items:
                      - content: {text: Parent}
                        expanded: true
                        children:
                          - content: {text: Child, accessories: [checkmark, {kind: delete, placement: trailing}]}
                """)
        }
        #expect(child.path == "sections[0].items[0].children[0].content.accessories[1]")
        #expect(child.position?.line == 7)
        #expect(child.diagnostic == .swiftGeneration(.accessoryPlacement(.delete, side: .leading, asked: .trailing, section: 0, row: 1)))
        let appKit = try #require(throws: Diagnostics.self) { try Support.swift(Self.spec, platform: .appkit) }
        #expect(appKit.diagnostic?.kind == .swiftGeneration)
        #expect(appKit.message.hasPrefix("AppKit has no list"))
    }
}

/// What a screen's Swift cannot say is refused at the key that says it.
@Suite struct ScreenRefusalTests {
    static func refusal(_ yaml: String, platform: SwiftPlatform = .uikit) throws -> Diagnostics {
        let screen = try ScreenDecoder.decode(try YAMLReader.read(yaml)) { path throws(Diagnostics) in
            throw Diagnostics(SpecError(path: "", position: nil, .layoutFileUnreadable(path: path, .missing)))
        }
        var options = SwiftLayoutGenerator.Options()
        options.platform = platform
        return try #require(throws: Diagnostics.self) { try ScreenSwiftGenerator.source(for: screen, options: options) }
    }

    @Test func theRefusalsPointAtTheirKeys() throws {
        let yaml = """
            screen:
              splitView:
                topColumnForCollapsing: secondary
                columns: {}
            """
        let top = try Self.refusal(yaml)
        #expect(top.path == "screen.splitView.topColumnForCollapsing")
        // `secondary` begins after the 4 spaces and "topColumnForCollapsing: " (24 characters): column 29.
        #expect(top.position == SourcePosition(line: 3, column: 29))
        let appKit = try Self.refusal("screen: {splitView: {}}", platform: .appkit)
        #expect(appKit.path == "screen")
        #expect(appKit.position == SourcePosition(line: 1, column: 9))
    }
}
