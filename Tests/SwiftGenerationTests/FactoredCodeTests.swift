import SpecReading
import Testing
@testable import SwiftGeneration

/// What repeats is written once, as Apple's "Implementing Modern Collection Views" writes it
/// (Docs/SwiftGeneration.md, "Code to keep"): the counts of sections that adapt alike, sections
/// alike but for their scrolling behaviour, a header block, fractions and names.
@Suite struct FactoredCodeTests {
    /// Apple's Adaptive Sections: one `columnCount(for:environment:)`, the threshold once.
    @Test func sectionsThatAdaptOnlyTheirCountsAskOneFunction() throws {
        let code = CountSemanticsTests.flattened(try Support.swift(try Support.exampleText("adaptive-sections")))
        #expect(code.components(separatedBy: "> 800").count == 2)
        #expect(code.contains("let isWide = environment.container.effectiveContentSize.width > 800"))
        #expect(code.contains("case .list: return isWide ? 2 : 1"))
        #expect(code.contains("case .grid5: return isWide ? 10 : 5"))
        #expect(code.contains("case .grid3: return isWide ? 6 : 3"))
        #expect(code.contains("return makeSection(columns: columnCount(for: section, environment: environment), groupHeight: .absolute(44))"))
        #expect(!code.contains("makeListSection"))
    }

