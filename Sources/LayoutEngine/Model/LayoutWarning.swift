/// Something a layout asks for that UIKit accepts but that lays out nothing: the solver still
/// returns what UIKit shows, and says here why part of it is missing. Readers of specs map each
/// warning back to the place in the spec it concerns.
public enum LayoutWarning: Sendable, Equatable {
    /// The section's group holds none of its subitems, because the first is longer than the group
    /// along the group's axis (Docs/Semantics.md, "Groups"): the section's items are not shown.
    case groupHoldsNothing(section: Int, groupSize: Size)
}
