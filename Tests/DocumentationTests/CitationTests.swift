import Foundation
import Testing

/// Every rule is one checked hop away (Docs/Developing.md, "Citations"): a heading of a Docs page
/// cited in Sources/, Tests/, Docs/ or the README exists, and a type's member named in Docs/*.md is declared
/// in Sources/ or Tests/ (Developing.md names test members too).
@Suite struct CitationTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyCitedHeadingExists() throws {
        let headings = try RepositoryText.docsHeadings(in: Self.repository)
        let citing = try RepositoryText.swiftFiles(in: Self.repository, folders: ["Sources", "Tests"])
            + RepositoryText.docs(in: Self.repository)
            + [("README.md", try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8))]
        var count = 0
        for (path, text) in citing {
            for citation in Citation.headings(inSwift: text) {
                count += 1
                let resolved = citation.isResolved(by: headings)
                #expect(resolved, "\(path):\(citation.line): \(citation) names no heading")
            }
        }
        #expect(count >= 100, "the citations were not found: is the pattern still the one the code uses?")
    }

    @Test func everyTypeMemberNamedInDocsIsDeclared() throws {
        let sources = try RepositoryText.swiftFiles(in: Self.repository, folders: ["Sources", "Tests"])
        let declarations = Declarations(sources: sources.map(\.text))
        var count = 0
        for (path, text) in try RepositoryText.docs(in: Self.repository) {
            for name in MemberName.all(inMarkdown: text) {
                count += 1
                let declared = declarations.declares(name)
                #expect(declared, "\(path):\(name.line): `\(name.type).\(name.member)` is declared nowhere in Sources/ or Tests/")
            }
        }
        #expect(count >= 40, "the named members were not found: is the pattern still the one the Docs use?")
    }

    /// The check fails on a broken citation: a heading that is not there, one split over two
    /// comment lines, and one inside a string literal.
    @Test func aBrokenCitationIsFound() {
        let headings = ["Semantics.md": Citation.citableNames(ofHeadings: ["Rounding", "Estimated sizes (self-sizing)",
                                                                            "Output: frames JSON"])]
        // The folder's name apart, so that these broken citations are not this file's own.
        let docs = "Docs"
        let text = """
            /// Rounds (\(docs)/Semantics.md, "Rounding") and sizes (\(docs)/Semantics.md,
            /// "Estimated sizes"); "\(docs)/Semantics.md, \\"Output\\"" prints.
            /// Pins (\(docs)/Semantics.md, "Pinned items") and (\(docs)/Lists.md, "Styles").
            """
        let citations = Citation.headings(inSwift: text)
        #expect(citations.map(\.heading) == ["Rounding", "Estimated sizes", "Output", "Pinned items", "Styles"])
        #expect(citations.filter { !$0.isResolved(by: headings) }.map(\.heading) == ["Pinned items", "Styles"])
        #expect(citations.map(\.line) == [1, 1, 2, 3, 3])
    }

    @Test func aMemberNamedButNotDeclaredIsFound() {
        let declarations = Declarations(sources: ["struct SectionAssembler {\n    func emit() {}\n}\n",
                                                  "extension SectionAssembler { static func frame(of x: Int) {} }"])
        let names = MemberName.all(inMarkdown: """
            *`SectionAssembler.emit`, `SectionAssembler.frame(of:)`, `SectionAssembler.assemble`*, \
            `RectQuery.select`, `UICollectionView.elementKindSectionHeader`, `ContentLayout.swift`
            """)
        #expect(names.map(\.member) == ["emit", "frame", "assemble", "select"])
        #expect(names.filter { !declarations.declares($0) }.map(\.member) == ["assemble", "select"])
    }
}
