import FramesFormat

/// The nouns a diff report calls elements by (`cell`, `header`), each kind's made once.
extension ChangeGroups {
    /// What an element is called in a report: its kind when it has one (`header`), else its
    /// category; a split view's column by its role (`secondary column`). Echoed (`EchoedText`):
    /// a kind is input, `"x\n::error::…"` must not start a line of a CI log.
    static func noun(_ entry: FramesDump.Entry) -> String {
        guard let kind = entry.kind else { return EchoedText.escaped(entry.category) }
        return entry.category == "column" ? "\(EchoedText.escaped(kind)) column" : EchoedText.escaped(kind)
    }

    /// Each kind's noun (`noun(_:)`) made and kept once, by its place: a change's group is found
    /// by the kind's place, the noun's string neither made nor hashed per element.
    struct NounTable {
        private var nouns: [String] = []
        private var places: [String: Int] = [:]
        /// The last element's category and kind, and its noun's place: elements of one kind come in runs.
        private var last: (category: String, kind: String?, place: Int)?

        /// The place of `entry`'s noun, made the first time its kind is seen.
        mutating func place(of entry: FramesDump.Entry) -> Int {
            if let last, last.category == entry.category, last.kind == entry.kind { return last.place }
            let noun = ChangeGroups.noun(entry)
            let place = places[noun] ?? nouns.count
            if place == nouns.count {
                places[noun] = place
                nouns.append(noun)
            }
            last = (entry.category, entry.kind, place)
            return place
        }

        func noun(_ place: Int) -> String { nouns[place] }
    }
}
