import Foundation
import SpecReading
import Testing
@testable import SwiftGeneration

/// API whose availability is a minor version or comes with a later target: `UICellAccessory.detail()`
/// (iOS 15.4), `UIWindow(windowScene:)` for the check from iOS 26 (Docs/SwiftGeneration.md,
/// "Deployment targets").
@Suite struct RecentAPIAvailabilityTests {
    static let detailRow = """
        sections:
          - list: {appearance: insetGrouped}
            items:
              - content: {text: "Info", accessories: [disclosureIndicator, detail]}
        """

    /// iOS 15.4 is above the target 15: the lowest target that has `detail()` is 16.
    @Test func detailIsIOS15Point4s() throws {
        #expect(try Support.swift(Self.detailRow).contains("// Needs iOS 16 or later"))
        #expect(try Support.swift(Self.detailRow, target: .iOS16).contains(".detail()"))
        for target in [DeploymentTarget.iOS14, .iOS15] {
            #expect {
                try Support.swift(Self.detailRow, target: target)
            } throws: { error in
                let error = error as? Diagnostics
                // Line 4, column 68: the accessory as written, `detail` in the flow sequence.
                return error?.position?.line == 4 && error?.position?.column == 68
                    && error?.diagnostic == .swiftGeneration(.apiNewerThanTarget(api: "UICellAccessory.detail()", introduced: "15.4",
                                                                                  requested: target.rawValue, lowest: 16))
                    && error?.message.contains("UICellAccessory.detail() is iOS 15.4's; --min-ios \(target.rawValue) lacks it (--min-ios 16 or later)") == true
            }
        }
    }

    /// `xctest --min-ios 15` refuses it as `swift` does; without a target the check is for 16.
    @Test func theCheckRefusesDetailAtFifteen() throws {
        let description = try Support.describe(Self.detailRow)
        var options = XCTestGenerator.Options()
        #expect(try XCTestGenerator.source(for: [description], options: options).contains("// Needs iOS 16 or later"))
        options.layout.minimumIOS = .iOS15
        #expect(throws: Diagnostics.self) { try XCTestGenerator.source(for: [description], options: options) }
    }

    /// The stub modules read minor versions: 15's lacks what 15.4 introduced, 16's has it.
    @Test func theStubFilterReadsMinorVersions() {
        let lines = ["struct A {", "  @available(iOS, introduced: 15.4)", "  static func detail()", "  @available(iOS, deprecated: 26.0)",
                     "  init(frame: Int)", "}"]
        #expect(Support.availableLines(lines, on: .iOS15) == ["struct A {", "  init(frame: Int)", "}"])
        #expect(Support.availableLines(lines, on: .iOS16) == ["struct A {", "  static func detail()", "  init(frame: Int)", "}"])
        #expect(Support.availableLines(lines, on: .iOS26) == ["struct A {", "  static func detail()", "}"])
    }

    /// iOS 26 deprecates `UIWindow(frame:)`: the check makes its window for the host application's
    /// scene there, and its initialiser throws without one; before, the frame initialiser.
    @Test func theCheckMakesItsWindowAsTheTargetCan() throws {
        let description = try Support.describe("sections: [{items: 1, list: {appearance: plain}}]")
        var options = XCTestGenerator.Options()
        options.layout.minimumIOS = .iOS26
        let twentySix = try XCTestGenerator.source(for: [description], options: options)
        #expect(twentySix.contains("    let window = UIWindow(windowScene: scene)\n    window.frame = bounds\n"))
        #expect(twentySix.contains("  ) throws {\n"))
        #expect(twentySix.contains("let check = try LayoutFramesCheck("))
        #expect(!twentySix.contains("UIWindow(frame:"))
        options.layout.minimumIOS = .iOS18
        let eighteen = try XCTestGenerator.source(for: [description], options: options)
        #expect(eighteen.contains("    window = UIWindow(frame: bounds)\n"))
        #expect(eighteen.contains("let check = LayoutFramesCheck("))
        #expect(!eighteen.contains("NoWindowScene()"))
    }
}
