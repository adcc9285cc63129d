import SpecReading

/// Several Swift files imported as one module (Docs/Import.md, "The module"): one declaration
/// index over all of them, so that names, enums, static constants and extensions of one file
/// resolve in another.
extension LayoutImporter {
    /// The layout the Swift of `sources` builds (a feature's folder, or a few files). With more than
    /// one file every diagnostic, note and gap names its file (`ImportDiagnostic.file`), and
    /// `Imported.file` is the layout function's: the spec's positions are in that file, a value made
    /// in another placed at the layout function (an error there names the function; Docs/Import.md).
    public static func importModule(_ sources: [SwiftSource], options: Options = Options()) throws(ImportDiagnostic) -> Imported {
        do {
            var imported = try importLayout(from: try SwiftFile.read(module: sources, directives: options.directives), options: options)
            guard sources.count > 1 else { return imported }
            let entry = ModulePositions.file(of: imported.document.position)
            imported.file = sources.indices.contains(entry) ? sources[entry].path : nil
            imported.notes = imported.notes.map { $0.located(in: sources) }
            imported.gaps = imported.gaps.map { $0.located(in: sources) }
            imported.document = relocated(imported.document, entry: entry, origin: ModulePositions.local(imported.document.position))
            return imported
        } catch {
            throw error.located(in: sources)
        }
    }

    /// `node` with its positions in the layout function's file: those of the entry file as they are
    /// there, those of other files at `origin`.
    private static func relocated(_ node: DocumentNode, entry: Int, origin: SourcePosition) -> DocumentNode {
        func place(_ position: SourcePosition) -> SourcePosition {
            ModulePositions.file(of: position) == entry ? ModulePositions.local(position) : origin
        }
        switch node.value {
        case .array(let elements):
            return DocumentNode(.array(elements.map { relocated($0, entry: entry, origin: origin) }), at: place(node.position))
        case .object(let members):
            return DocumentNode(.object(members.map { member in
                DocumentNode.Member(key: member.key, keyPosition: place(member.keyPosition),
                                    value: relocated(member.value, entry: entry, origin: origin))
            }), at: place(node.position))
        default:
            return DocumentNode(node.value, at: place(node.position))
        }
    }
}
