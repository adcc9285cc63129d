import Foundation
import Testing

/// The environment's values in Swift compiled directly, as users run it: each fixture gives the frames
/// of the spec written by hand beside it (Docs/Import.md, "Conditions on the environment", "Width
/// arithmetic", "Container insets", "Sections").
@Suite struct EnvironmentImportCommandTests {
    static let fixtures = "Tests/ImportTests/Fixtures"

    @Test(arguments: ["TextSizeCardsViewController", "CoverShelfViewController", "MarginLabelsViewController", "HiddenPromotionsViewController"])
    func aSwiftSpecCompilesDirectlyAsItsHandWrittenSpecDoes(_ name: String) throws {
        for width in ["390", "1024"] {
            let swift = try CommandRunner.run(["\(Self.fixtures)/\(name).swift", "--width", width, "--format", "csv"])
            let byHand = try CommandRunner.run(["\(Self.fixtures)/\(name).yaml", "--width", width, "--format", "csv"])
            #expect(swift.status == 0, "\(swift.stderr)")
            #expect(byHand.status == 0, "\(byHand.stderr)")
            #expect(swift.stdout == byHand.stdout, "\(name) at \(width)")
        }
    }

    @Test func theGeneratedSwiftWritesTheNewFormsAsUIKitReadsThem() throws {
        let shelf = try CommandRunner.run(["swift", "\(Self.fixtures)/CoverShelfViewController.yaml"])
        #expect(shelf.status == 0, "\(shelf.stderr)")
        #expect(shelf.stdout.contains(".absolute(environment.container.effectiveContentSize.width / 3 - 10)"))
        #expect(shelf.stdout.contains(".estimated(environment.container.effectiveContentSize.width * 0.4 - 10)"))
        let text = try CommandRunner.run(["swift", "\(Self.fixtures)/TextSizeCardsViewController.yaml"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("environment.traitCollection.preferredContentSizeCategory >= .accessibilityMedium"))
        let promotions = try CommandRunner.run(["swift", "\(Self.fixtures)/HiddenPromotionsViewController.yaml"])
        #expect(promotions.status == 0, "\(promotions.stderr)")
        #expect(promotions.stdout.contains("return nil"))
    }
}
