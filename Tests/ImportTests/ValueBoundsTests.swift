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
