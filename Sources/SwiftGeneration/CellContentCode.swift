import LayoutEngine
import SpecReading

/// The UIListContentConfiguration and accessories of every list row that carries `content`
/// (Docs/SwiftGeneration.md, "Cell content"), and the frames test's `configureCell(_:at:)`.
enum CellContentCode {
    /// Whether any row of the layout carries content.
    static func hasContent(_ description: LayoutDescription) -> Bool {
        description.sections.contains { $0.items.entries.contains(where: \.hasContent) }
    }

    /// Refuses what UIKit cannot express: a system accessory moved to the other side.
    static func check(_ description: LayoutDescription) throws(Diagnostics) {
        for (index, section) in description.sections.enumerated() {
            for (item, entry) in section.items.entries.enumerated() {
                for (number, accessory) in (entry.content?.accessories ?? []).enumerated() where accessory.kind != .customView {
                    let own: CellAccessory.Placement = accessory.kind == .delete ? .leading : .trailing
                    if let placement = accessory.placement, placement != own {
                        let written = section.accessoryLocations[item].flatMap { number < $0.count ? $0[number] : nil }
                        let location = written
                            ?? SpecLocation(path: "\(section.location.path).items (row \(item))", position: section.location.position)
                        throw location.error(.swiftGeneration(.accessoryPlacement(accessory.kind, side: own, asked: placement,
                                                                                      section: index, row: item)))
                    }
                }
            }
        }
    }

    /// `configureCell(_:at:)` of the frames test (`xctest`): each row's content by index path, for
    /// the check's cells, rows configured alike sharing a case (`swift` writes the rows and a cell
    /// registration: `CellRegistrationCode`).
    static func write(_ description: LayoutDescription, name: String, access: String, target: DeploymentTarget,
                      into w: inout SwiftWriter) {
        var rows: [(places: [String], lines: [Statement])] = []
        for (section, spec) in description.sections.enumerated() {
            for (item, entry) in spec.items.entries.enumerated() {
                guard let content = entry.content else { continue }
                let lines = statements(content, target: target)
                if let known = rows.firstIndex(where: { $0.lines.map(\.text) == lines.map(\.text) }) {
                    rows[known].places.append("(\(section), \(item))")
                } else {
                    rows.append((["(\(section), \(item))"], lines))
                }
            }
        }
        w.line("/// The content of each list cell the spec describes (UIListContentConfiguration and")
        w.line("/// accessories), by index path, for the check's cells. Images are blank ones of the spec's size.")
        w.function("@MainActor \(access)func \(name)", parameters: "_ cell: UICollectionViewListCell, at indexPath: IndexPath", returns: "") { w in
            w.line("switch (indexPath.section, indexPath.item) {")
            for row in rows {
                w.caseLabel(row.places)
                w.indented { w in row.lines.forEach { w.statement($0.prefix, $0.value) } }
            }
            w.line("default:")
            w.line("  break")
            w.line("}")
        }
    }

    /// A text a row's case may carry, which its configuration then reads from the case's value
    /// (`CellRegistrationCode`): the spec's `text` and `secondaryText`.
    enum CarriedText: String, CaseIterable {
        case text, secondaryText

        func value(of content: ListContentConfiguration) -> String? {
            switch self {
            case .text: return content.text?.string
            case .secondaryText: return content.secondaryText?.string
            }
        }
    }

    /// The local function of a cell registration that sets a blank symbol image, when two or more
    /// of its configurations set one (Docs/SwiftGeneration.md, "Cell content").
    static let symbolImageFunction = "setSymbolImage"

    /// Whether the content's image is a symbol's blank stand-in, in the width UIKit reserves for symbols.
    static func hasSymbolImage(_ content: ListContentConfiguration) -> Bool {
        content.image != nil && content.imageIsSymbol && content.reservedLayoutSize == nil
    }

    /// A statement: what comes before the expression, and the expression.
    struct Statement {
        var prefix: String
        var value: SwiftExpression
        var text: String { prefix + value.flat }

        init(_ prefix: String, _ value: SwiftExpression) {
            self.prefix = prefix
            self.value = value
        }
    }

