/// A mapping key as the YAML reader reads it (YAMLCollections).
extension YAMLParser {
    /// A mapping key as read: its text and where it was written.
    struct Key {
        /// The key's node when it is not the string `text` (an alias, a flow key's other scalar).
        private var otherNode: DocumentNode?
        var text: String
        var position: SourcePosition
        var offset: Int
        /// A plain `<<`: the merge key.
        var isMerge: Bool
        /// What the key is compared by (`YAMLParser.identity`): `1` and `01` are one key, `1` and `"1"` two.
        var identity: String

        /// The key's node: a string key's made when asked for (for an anchor or a flow list's
        /// entry), so that the usual key costs no node of its own, only its text and position.
        var node: DocumentNode { otherNode ?? DocumentNode(.string(text), at: position) }

        init(node: DocumentNode, text: String, offset: Int, isMerge: Bool, identity: String) {
            self.init(string: text, at: node.position, offset: offset, isMerge: isMerge, identity: identity)
            if case .string(let written) = node.storage, written == text { return }
            otherNode = node
        }

        init(string text: String, at position: SourcePosition, offset: Int, isMerge: Bool, identity: String) {
            self.text = text
            self.position = position
            self.offset = offset
            self.isMerge = isMerge
            self.identity = identity
        }
    }
}
