import Foundation
import SwiftImport
import Testing

/// Every example's Swift and every fixture cut short at many places, and with one character
/// replaced: the importer answers (a spec or a positioned error), never crashes or hangs.
@Suite struct TruncationTests {
    static let sources: [String] = {
        let folders = [RoundTripTests.examples.appendingPathComponent("swift"), ImportSupport.fixtures]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        }
    }()

    @Test func cutShortOrBrokenSwiftIsAnsweredWithoutACrash() {
        #expect(Self.sources.count > 20)
        let replacements: [Character] = ["{", "}", "(", ")", "\"", "[", ".", "?", "\\", "/", "#"]
        for (number, source) in Self.sources.enumerated() {
            let characters = Array(source)
            var cut = 0
            while cut < characters.count {
                _ = try? LayoutImporter.importLayout(String(characters[..<cut]))
                var broken = characters
                broken[cut] = replacements[(cut + number) % replacements.count]
                _ = try? LayoutImporter.importLayout(String(broken))
                cut += 401
            }
        }
    }
}