    /// The statements configuring one cell: the `carried` texts read from the row's values of
    /// those names, the others written as literals; a symbol image set by `symbolImageFunction`
    /// when `callsSymbolImageFunction`.
    static func statements(_ content: ListContentConfiguration, target: DeploymentTarget, carried: [CarriedText] = [],
                           callsSymbolImageFunction: Bool = false) -> [Statement] {
        var lines: [Statement] = []
        let start = content.style.map { "UIListContentConfiguration.\(styleFunction($0, target: target))()" }
            ?? "cell.defaultContentConfiguration()"
        lines.append(Statement("var content = ", .atom(start)))
        if let image = content.image, callsSymbolImageFunction && hasSymbolImage(content) {
            lines.append(Statement("", .call(symbolImageFunction, [("size", size(image)), ("in", .atom("&content"))])))
        } else if let image = content.image {
            lines.append(Statement("let imageSize = ", size(image)))
            lines.append(Statement("content.image = ", .atom("UIGraphicsImageRenderer(size: imageSize).image { _ in }")))
        }
        if let reserved = content.reservedLayoutSize {
            lines.append(Statement("content.imageProperties.reservedLayoutSize = ", size(reserved)))
        } else if hasSymbolImage(content) && !callsSymbolImageFunction {
            // The blank image stands for a symbol, for which UIKit reserves the standard width.
            lines.append(Statement("content.imageProperties.reservedLayoutSize = ", standardSymbolWidth))
        }
        func text(_ field: CarriedText) -> String {
            carried.contains(field) ? field.rawValue : SwiftSyntax.string(field.value(of: content) ?? "")
        }
        // numberOfLines only where the spec sets `lines` (Docs/SwiftGeneration.md, "Cell content").
        if let written = content.text {
            lines.append(Statement("content.text = ", .atom(text(.text))))
            if written.linesWritten { lines.append(Statement("content.textProperties.numberOfLines = ", .atom(String(written.lines)))) }
        }
        if let written = content.secondaryText {
            lines.append(Statement("content.secondaryText = ", .atom(text(.secondaryText))))
            if written.linesWritten {
                lines.append(Statement("content.secondaryTextProperties.numberOfLines = ", .atom(String(written.lines))))
            }
        }
        if let margins = content.directionalLayoutMargins {
            lines.append(Statement("content.directionalLayoutMargins = ", SectionCode.insets(margins)))
        }
        for (name, value) in [("imageToTextPadding", content.imageToTextPadding),
                              ("textToSecondaryTextVerticalPadding", content.textToSecondaryTextVerticalPadding),
                              ("textToSecondaryTextHorizontalPadding", content.textToSecondaryTextHorizontalPadding)] {
            if let value { lines.append(Statement("content.\(name) = ", .atom(SwiftSyntax.number(value)))) }
        }
        if lines.count == 1 {
            // Nothing to set: the configuration goes in as it starts (a `var` never mutated would warn).
            lines = [Statement("cell.contentConfiguration = ", .atom(start))]
        } else {
            lines.append(Statement("cell.contentConfiguration = ", .atom("content")))
        }
        if !content.accessories.isEmpty {
            if content.accessories.contains(where: { $0.kind == .customView }) {
                lines.append(Statement("// The custom view is a blank one of the spec's size: replace it with your view.", .atom("")))
            }
            lines.append(Statement("cell.accessories = ", .array(content.accessories.map(accessory))))
        }
        return lines
    }

    /// The UIListContentConfiguration function of a style on a target (Docs/SwiftGeneration.md,
    /// "Deployment targets"): the spec's plain `header` and `footer` are iOS 14's `plainHeader()` and
    /// `plainFooter()`; from iOS 18 on, where those, the grouped and the sidebar styles are
    /// deprecated, `header()`, `footer()`, `cell()` and `subtitleCell()` take their style from the
    /// list they are in.
    static func styleFunction(_ style: ListContentStyle, target: DeploymentTarget) -> String {
        switch style {
        case .header, .groupedHeader: return target.hasListEnvironmentStyles ? "header" : style == .header ? "plainHeader" : style.rawValue
        case .footer, .groupedFooter: return target.hasListEnvironmentStyles ? "footer" : style == .footer ? "plainFooter" : style.rawValue
        case .sidebarCell: return target.hasListEnvironmentStyles ? "cell" : style.rawValue
        case .sidebarSubtitleCell: return target.hasListEnvironmentStyles ? "subtitleCell" : style.rawValue
        default: return style.rawValue
        }
    }

    /// `CGSize(width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)`.
    static var standardSymbolWidth: SwiftExpression {
        .call("CGSize", [("width", .atom("UIListContentConfiguration.ImageProperties.standardDimension")), ("height", .atom("0"))])
    }

    static func size(_ size: Size) -> SwiftExpression {
        .call("CGSize", [("width", .atom(SwiftSyntax.number(size.width))), ("height", .atom(SwiftSyntax.number(size.height)))])
    }

    static func accessory(_ accessory: CellAccessory) -> SwiftExpression {
        switch accessory.kind {
        case .label: return .call(".label", [("text", .atom(SwiftSyntax.string(accessory.text ?? "")))])
        case .customView:
            let view = SwiftExpression.call("UIView", [("frame", .call("CGRect", [
                ("x", .atom("0")), ("y", .atom("0")),
                ("width", .atom(SwiftSyntax.number(accessory.size?.width ?? 0))),
                ("height", .atom(SwiftSyntax.number(accessory.size?.height ?? 0))),
            ]))])
            return .call(".customView", [("configuration", .call(".init", [
                ("customView", view), ("placement", .atom(".\(accessory.resolvedPlacement.rawValue)()")), ("maintainsFixedSize", .atom("true")),
            ]))])
        case .delete, .reorder:
            // Shown only while editing by default; the frames count them, so always shown.
            return .atom(".\(accessory.kind.rawValue)(displayed: .always)")
        default: return .atom(".\(accessory.kind.rawValue)()")
        }
    }
}
