import Foundation
import SpecReading
import Testing
@testable import SwiftGeneration

/// Every top-level name a generated file declares comes from `--name` or is private, so that two
/// generated files live in one target (Docs/SwiftGeneration.md, "Names").
@Suite struct GeneratedNamesTests {
    @Test(arguments: [("makeLayout", "makeCellRegistration", "LayoutRow"), ("makeFeedLayout", "makeFeedCellRegistration", "FeedRow"),
                      ("feed", "makeFeedCellRegistration", "FeedRow"), ("makeGrid", "makeGridCellRegistration", "GridRow"),
                      ("makeup", "makeMakeupCellRegistration", "MakeupRow")])
    func theCellCodeIsNamedFromTheLayoutFunction(name: String, registration: String, rowType: String) {
        var options = SwiftLayoutGenerator.Options()
        options.functionName = name
        #expect(options.cellRegistrationName == registration)
        #expect(options.rowTypeName == rowType)
    }

    /// Two files with cell content and sections that differ (a section enum, section functions),
    /// generated with their own `--name`, type-check together in one module.
    @Test func twoGeneratedFilesTypeCheckTogether() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (example, name) in [("cell-content", "makeFeedLayout"), ("settings-390", "makeSettingsLayout")] {
            let source = try Support.swift(try Support.exampleText(example), specName: "\(example).yaml", functionName: name)
            #expect(source.contains("func \(name)()"))
            // Nothing at the top level but the layout function, the cell function and private declarations.
            let topLevel = source.split(separator: "\n").filter { line in
                ["func ", "@MainActor func ", "enum ", "struct ", "class ", "let ", "var "].contains { line.hasPrefix($0) }
            }
            #expect(topLevel.allSatisfy { $0.contains(" \(name)(") || $0.contains("CellRegistration(") || $0.hasSuffix("Row: Hashable {") },
                    "\(topLevel)")
            let url = directory.appendingPathComponent("\(example).swift")
            try source.write(to: url, atomically: false, encoding: .utf8)
            files.append(url.path)
        }
        #expect(try String(contentsOfFile: files[0], encoding: .utf8).contains("func makeFeedCellRegistration("))
        #expect(try String(contentsOfFile: files[0], encoding: .utf8).contains("enum FeedRow: Hashable {"))
        let outcome = try TypeCheckTests.typeCheck(files, target: .iOS14, in: directory)
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
