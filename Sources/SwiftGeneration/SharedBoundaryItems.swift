import LayoutEngine
import SpecReading

/// Boundary items (a section's header block) that section functions write alike: one function
/// each (`makeSectionHeader()`), called where the sections use it, as Apple's samples factor a
/// header used several times (Docs/SwiftGeneration.md, "Code to keep").
extension SharedParts {
    /// The boundary items of two definitions or more (written as code of their own, not lists,
    /// whose boundary items come from their configuration), each named from its `name` or kind.
    static func sharedBoundaryItems(_ definitions: [SectionDefinition], options: SwiftLayoutGenerator.Options,
                                    taken: inout NameScope) -> [(item: BoundaryItem, name: String)] {
        var counts: [BoundaryItem: Int] = [:]
        var order: [BoundaryItem] = []
        for definition in definitions where definition.list == nil {
            for item in Set(definition.section.boundarySupplementaryItems) where !item.size.readsContainer {
                if counts[item] == nil { order.append(item) }
                counts[item, default: 0] += 1
            }
        }
        let code = SectionCode(options)
        return order.filter { (counts[$0] ?? 0) >= 2 }.map { item in
            let type = SwiftSyntax.typeName(code.boundaryName(item)) ?? "BoundaryItem"
            return (item, taken.claim("make\(options.namePrefix)\(type)"))
        }
    }

    /// The function that builds `item`, when sections share it.
    func function(for item: BoundaryItem) -> String? {
        boundaryFunctions.first { $0.item == item }?.name
    }

    /// The boundary items' functions.
    func writeBoundaryFunctions(options: SwiftLayoutGenerator.Options, into w: inout SwiftWriter) {
        for (item, name) in boundaryFunctions {
            w.blank()
            w.line("/// The boundary item several sections use.")
            w.function("@MainActor private func \(name)", parameters: "", returns: "NSCollectionLayoutBoundarySupplementaryItem") { w in
                var code = SectionCode(options)
                let built = code.writeBoundaryItems([item], into: &w)
                w.line("return " + (built.first ?? ""))
            }
        }
    }
}
