import SpecReading
@testable import SwiftImport
import Testing

/// Every refusal is positioned at the construct it refuses and says what to write or give instead
/// (Docs/Import.md, "Errors and --partial"). Each case marks the construct with `‸`: the error's
/// line and column are the marker's, read from the Swift as written, and its advice is not empty. A
/// member is placed at its `.`, a call at its `(`, an assignment at the property it sets.
@Suite struct RefusalAdviceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var kind: String
        /// The Swift, with `‸` where the refusal must point.
        var marked: String
        var function: String?
        var testDescription: String { kind }
    }

    /// A layout function whose body is `body`; its group and item are made before it.
    static func layout(_ body: String) -> String {
        """
        func makeLayout() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        \(body)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """
    }

    /// A section provider whose body (before its section is made) is `body`; `environment` is its environment.
    static func provider(_ body: String) -> String {
        """
        func makeLayout() -> UICollectionViewCompositionalLayout {
            UICollectionViewCompositionalLayout { sectionIndex, environment in
        \(body)
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """
    }

    static let cases: [Case] = [
        // The tokenizer's and the parser's.
        Case(kind: "an unterminated string", marked: layout("    let kind = ‸\"header")),
        Case(kind: "an unterminated comment", marked: layout("    ‸/* never closed")),
        Case(kind: "#if without #endif", marked: "‸#if os(iOS)\n" + layout("")),
        Case(kind: "#endif without #if", marked: layout("    ‸#endif")),
        Case(kind: "a statement outside the subset", marked: layout("    ‸while true { }")),
        Case(kind: "an operator out of place", marked: layout("    let spacing = [4, 8‸)")),
        // Values of the running app and the entry point's parameters.
        Case(kind: "a value of the running app", marked: layout("    let count = ‸dataSource.count\n    _ = count + 1")),
        Case(kind: "a variable that starts empty", marked: """
            final class Feed {
                var kinds: [Int] = []
                func makeLayout() -> UICollectionViewCompositionalLayout {
                    let height: CGFloat = ‸self.kinds.count > 2 ? 80 : 44
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """),
        Case(kind: "a parameter without a value", marked: """
            func makeLayout(‸columns: Int) -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: columns)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """, function: "makeLayout"),
        Case(kind: "no entry point, with the one that builds a layout offered", marked: """
            final class Grid {
                ‸func makeLayout(columns: Int) -> UICollectionViewCompositionalLayout {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: columns)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """),
        Case(kind: "a function named that is not there", marked: "‸func makeSection() -> NSCollectionLayoutSection { fatalError() }\n",
             function: "makeGrid"),
        Case(kind: "an initialiser named as the entry point", marked: """
            final class Shop {
                ‸func configure() {}
                init() { configure() }
            }
            """, function: "Shop.init"),
        Case(kind: "a malformed function comment", marked: "‸// layout-compile: function two words\n" + layout("")),
        Case(kind: "a malformed items comment", marked: "‸// layout-compile: items many\n" + layout("")),
        // Evaluation.
        Case(kind: "division by zero", marked: layout("    let columns = 0\n    let width = 1 ‸/ columns\n    _ = width")),
        Case(kind: "an index outside the array", marked: layout("    let heights = [44, 80]\n    let height = heights‸[2]\n    _ = height")),
        Case(kind: "a string built at run time", marked: layout("    let name = \"x\"\n    let kind = ‸\"header-\\(name)\"\n    _ = kind")),
        Case(kind: "an API outside the layout's", marked: layout("    let font = ‸UIFont.systemFont(ofSize: 17)\n    _ = font")),
        Case(kind: "an initialiser without its type", marked: layout("    let size = ‸.init(side: 3)\n    _ = size")),
        Case(kind: "an enum made without rawValue:", marked: "enum Kind: Int { case a, b }\n" + layout("    let kind = Kind‸(1)\n    _ = kind")),
        Case(kind: "a for loop over a number", marked: layout("    ‸for index in 3 { _ = index }")),
        Case(kind: "an if used as a value without else", marked: layout("    let flag = false\n    let height: CGFloat = ‸if flag { 1 }\n    _ = height")),
        Case(kind: "a name never declared, assigned", marked: layout("    ‸undeclared = 3")),
        Case(kind: "a property the spec has no key for", marked: layout("""
                let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                section‸.orthogonalScrollingProperties = 1
            """)),
        Case(kind: "a rounding rule that is not a case", marked: layout("    let rule = 3\n    let half = 2.5‸.rounded(rule)\n    _ = half")),
        Case(kind: "a property read before it is set", marked: layout("""
                let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                let spacing = section‸.interGroupSpacing
                _ = spacing
            """)),
        Case(kind: "a collection view without its layout", marked: layout("    let view = UICollectionView‸(frame: .zero)\n    _ = view")),
        Case(kind: "String(describing:) of a value", marked: layout("    let kind = String‸(describing: 3)\n    _ = kind")),
        Case(kind: "a given value given twice", marked: "// layout-compile: given theme.spacing = 8\n‸// layout-compile: given theme.spacing = 9\n"
             + layout("    let spacing = theme.spacing\n    _ = spacing")),
        Case(kind: "an arg comment without a name", marked: "‸// layout-compile: arg = 3\n" + layout("")),
        Case(kind: "an array past its bound", marked: layout("    let zeros = Array‸(repeating: 0, count: 20000)\n    _ = zeros")),
        Case(kind: "a switch used as a value that matches nothing", marked: layout("""
                let kind = 3
                let height: CGFloat = ‸switch kind {
                case 1: 10
                case 2: 20
                }
                _ = height
            """)),
        Case(kind: "a tuple binding of the wrong count", marked: layout("    ‸let (a, b) = (1, 2, 3)\n    _ = a + b")),
        Case(kind: "an #if condition outside the list", marked: "#if ‸\"text\"\n#endif\n" + layout("")),
        Case(kind: "an #if condition with an operator", marked: "#if os(iOS) ‸+\n#endif\n" + layout("")),
        // The environment.
        Case(kind: "a trait adapt cannot hold", marked: provider("        let dense = environment.traitCollection‸.displayScale > 2\n        _ = dense")),
        Case(kind: "the width compared with the height", marked: provider("""
                    let portrait = environment.container.contentSize.width ‸< environment.container.contentSize.height
                    _ = portrait
            """)),
        Case(kind: "two bounds on the width, a range", marked: provider("""
                    let size = environment.container.contentSize.width
                    let medium = size > 500 && size ‸< 800
                    _ = medium
            """)),
        Case(kind: "too many steps of rounded width arithmetic", marked: provider("""
                    let columns = floor‸(environment.container.contentSize.width / 10)
                    _ = columns + 1
            """)),
        Case(kind: "a group count computed from the width that is 0 in narrow containers", marked: """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let count = Int(environment.container.effectiveContentSize.width / 300)
                    let group = NSCollectionLayoutGroup.horizontal‸(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: count)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """),
        Case(kind: "a length computed from the width used as a number", marked: """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section‸.interGroupSpacing = environment.container.contentSize.width / 40
                    return section
                }
            }
            """),
    ]

    /// The marker's line and column (both from 1), and the Swift without it.
    static func located(_ marked: String) -> (swift: String, position: SourcePosition) {
        var line = 1, column = 1
        for character in marked {
            if character == "‸" { break }
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (marked.replacingOccurrences(of: "‸", with: ""), SourcePosition(line: line, column: column))
    }

    @Test(arguments: cases)
    func aRefusalIsAtItsConstructAndSaysWhatToWriteInstead(_ refusal: Case) {
        let (swift, position) = Self.located(refusal.marked)
        var options = LayoutImporter.Options()
        options.functionName = refusal.function
        do {
            _ = try LayoutImporter.importLayout(swift, options: options)
            Issue.record("\(refusal.kind): imported")
        } catch {
            #expect(error.position == position, "\(refusal.kind): \(error.fullMessage)")
            #expect(!(error.instead ?? "").isEmpty, "\(refusal.kind): no advice in '\(error.message)'")
            #expect(error.fullMessage.contains("; instead, "))
        }
    }

    /// The width-arithmetic message says what was compared, no longer "compared with a number only, here with a number".
    @Test func theWidthArithmeticMessageSaysWhatWasCompared() {
        let (swift, _) = Self.located(Self.cases.first { $0.kind == "the width compared with the height" }!.marked)
        do {
            _ = try LayoutImporter.importLayout(swift)
        } catch {
            #expect(error.message.contains("compared here (<) with the container's height"))
            #expect(error.fullMessage.contains("--given 'EXPR=true'"))
        }
    }
}
