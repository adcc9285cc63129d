import Foundation
import SpecReading
import Testing
@testable import SwiftGeneration

/// The spec's forms of the environment's values (Docs/SwiftGeneration.md, "Container lengths"): a
/// container length, a text-size condition and a section the provider returns nil for, written as
/// UIKit reads them, and type-checked against the API stubs.
@Suite struct EnvironmentFormsTests {
    static let fixtures = ["TextSizeCardsViewController", "CoverShelfViewController", "MarginLabelsViewController", "HiddenPromotionsViewController"]

    static func generated(_ name: String) throws -> String {
        let yaml = try String(contentsOf: Support.packageRoot.appendingPathComponent("Tests/ImportTests/Fixtures/\(name).yaml"), encoding: .utf8)
        return try Support.swift(yaml, specName: "\(name).yaml", functionName: "make\(name)Layout", target: .lowest)
    }

    @Test func eachFormIsWrittenAsTheSwiftReadsIt() throws {
        let shelf = try Self.generated("CoverShelfViewController")
        #expect(shelf.contains(".absolute(environment.container.effectiveContentSize.width / 3 - 10)"))
        #expect(shelf.contains(".estimated(environment.container.effectiveContentSize.width * 0.4 - 10)"))
        #expect(try Self.generated("MarginLabelsViewController").contains(".absolute(environment.container.contentInsets.leading + 100)"))
        let text = try Self.generated("TextSizeCardsViewController")
        #expect(text.contains("if environment.traitCollection.preferredContentSizeCategory >= .accessibilityMedium {"))
        #expect(text.contains("if environment.traitCollection.preferredContentSizeCategory == .large {"))
        #expect(try Self.generated("HiddenPromotionsViewController").contains("case .section1: return nil"))
    }

    @Test func theGeneratedFilesTypeCheck() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for name in Self.fixtures {
            let url = directory.appendingPathComponent("\(name).swift")
            try Self.generated(name).write(to: url, atomically: false, encoding: .utf8)
            files.append(url.path)
        }
        let outcome = try TypeCheckTests.typeCheck(files, target: .lowest, in: directory)
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
