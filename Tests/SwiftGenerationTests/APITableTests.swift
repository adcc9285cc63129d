import Foundation
import Testing
@testable import SwiftGeneration

/// Docs/GeneratedAPI.md, the table of every UIKit and XCTest symbol the generated code may call,
/// with the version that introduced it, the one that deprecated it and where each number comes
/// from: the stubs' availability marks agree with it, every stub declaration is in it, and every
/// API name the generated layouts use is in it.
@Suite struct APITableTests {
    struct Row: Equatable {
        var symbol: String
        var introduced: IOSVersion
        var deprecated: IOSVersion?
        var source: String
    }

    /// The table's rows: `| symbol | introduced | deprecated | source |`, the symbol in backticks.
    static func rows() throws -> [Row] {
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent("Docs/GeneratedAPI.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, cells[1].hasPrefix("`"), let introduced = Support.availabilityVersion(cells[2]) else { return nil }
            return Row(symbol: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), introduced: introduced,
                       deprecated: Support.availabilityVersion(cells[3]), source: cells[4])
        }
    }

    /// Rows of what Foundation and the standard library give every target: not in the stubs.
    static func isFoundation(_ row: Row) -> Bool { row.source.hasPrefix("Foundation") || row.source.hasPrefix("Swift standard library") }

    static func stubSymbols() throws -> [StubSymbols.Symbol] {
        try ["UIKit", "XCTest"].flatMap { name in
            StubSymbols.symbols(in: try String(contentsOf: Support.stubs.appendingPathComponent("\(name).swiftinterface"), encoding: .utf8))
        }
    }

    @Test func everyStubDeclarationIsInTheTableWithItsVersions() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 150)
        var bySymbol: [String: Row] = [:]
        for row in rows {
            #expect(bySymbol.updateValue(row, forKey: row.symbol) == nil, "\(row.symbol) is in the table twice")
            #expect(!row.source.isEmpty, "\(row.symbol) has no source")
        }
        let symbols = try Self.stubSymbols()
        var missing: [String] = []
        for symbol in symbols {
            guard let row = bySymbol[symbol.name] else {
                missing.append("| `\(symbol.name)` | \(symbol.introduced.map { "\($0)" } ?? "") | \(symbol.deprecated.map { "\($0)" } ?? "") |  |")
                continue
            }
            // The stubs mark what the lowest target (14) lacks, and every deprecation.
            let introducedMark = row.introduced > DeploymentTarget.lowest.version ? row.introduced : nil
            #expect(symbol.introduced == introducedMark, "\(symbol.name): the stub says introduced \(String(describing: symbol.introduced)), the table \(row.introduced)")
            #expect(symbol.deprecated == row.deprecated, "\(symbol.name): the stub says deprecated \(String(describing: symbol.deprecated)), the table \(String(describing: row.deprecated))")
        }
        #expect(missing.isEmpty, "not in Docs/GeneratedAPI.md:\n\(missing.joined(separator: "\n"))")
        let declared = Set(symbols.map(\.name))
        let stale = rows.filter { !Self.isFoundation($0) && !declared.contains($0.symbol) }.map(\.symbol)
        #expect(stale.isEmpty, "in the table but not in the stubs: \(stale)")
    }

    /// Every API name in the generated layouts of every example, stress spec and screen at every
    /// target (a type, or a member after a `.`, not declared by the file itself) is a symbol of the
    /// table, so that a generator change that calls new API fails here until the table has it.
    @Test func everyNameTheGeneratorEmitsIsInTheTable() throws {
        let rows = try Self.rows()
        let known = Set(rows.map { StubSymbols.baseName($0.symbol) } + rows.flatMap { $0.symbol.split(separator: ".").dropLast().map(String.init) })
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var unknown: Set<String> = []
        for target in DeploymentTarget.allCases {
            for path in try TypeCheckTests().writeGeneratedFiles(to: directory, target: target)
            where path.contains("/uikit-") || path.contains("/screen-") {
                unknown.formUnion(StubSymbols.apiNames(in: try String(contentsOfFile: path, encoding: .utf8)).subtracting(known))
            }
        }
        #expect(unknown.isEmpty, "emitted but not in Docs/GeneratedAPI.md: \(unknown.sorted())")
    }
}

/// The name check is not vacuous: it finds the API names of a file and leaves out its own.
@Suite struct APINameScanTests {
    @Test func apiNamesAreTypesAndMembersNotTheFilesOwn() {
        let source = """
            import UIKit

            private enum Section: Int {
              case featured,
                apps
            }

            // NSCommentedOut is a comment.
            @MainActor func makeLayout() -> UIFancyLayout {
              let section = NSCollectionLayoutSection(group: group)
              section.fancySpacing = 10
              section.title = "UIString"
              return UIFancyLayout(section: section, kind: Section.apps)
            }
            """
        #expect(StubSymbols.apiNames(in: source) == ["Int", "UIFancyLayout", "NSCollectionLayoutSection", "fancySpacing", "title"])
    }
}
