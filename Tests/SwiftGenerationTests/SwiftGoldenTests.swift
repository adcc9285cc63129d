import Foundation
import Testing

/// The generated Swift of every example against its golden in Examples/swift/ (`make swift-golden`
/// re-records them after an intended change): a regression record, read by people as documentation.
@Suite struct SwiftGoldenTests {
    @Test func everyExampleHasItsGoldenSwift() throws {
        let names = try Support.exampleNames()
        #expect(names.count >= 18)
        for name in names {
            let generated = try Support.swift(try Support.exampleText(name), specName: "\(name).yaml")
            let golden = try? String(contentsOf: Support.packageRoot.appendingPathComponent("Examples/swift/\(name).swift"),
                                     encoding: .utf8)
            #expect(generated == golden, "Examples/swift/\(name).swift differs from what Examples/\(name).yaml generates (make swift-golden)")
        }
        for name in try Support.screenExampleNames() {
            let golden = try? String(contentsOf: Support.packageRoot.appendingPathComponent("Examples/swift/\(name).swift"),
                                     encoding: .utf8)
            #expect(try Support.screenSwift(name, functionPrefix: "") == golden, "Examples/swift/\(name).swift (make swift-golden)")
        }
    }
}
