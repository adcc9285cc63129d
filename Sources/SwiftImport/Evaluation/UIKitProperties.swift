import SpecReading

/// The properties of UIKit's layout objects the importer reads and sets (Docs/Import.md, "What it reads").
extension UIKitCalls {
    /// Properties each class takes, as the spec has them.
    static let settable: [UIKitObject.Kind: Set<String>] = [
        .item: ["contentInsets", "edgeSpacing"],
        .group: ["contentInsets", "edgeSpacing", "interItemSpacing", "supplementaryItems"],
        .section: ["contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems",
                   "supplementariesFollowContentInsets", "contentInsetsReference", "supplementaryContentInsetsReference"],
        .boundary: ["pinToVisibleBounds", "zIndex", "extendsBoundary"],
        .supplementary: ["zIndex"],
        .decoration: ["contentInsets", "zIndex"],
        .configuration: ["scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems"],
        .layout: ["configuration"],
        .splitViewController: ["preferredDisplayMode", "preferredSplitBehavior", "preferredPrimaryColumnWidth",
                               "preferredPrimaryColumnWidthFraction", "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth",
                               "preferredSupplementaryColumnWidth", "preferredSupplementaryColumnWidthFraction",
                               "minimumSupplementaryColumnWidth", "maximumSupplementaryColumnWidth"],
    ]

    /// Properties that change no frame (handlers, colours, behaviours): noted and not read.
    static let frameless: Set = ["visibleItemsInvalidationHandler", "backgroundColor", "separatorConfiguration", "itemSeparatorHandler",
                                 "leadingSwipeActionsConfigurationProvider", "trailingSwipeActionsConfigurationProvider", "delegate",
                                 "primaryBackgroundStyle", "presentsWithGesture", "showsSecondaryOnlyButton", "displayModeButtonVisibility",
                                 "headerTopPaddingBehavior", "showsSecondaryOnlyButton", "title"]

    static func setProperty(_ name: String, of object: UIKitObject, to value: Value, evaluator: Evaluator,
                            at position: SourcePosition) throws(ImportDiagnostic) {
        if frameless.contains(name) {
            evaluator.note(.note("\(name) is not read: it changes no frame", at: position))
            return
        }
        guard settable[object.kind]?.contains(name) == true else {
            throw ImportDiagnostic("\(object.kind.rawValue).\(name) is not read by the importer: the spec has no such key "
                                   + "(Docs/SpecFormat.md)", at: position, instead: "leave it out of the imported function, or write the layout with the spec's keys (Docs/SpecFormat.md)")
        }
        object.set(name, value, at: position)
    }

    static let listFields: Set = ["appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding"]
    static let recordFields: [Record.Kind: Set<String>] = [
        .insets: ["top", "leading", "bottom", "trailing"], .point: ["x", "y"], .cgSize: ["width", "height"],
        .size: ["widthDimension", "heightDimension"], .rect: ["x", "y", "width", "height", "origin", "size"],
        .listConfiguration: listFields,
    ]

    static func setField(_ name: String, of record: inout Record, to value: Value, evaluator: Evaluator,
                         at position: SourcePosition) throws(ImportDiagnostic) {
        if record.kind == .listConfiguration && frameless.contains(name) {
            evaluator.note(.note("\(name) is not read: it changes no frame", at: position))
            return
        }
        guard recordFields[record.kind]?.contains(name) == true else {
            throw ImportDiagnostic("\(record.kind.rawValue).\(name) is not read by the importer: the spec has no such key "
                                   + "(Docs/SpecFormat.md)", at: position, instead: "leave it out of the imported function, or write the layout with the spec's keys (Docs/SpecFormat.md)")
        }
        record.fields[name] = value
    }

    /// `object.name` or `record.name` as the code set it (or UIKit's default, for lists and zero insets).
    static func property(_ name: String, of value: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        switch value {
        case .object(let object):
            if let found = object[name] { return found }
            // A collection view's frame or bounds: the layout's container (Docs/Import.md, "Conditions on the environment").
            if object.kind == .collectionView, name == "frame" || name == "bounds" { return .environment(.containerSize(effective: false)) }
            if ["boundarySupplementaryItems", "decorationItems", "supplementaryItems"].contains(name) { return .array([]) }
            if name == "contentInsets" { return .record(Record(kind: .insets, variant: nil, fields: [:], position: position)) }
            throw ImportDiagnostic("\(object.kind.rawValue).\(name) is read before the code sets it", at: position,
                                   instead: "set it first")
        case .record(let record):
            if let found = record.fields[name] { return found }
            if recordFields[record.kind]?.contains(name) == true, record.kind == .insets || record.fields.isEmpty { return .number(0) }
            throw ImportDiagnostic("\(record.kind.rawValue).\(name) is not read by the importer", at: position, instead: "set the property before it is read, or write its value")
        default:
            throw ImportDiagnostic("\(value.typeDescription) has no property '\(name)'", at: position, instead: "read a property of a layout object or record, or give the value with --given")
        }
    }

    /// Methods of UIKit objects that build the layout: `setViewController(_:for:)`.
    static func method(_ name: String, on object: UIKitObject, _ values: [(label: String?, value: Value)],
                       at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        let arguments = CallArguments(values: values, position: position)
        guard object.kind == .splitViewController, name == "setViewController" else {
            throw ImportDiagnostic("\(object.kind.rawValue).\(name)(…) is not read by the importer", at: position, instead: "leave the call out of the imported function, or write what it does in the spec")
        }
        try arguments.match("setViewController", [["_", "for"]])
        guard case .member(let column, _) = arguments("for") else {
            throw ImportDiagnostic("setViewController(_:for:) needs a column (.primary, .supplementary, .secondary, .compact)", at: position, instead: "write setViewController(controller, for: .primary)")
        }
        object.set("column." + column, arguments(nil) ?? .null, at: position)
        return .null
    }
}
