import Foundation
import Testing

/// What the tests themselves must not do (issue 33): on Linux, Foundation's atomic writes (a string's
/// write with `atomically` set, data written with the atomic option) leave an empty
/// `TemporaryDirectory.*` folder in /tmp for every write, so a run of `make test` left hundreds behind.
/// Tests write non-atomically into their own temporary folders, which they remove. (SwiftPM's own
/// `swift build` and `swift test` leave such folders too: `make test` gives them a TMPDIR it removes.)
@Suite struct TestHygieneTests {
    @Test func noTestWritesAtomically() throws {
        let tests = CommandRunner.packageRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50)  // the enumerator really walked the test sources
        let forbidden = ["atomically: " + "true", "options: ." + "atomic"]
        let offenders = try files.filter { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return forbidden.contains { text.contains($0) }
        }.map(\.lastPathComponent)
        #expect(offenders.isEmpty, "atomic writes in tests: \(offenders)")
    }
}
