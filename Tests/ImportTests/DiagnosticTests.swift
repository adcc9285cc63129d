import SpecReading
import SwiftImport
import Testing

/// What the importer cannot evaluate is an error at its line and column, saying what to write
/// instead; hostile input ends with an error, not a hang or a crash.
@Suite struct DiagnosticTests {
    static func diagnostic(_ swift: String, partial: Bool = false) -> ImportDiagnostic? {
        var options = LayoutImporter.Options()
        options.partial = partial
        do {
            _ = try LayoutImporter.importLayout(swift, options: options)
            return nil
        } catch {
            return error
        }
    }

    static func layout(_ body: String) -> String {
        """
        func makeLayout() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        \(body)
        }
        """
    }

    @Test func aValueFromTheDataSourceIsPositioned() {
        let swift = Self.layout("""
                let count = dataSource.snapshot().numberOfItems
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: count)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """)
        let error = Self.diagnostic(swift)
        #expect(error?.position == SourcePosition(line: 4, column: 17))
        // The whole chain as written, and how to give it.
        #expect(error?.message.hasPrefix("'dataSource' has no value in this file: 'dataSource.snapshot().numberOfItems' is a value of the running app") == true)
        #expect(error?.fullMessage.contains("--given 'dataSource.snapshot().numberOfItems=VALUE'") == true)
    }

    @Test func partialMarksTheGapAndGoesOn() throws {
        let swift = Self.layout("""
                let spacing = theme.spacing
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = spacing
                return UICollectionViewCompositionalLayout(section: section)
            """)
        var options = LayoutImporter.Options()
        options.partial = true
        let imported = try LayoutImporter.importLayout(swift, options: options)
        #expect(imported.gaps.count == 1)
        #expect(imported.gaps.first?.position == SourcePosition(line: 4, column: 19))
        guard case .string(let marked) = imported.document["section"]?["interGroupSpacing"]?.value else {
            Issue.record("the gap is not marked at interGroupSpacing")
            return
        }
        #expect(marked.hasPrefix("GAP 4:19:"))
    }

    @Test func aConditionAdaptCannotHoldIsRefused() {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    if environment.traitCollection.displayScale > 2 { return nil }
                    return nil
                }
            }
            """
        let error = Self.diagnostic(swift)
        #expect(error?.position.line == 3)
        #expect(error?.message.contains("not a condition adapt can hold") == true)
    }

    @Test func aPropertyTheSpecLacksIsNamed() {
        let swift = Self.layout("""
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingProperties = nil
                return UICollectionViewCompositionalLayout(section: section)
            """)
        let error = Self.diagnostic(swift)
        #expect(error?.position == SourcePosition(line: 7, column: 12))
        #expect(error?.message.contains("orthogonalScrollingProperties is not read") == true)
    }

    @Test func noLayoutFunctionIsSaid() {
        #expect(Self.diagnostic("let x = 1\n")?.fullMessage.contains("--function") == true)
    }

    @Test func syntaxErrorsArePositioned() {
        let error = Self.diagnostic("func makeLayout() -> UICollectionViewLayout {\n    let x = (1 + \n}\n")
        #expect(error?.position.line == 3)
    }

    @Test func deepNestingIsRefused() {
        let nested = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
        let error = Self.diagnostic("func makeLayout() -> UICollectionViewLayout {\n    let x = \(nested)\n    return x\n}\n")
        #expect(error?.message.contains("nested more than") == true)
    }

    @Test func endlessRecursionIsRefused() {
        let error = Self.diagnostic("func loop() -> Int { loop() }\nfunc makeLayout() -> UICollectionViewLayout {\n    let x = loop()\n    return x\n}\n")
        #expect(error?.message.contains("calls nested more than") == true)
    }

    @Test func longLoopsAreRefused() {
        let error = Self.diagnostic("""
            func makeLayout() -> UICollectionViewLayout {
                var total = 0
                for a in 0..<10000 { for b in 0..<10000 { total += 1 } }
                return total
            }
            """)
        #expect(error?.message.contains("evaluation steps") == true)
    }

    @Test func unterminatedInputIsAnErrorNotACrash() {
        for text in ["func makeLayout() -> UICollectionViewLayout {", "\"abc", "/* open", "func f(", "let x = [1, 2", "#\"raw"] {
            #expect(Self.diagnostic(text) != nil, "\(text)")
        }
    }

    @Test func aSectionMissingInSomeEnvironmentsIsRefused() {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    if environment.traitCollection.layoutDirection == .rightToLeft && environment.container.contentSize.width > 900 {
                        return nil
                    }
                    return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain),
                                                          layoutEnvironment: environment)
                }
            }
            """
        let error = Self.diagnostic(swift)
        #expect(error?.message == "the section provider gives no section 0 in some environments")
        #expect(error?.position.line == 3)
    }

    @Test func twoWidthConditionsHoldingTogetherAreRefused() {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let width = environment.container.contentSize.width
                    let appearance: UICollectionLayoutListConfiguration.Appearance = width > 500 && width < 800 ? .grouped : .plain
                    return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: appearance),
                                                          layoutEnvironment: environment)
                }
            }
            """
        let error = Self.diagnostic(swift)
        #expect(error?.message.contains("two conditions on width hold together") == true)
        // 8 spaces + `let appearance: ` 16 + the type 46 + ` = ` 3 = 73; `width > 500 && ` from 74 is 15, `width ` 6: `<` at 95.
        #expect(error?.position == SourcePosition(line: 4, column: 95))
    }

    @Test func deeplyNestedDeclarationsAndClosuresAreRefused() {
        let types = String(repeating: "class A { ", count: 1_000) + String(repeating: "}", count: 1_000)
        #expect(Self.diagnostic(types)?.message.contains("nested more than 200") == true)
        let closures = "func makeLayout() -> UICollectionViewLayout {\n    let x = " + String(repeating: "{ ", count: 1_000)
            + String(repeating: "} ", count: 1_000) + "\n    return x\n}\n"
        #expect(Self.diagnostic(closures)?.message.contains("nested more than 200") == true)
        let chain = "func makeLayout() -> UICollectionViewLayout {\n    let x = 1" + String(repeating: " + 1", count: 100_000) + "\n    return x\n}\n"
        #expect(Self.diagnostic(chain)?.message.contains("nested more than 200") == true)
    }

    @Test func aFlowLayoutIsNotACompositionalOne() {
        let error = Self.diagnostic("func makeLayout() -> UICollectionViewLayout {\n    return UICollectionViewFlowLayout()\n}\n")
        #expect(error?.message.hasPrefix("UICollectionViewFlowLayout is not part of the compositional layout API") == true)
        #expect(error?.position == SourcePosition(line: 2, column: 12))
    }

    /// Expressions nested near the parse limit in each of 64 nested calls: the deepest evaluation the
    /// limits allow ends with the call-depth error, within the stack.
    @Test func deepExpressionsInDeepRecursionEndWithAnErrorNotAStackOverflow() {
        let nested = String(repeating: "0 + (", count: 95) + "f(n: n - 1)" + String(repeating: ")", count: 95)
        let swift = "func f(n: Int) -> Int {\n    if n == 0 { return 0 }\n    return \(nested)\n}\n"
            + "func makeLayout() -> UICollectionViewLayout {\n    let x = f(n: 1000)\n    return x\n}\n"
        #expect(Self.diagnostic(swift)?.message.contains("deep") == true)
    }
}
