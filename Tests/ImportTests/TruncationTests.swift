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

    /// Token soup: words and punctuation of Swift in random order (a fixed seed), every declaration
    /// keyword among them: the scanner and parser always move on, the evaluator always stops.
    /// 300 functions of 120 random tokens (seeded: the same soup each run). None builds a layout, so
    /// each must be refused with a positioned error inside its text; a hang fails at the time limit.
    @Test(.timeLimit(.minutes(1))) func tokenSoupIsAnsweredWithoutAHang() {
        let words = ["func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "case", "extension", "protocol",
                     "if", "else", "guard", "switch", "default", "for", "in", "return", "where", "#if", "#endif", "#Preview", "@objc",
                     "{", "}", "(", ")", "[", "]", ",", ":", ";", ".", "?", "!", "=", "==", "->", "..<", "+", "-", "\\",
                     "makeLayout", "x", "0", "1.5", "\"s\"", "\n", "UICollectionViewCompositionalLayout", "NSCollectionLayoutSection"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var text = "func makeLayout() -> UICollectionViewLayout {\n"
            for _ in 0..<120 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += words[Int(state >> 33) % words.count] + " "
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            do throws(ImportDiagnostic) {
                _ = try LayoutImporter.importLayout(text)
                Issue.record("imported a layout from token soup:\n\(text)")
            } catch {
                #expect((1...lines).contains(error.position.line) && error.position.column >= 1 && !error.message.isEmpty,
                        "\(error.position.line):\(error.position.column): \(error.message)")
            }
        }
    }
}
