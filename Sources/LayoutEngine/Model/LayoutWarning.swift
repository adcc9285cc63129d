/// Something a layout asks for that UIKit accepts but that lays out nothing: the solver still
/// returns what UIKit shows, and says here why part of it is missing. Readers of specs map each
/// warning back to the place in the spec it concerns.
public enum LayoutWarning: Sendable, Equatable {
    /// The section's group holds none of its subitems, because the first is longer than the group
    /// along the group's axis (Docs/Semantics.md, "Groups"): the section's items are not shown.
    case groupHoldsNothing(section: Int, groupSize: Size)
    /// A cell reaches outside its group because of what the cells measure (a group of fixed length
    /// keeps it) or because `repeatingCount` repetitions do not fit: UIKit lays it out so too, over
    /// its neighbours (Docs/Semantics.md, "Estimated sizes (self-sizing)").
    case cellOutsideGroup(section: Int, item: Int, cell: Rect, groupSize: Size)
}
