import SpecReading
import SwiftImport
import Testing

/// Every value the importer builds is bounded in size, not only the steps it takes, and a number
/// out of range is a positioned error, never read as 0 (Docs/Import.md, "Bounds"; issue 33).
@Suite struct ValueBoundsTests {
    /// A layout whose item is `width` wide, after `before` (one line, line 2 of the file).
    static func layout(before: String = "", width: String = "1") -> String {
        """
        func makeLayout() -> UICollectionViewCompositionalLayout {
            \(before)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(\(width)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """
    }

    @Test(arguments: [
        // The issue's reproducers: each doubles its value 64 times (2^64 elements or bytes).
        ("var a = [1]; for _ in 0..<64 { a = a + a }", "an array of more than 10000 values"),
        ("var a = [[1]]; for _ in 0..<64 { a = [a, a] }", "an array of more than 10000 values"),
        ("var a = [1]; for _ in 0..<64 { a.append(contentsOf: a) }", "an array of more than 10000 values"),
        ("var s = \"ab\"; for _ in 0..<64 { s += s }", "a string of more than 10000 bytes"),
        ("var s = \"ab\"; for _ in 0..<64 { s = s + s }", "a string of more than 10000 bytes"),
        // 100 × 200 = 20,000 values, each array of 200 counted with its elements.
        ("let row = Array(repeating: 0, count: 200); let grid = Array(repeating: row, count: 100)", "an array of more than 10000 values"),
        // Each value within its bound, but many held at once: 5,000 + 1,600 × 10,000 = 16,005,000
        // values built by the 1,600th line, one step each (a file of 100,000 such lines held 10^9).
        ("let a = Array(repeating: 0, count: 5000); " + (0..<1_700).map { "let b\($0) = a + a" }.joined(separator: "; "),
         "the layout code builds more than 16000000 values"),
        // 2 × 2^12 = 8,192 bytes, then 8,193-byte strings of 1,025 units each: past 16,000,000 at the 15,610th.
        ("var s = \"ab\"; for _ in 0..<12 { s += s }; " + (0..<16_000).map { "let t\($0) = s + \"x\"" }.joined(separator: "; "),
         "the layout code builds more than 16000000 values"),
    ])
    func aGrowingValueStopsAtItsBound(before: String, message: String) {
        let error = DiagnosticTests.diagnostic(Self.layout(before: before))
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error?.message))")
        #expect(error?.position.line == 2)
    }

    /// 2^53 + 2: the first Double past 2^53.
    @Test(arguments: ["1e309", "-1e400", "1e400", "9007199254740994"])
    func aNumberOutOfRangeIsAnErrorAtItsLiteral(literal: String) {
        let error = DiagnosticTests.diagnostic(Self.layout(width: literal))
        #expect(error?.message.contains("is out of range: numbers are finite and at most 2^53") == true, "\(String(describing: error?.message))")
        // Line 4: `        widthDimension: .fractionalWidth(` is 41 characters; the literal (after a minus) follows.
        #expect(error?.position.line == 4)
        #expect(error?.position.column == (literal.hasPrefix("-") ? 43 : 42))
    }

    @Test func aHundredThousandDigitIntegerIsAnErrorQuotedShort() {
        let error = DiagnosticTests.diagnostic(Self.layout(width: String(repeating: "9", count: 100_000)))
        #expect(error?.message == "the number '\(String(repeating: "9", count: 40))…' is out of range: numbers are finite and at most 2^53 (9007199254740992) in magnitude")
        #expect(error?.position == SourcePosition(line: 4, column: 42))
    }

    @Test func aComputedNumberOutOfRangeIsAnError() {
        let error = DiagnosticTests.diagnostic(Self.layout(before: "let big = 9007199254740992.0 * 4", width: "big"))
        #expect(error?.message.hasPrefix("the result 3.602879701896397e+16 is out of range") == true, "\(String(describing: error?.message))")
        #expect(error?.position.line == 2)
    }

    @Test func valuesWithinTheBoundsImport() throws {
        // 100 × 99 values + 100 rows = 10,000: at the bound, not past it; 2^53 itself is a number.
        let before = "let row = Array(repeating: 0, count: 99); let grid = Array(repeating: row, count: 100); let big = 9007199254740992.0"
        #expect(DiagnosticTests.diagnostic(Self.layout(before: before)) == nil)
    }
}
