import LayoutEngine

/// What the Swift generator (`swift`, `xctest`) refuses to write, at the key that asks for it
/// (Docs/SwiftGeneration.md): the cases of `SpecMessage.swiftGeneration`.
public enum SwiftRefusal: Sendable, Equatable {
    case appKitListLayout
    case appKitConfigurationInsetsReference
    case appKitListCells
    /// An `adapt` condition on `key`, a trait AppKit's environment lacks.
    case appKitTraitCondition(key: String)
    case appKitListSection
    case appKitSupplementaryInsetsReference
    case appKitSectionInsetsReference
    case appKitScreen
    /// An accessory UIKit places on its own side (`side`), asked for on the other.
    case accessoryPlacement(CellAccessory.Kind, side: CellAccessory.Placement, asked: CellAccessory.Placement, section: Int, row: Int)
    case collapsedColumnNeedsDelegate
    /// `api` needs iOS `introduced` (`15.4`), which `--min-ios lowest` is the first to have;
    /// `--min-ios` asked for `requested`.
    case apiNewerThanTarget(api: String, introduced: String, requested: Int, lowest: Int)
    case countGroupEdgeSpacing
    /// A row's `style` that iOS 18's list-environment `function` would not keep in a list of
    /// `appearance`: it would take the list's style (Docs/SwiftGeneration.md, "Deployment targets").
    case listStyleNotTheListsOwn(style: String, appearance: String, function: String, requested: Int)
    case sectionIDNotAFunctionName(id: String)

    var text: String {
        switch self {
        case .appKitListLayout: "AppKit has no list layouts (UICollectionLayoutListConfiguration is UIKit's)"
        case .appKitConfigurationInsetsReference: "AppKit's NSCollectionViewCompositionalLayoutConfiguration has no contentInsetsReference"
        case .appKitListCells: "AppKit has no list cells (UIListContentConfiguration is UIKit's): this section's items carry content"
        case .appKitTraitCondition(let key):
            "AppKit's NSCollectionLayoutEnvironment has no trait collection: a condition on \(key) cannot be written"
        case .appKitListSection: "AppKit has no list sections (NSCollectionLayoutSection.list is UIKit's)"
        case .appKitSupplementaryInsetsReference: "AppKit's NSCollectionLayoutSection has no supplementaryContentInsetsReference"
        case .appKitSectionInsetsReference: "AppKit's NSCollectionLayoutSection has no contentInsetsReference"
        case .appKitScreen: "AppKit has no UISplitViewController: screens are UIKit only"
        case .accessoryPlacement(let kind, let side, let asked, let section, let row):
            "UIKit places the \(kind.rawValue) accessory on the \(side.rawValue) side: UICellAccessory cannot move it to the "
                + "\(asked.rawValue) (section \(section), row \(row))"
        case .collapsedColumnNeedsDelegate:
            "the column shown when collapsed is a UISplitViewControllerDelegate answer; the generator writes no delegate"
        case .apiNewerThanTarget(let api, let introduced, let requested, let lowest):
            "\(api) is iOS \(introduced)'s; --min-ios \(requested) lacks it (--min-ios \(lowest) or later)"
        case .countGroupEdgeSpacing:
            "a count group whose subitem has an edge spacing along the group's axis is only subitem:count:, deprecated in iOS 16: "
                + "--min-ios 15 or lower writes it"
        case .listStyleNotTheListsOwn(let style, let appearance, let function, let requested):
            "style \(style) in a \(appearance) list: from iOS 18 UIListContentConfiguration.\(function)() takes the style of the list "
                + "it is in, so the row would not keep the \(style) geometry, and the \(style) function is deprecated there: "
                + "--min-ios 17 or lower writes it (--min-ios \(requested) was asked), or name the \(appearance) list's own style"
        case .sectionIDNotAFunctionName(let id): "id '\(id)' cannot name a Swift function: it needs a letter first and letters or digits"
        }
    }
}
