import LayoutEngine
import SpecReading

/// `supplementariesFollowContentInsets` from iOS 16, where it is deprecated: the generated code
/// writes `supplementaryContentInsetsReference` (`.none` for `false`, `.automatic` for `true`),
/// which Apple documents as the reference of the boundary items' own `contentInsets`, not as the
/// old property under a new name (Docs/SwiftGeneration.md, "Supplementary insets from iOS 16").
/// The frames of those sections' boundary items rest on that reading: approximate.
enum SupplementaryInsetsReading {
    /// The indexes of the sections whose code writes the reference for the old property.
    static func sections(_ description: LayoutDescription, target: DeploymentTarget, platform: SwiftPlatform) -> [Int] {
        guard platform == .uikit, target.hasSupplementaryContentInsetsReference else { return [] }
        return description.sections.indices.filter { index in
            description.sections[index].definitions.contains { definition in
                definition.list == nil
                    ? !definition.section.supplementariesFollowContentInsets
                    : definition.keys["supplementariesFollowContentInsets"] != nil
            }
        }
    }

    /// The header comment that says so: `// Approximate: …`, wrapped at 100 columns; `place`
    /// before the sections (a screen's `the primary column's `).
    static func writeComment(_ sections: [Int], place: String = "", into w: inout SwiftWriter) {
        guard !sections.isEmpty else { return }
        let names = sections.map(String.init).joined(separator: ", ")
        let text = "Approximate: the boundary items of \(place)section\(sections.count == 1 ? "" : "s") \(names). The spec's "
            + "supplementariesFollowContentInsets (deprecated in iOS 16) is written as supplementaryContentInsetsReference, "
            + "which Apple does not document as the same property; UIKit may place those items otherwise "
            + "(Docs/SwiftGeneration.md in layout-compile)."
        var line = "//"
        for word in text.split(separator: " ") {
            if line.count + 1 + word.count > 100 {
                w.line(line)
                line = "//"
            }
            line += " " + word
        }
        w.line(line)
    }

    /// Whether the check compares `element` at the approximate tolerance: a boundary item of one
    /// of `sections` (its kind one of that section's boundary items').
    static func isApproximate(_ element: Element, sections: [Int], layout: Layout) -> Bool {
        guard element.category == .supplementary, sections.contains(element.section), layout.sections.indices.contains(element.section),
              let kind = element.kind else { return false }
        return layout.sections[element.section].section.boundarySupplementaryItems.contains { $0.kind == kind }
    }
}