    /// One section whose two `adapt` entries change only its item's share of the width (the
    /// Shortcuts-like gallery: 0.25 above 700 pt, 1/3 above 500, else 0.5): the thresholds are stated
    /// once, in one function answering the columns (1 / 0.25 = 4, 3, 1 / 0.5 = 2), and the section is
    /// built once from them.
    @Test func aSectionsThresholdsAreOneFunctionOfItsColumns() throws {
        let code = CountSemanticsTests.flattened(try Support.swift(try Support.exampleText("columns/shortcuts-gallery")))
        #expect(code.components(separatedBy: "> 700").count == 2 && code.components(separatedBy: "> 500").count == 2)
        #expect(code.contains("@MainActor private func columnCount(environment: any NSCollectionLayoutEnvironment) -> Int { "
            + "if environment.container.contentSize.width > 700 { return 4 } "
            + "if environment.container.contentSize.width > 500 { return 3 } return 2\n}"))
        #expect(code.contains("makeSection(columns: columnCount(environment: environment))"))
        #expect(code.contains("@MainActor private func makeSection(columns: Int) -> NSCollectionLayoutSection {"))
        #expect(code.contains("widthDimension: .fractionalWidth(1 / CGFloat(columns))"))
        #expect(!code.contains("Variant"))
        // The same doubles: 1 / 4 == 0.25, 1 / 3 == 0.3333333333333333 (the spec's), 1 / 2 == 0.5.
        #expect(1 / Double(4) == 0.25 && 1 / Double(3) == 0.3333333333333333 && 1 / Double(2) == 0.5)
        // In the screen, the column's function is named from it.
        let screen = CountSemanticsTests.flattened(try Support.screenSwift("mail-triple-column", functionPrefix: ""))
        #expect(screen.contains("makeSecondarySection(columns: secondaryColumnCount(environment: environment))"))
        #expect(screen.components(separatedBy: "> 700").count == 2)
    }

    /// A builder's width share that is `1 / n` in every use takes the columns; a share that is not
    /// (0.3 is no `1 / n`) stays a dimension.
    @Test func sharesOfTheWidthArePassedAsColumns() throws {
        let code = CountSemanticsTests.flattened(try Support.swift(try Support.exampleText("distinct-sections")))
        // Apple's Distinct Sections: items 1, 0.2 and 1/3 of the width: 1, 5 and 3 columns.
        #expect(code.contains("case .list: return makeSection(columns: 1, groupHeight: .absolute(44))"))
        #expect(code.contains("case .grid5: return makeSection(columns: 5, groupHeight: .fractionalWidth(0.2))"))
        #expect(code.contains("case .grid3: return makeSection(columns: 3, groupHeight: .fractionalWidth(0.3))"))
        #expect(CodeSlots.Share(.fractionalWidth(0.3), along: .horizontal) == nil)
        #expect(CodeSlots.Share(.fractionalWidth(0.25), along: .vertical) == nil)
        #expect(CodeSlots.Share(.fractionalHeight(0.25), along: .vertical)?.count == 4)
    }

    /// Apple's List Appearances: list sections alike but for their appearance are one function
    /// taking it; its signature, too long for a line, breaks a parameter a line as swift-format does.
    @Test func listSectionsAlikeButForTheirAppearanceShareOneFunction() throws {
        let code = try Support.swift(try Support.exampleText("list-appearances"))
        #expect(code.contains("    case .grouped: return makeSection(appearance: .grouped, environment: environment)\n"))
        #expect(code.contains("@MainActor private func makeSection(\n  appearance: UICollectionLayoutListConfiguration.Appearance,\n"
            + "  environment: any NSCollectionLayoutEnvironment\n) -> NSCollectionLayoutSection {\n"))
        #expect(code.contains("  var listConfiguration = UICollectionLayoutListConfiguration(appearance: appearance)\n"))
        #expect(code.components(separatedBy: "-> NSCollectionLayoutSection").count == 2)
        // Settings: its four lists differ only in their modes (none; a footer; a header row), the
        // first two not at all: they share a case.
        let settings = CountSemanticsTests.flattened(try Support.swift(try Support.exampleText("settings-390")))
        #expect(settings.contains("case .account, .connections: return makeSection(headerMode: .none, footerMode: .none, environment: environment)"))
        #expect(settings.contains("case .system: return makeSection(headerMode: .none, footerMode: .supplementary, environment: environment)"))
        #expect(settings.contains("case .developer: return makeSection(headerMode: .firstItemInSection, footerMode: .none, environment: environment)"))
        #expect(settings.components(separatedBy: "-> NSCollectionLayoutSection").count == 2)
        #expect(settings.contains("listConfiguration.headerMode = headerMode listConfiguration.footerMode = footerMode"))
    }

    /// Apple's Orthogonal Section Behaviors: one function taking the behaviour, no `.none` case.
    @Test func sectionsAlikeButForTheirBehaviourShareOneFunction() throws {
        let code = CountSemanticsTests.flattened(try Support.swift(try Support.exampleText("orthogonal-behaviours")))
        #expect(code.contains("@MainActor private func makeSection(scrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior"))
        #expect(code.contains("section.orthogonalScrollingBehavior = scrollingBehavior"))
        #expect(code.contains("case .noneSection: return makeSection(scrollingBehavior: .none)"))
        #expect(code.contains("case .paging: return makeSection(scrollingBehavior: .paging)"))
        #expect(code.components(separatedBy: "-> NSCollectionLayoutSection").count == 2)
        #expect(!code.contains("case .none:") && !code.contains("makeNoneSection"))
    }

    /// App Store: the section header three sections write is one function.
    @Test func aHeaderBlockSectionsShareIsOneFunction() throws {
        let code = CountSemanticsTests.flattened(try Support.swift(try Support.exampleText("app-store")))
        #expect(code.components(separatedBy: "let sectionHeader = makeSectionHeader()").count == 4)
        #expect(code.contains("@MainActor private func makeSectionHeader() -> NSCollectionLayoutBoundarySupplementaryItem {"))
        #expect(code.components(separatedBy: "elementKind: \"section-header\"").count == 2)
    }

    /// 1/3 is written `1.0 / 3` (the same double: 1.0 / 3 == 0.3333333333333333); 0.3 and 0.25 as they are.
    @Test func fractionsAreWrittenAsAPersonWritesThem() {
        #expect(SwiftSyntax.fraction(1.0 / 3) == "1.0 / 3")
        #expect(SwiftSyntax.fraction(2.0 / 3) == "2.0 / 3")
        #expect(SwiftSyntax.fraction(1.0 / 7) == "1.0 / 7")
        #expect(SwiftSyntax.fraction(0.3) == "0.3")
        #expect(SwiftSyntax.fraction(0.25) == "0.25")
        #expect(SwiftSyntax.fraction(1) == "1")
    }

    /// Apple's nested groups: `leadingItem`, `trailingGroup` of `trailingItem`s, never `item2`.
    @Test func subitemsAreNamedByWhereTheySit() throws {
        let code = try Support.swift(try Support.exampleText("nested-groups"))
        #expect(code.contains("let leadingItem = NSCollectionLayoutItem(layoutSize: leadingItemSize)"))
        #expect(code.contains("let trailingItem = NSCollectionLayoutItem(layoutSize: trailingItemSize)"))
        #expect(code.contains("let trailingGroup = NSCollectionLayoutGroup.vertical("))
        #expect(!code.contains("item2"))
    }

    /// A custom view accessory is a placeholder: the code says to replace it.
    @Test func aCustomViewSaysToReplaceIt() throws {
        let code = try Support.swift("""
            sections:
              - list: {appearance: plain}
                items: [{content: {text: "A", accessories: [{kind: customView, size: [20, 20]}]}}]
            """)
        let flat = CountSemanticsTests.flattened(code)
        #expect(flat.contains("// The custom view is a blank one of the spec's size: replace it with your view. cell.accessories = ["))
    }
}
