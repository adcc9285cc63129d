import SpecReading
import Testing
@testable import SwiftGeneration

/// `supplementariesFollowContentInsets: false` from iOS 16 is `supplementaryContentInsetsReference
/// = .none`, a reading Apple does not document: the header says so and the check compares those
/// boundary items at the approximate tolerance (Docs/SwiftGeneration.md, "Supplementary insets
/// from iOS 16").
@Suite struct SupplementaryInsetsReadingTests {
    static let spec = """
        section:
          group: {size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
          contentInsets: {leading: 10, trailing: 10}
          boundarySupplementaryItems: [{kind: header, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}]
        sections:
          - {items: 1}
          - {items: 1, supplementariesFollowContentInsets: false}
        """

    @Test func theHeaderSaysTheBoundaryItemsAreApproximateFromIOS16() throws {
        let sixteen = try Support.swift(Self.spec, target: .iOS16)
        #expect(sixteen.contains("section.supplementaryContentInsetsReference = .none"))
        #expect(sixteen.contains("// Approximate: the boundary items of section 1. The spec's supplementariesFollowContentInsets\n"))
        let fifteen = try Support.swift(Self.spec, target: .iOS15)
        #expect(fifteen.contains("section.supplementariesFollowContentInsets = false"))
        #expect(!fifteen.contains("Approximate"))
    }

    /// Section 1's header (the whole width, 320) is approximate from 16; section 0's (inside the
    /// insets: 320 - 2*10 = 300 wide) stays exact.
    @Test func theCheckComparesThemAtTheApproximateTolerance() throws {
        let description = try Support.describe(Self.spec, EnvironmentOverrides(width: 320))
        var options = XCTestGenerator.Options()
        options.layout.minimumIOS = .iOS16
        // Each element's arguments, its broken lines joined.
        let joined = try XCTestGenerator.source(for: [description], options: options).split(separator: "\n")
            .map { $0.drop { $0 == " " } }.joined(separator: " ")
        let headers = joined.components(separatedBy: "ExpectedElement(").dropFirst().filter { $0.hasPrefix(" .supplementary(\"header\")") || $0.hasPrefix(".supplementary(\"header\")") }
        #expect(headers.count == 2)
        #expect(headers.first?.contains("approximate: true") == false)
        #expect(headers.last?.contains("approximate: true") == true)
        options.layout.minimumIOS = .iOS15
        #expect(!(try XCTestGenerator.source(for: [description], options: options)).contains("approximate: true"))
    }
}
