import LayoutEngine
import SpecReading

/// From iOS 18 the generated cells use `header()`, `footer()`, `cell()` and `subtitleCell()`
/// (the plain, grouped and sidebar styles are deprecated there), which take their style from the
/// list the cell is in (Docs/SwiftGeneration.md, "Deployment targets"). A row whose named style
/// is not its list's would get another style, and other frames, than the spec's: refused.
enum ListStyleAgreement {
    /// Refuses, at the row, a style its list's appearance would not keep from iOS 18 on.
    static func check(_ descriptions: [LayoutDescription], target: DeploymentTarget) throws(Diagnostics) {
        guard target.hasListEnvironmentStyles else { return }
        for description in descriptions {
            for section in description.sections {
                let lists = section.definitions.compactMap { $0.list ?? description.layoutList?.configuration }
                for (row, entry) in section.items.entries.enumerated() {
                    guard let style = entry.content?.style else { continue }
                    guard let list = lists.first(where: { !keeps(style, in: $0.appearance) }) else { continue }
                    let function = CellContentCode.styleFunction(style, target: target)
                    let location = SpecLocation(path: "\(section.location.path).items (row \(row))", position: section.location.position)
                    throw location.error(.swiftGeneration(.listStyleNotTheListsOwn(style: style.rawValue, appearance: list.appearance.rawValue,
                                                                                  function: function, requested: target.rawValue)))
                }
            }
        }
    }

    /// Whether the iOS 18 function written for `style` is that style in a list of `appearance`:
    /// the plain header and footer in a plain list, the grouped ones in grouped and insetGrouped
    /// lists, the sidebar cells in the sidebar lists (Apple's documentation of `plainHeader()`,
    /// `groupedHeader()`, `sidebarCell()`: the appearances each is "consistent with").
    static func keeps(_ style: ListContentStyle, in appearance: ListConfiguration.Appearance) -> Bool {
        switch style {
        case .header, .footer: appearance == .plain
        case .groupedHeader, .groupedFooter: appearance.isGrouped
        case .sidebarCell, .sidebarSubtitleCell: appearance.isSidebar
        default: true
        }
    }
}
