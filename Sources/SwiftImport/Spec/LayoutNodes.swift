import SpecReading

/// UIKit's layout objects as the spec's ITEM, GROUP, SECTION, BOUNDARY, SUPPLEMENTARY, DECORATION,
/// LIST and configuration (Docs/SpecFormat.md); only what the code set is written.
extension SpecNodes {
    private static func object(_ value: Value, _ kind: UIKitObject.Kind, _ position: SourcePosition) throws(ImportDiagnostic) -> UIKitObject {
        guard case .object(let object) = value, object.kind == kind else { throw mismatch("an \(kind.rawValue)", value, position) }
        return object
    }

    /// UIKit's names of properties whose spec key differs.
    private static let specKeys = ["layoutSize": "size", "elementKind": "kind"]

    /// The object's properties in the order set, through `key` (nil: not written).
    private static func members(_ object: UIKitObject,
                                _ key: (String, Value, SourcePosition) throws(ImportDiagnostic) -> (String, DocumentNode)?) throws(ImportDiagnostic) -> Members {
        var members: Members = []
        for name in object.order {
            guard let value = object[name] else { continue }
            if case .gap(let diagnostic) = value {
                members.append((specKeys[name] ?? name, gap(diagnostic)))
                continue
            }
            if let member = try key(name, value, object.position(of: name)) { members.append(member) }
        }
        return members
    }

    static func itemNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        let item = try object(value, .item, position)
        return mapping(try members(item) { name, value, at throws(ImportDiagnostic) in
            switch name {
            case "layoutSize": return ("size", try sizeNode(value, at))
            case "contentInsets": return (name, try insetsNode(value, at))
            case "edgeSpacing": return (name, try edgeSpacingNode(value, at))
            case "supplementaryItems": return (name, try arrayNode(value, at, supplementaryNode))
            default: return nil
            }
        }, item.position)
    }

    static func groupNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        let group = try object(value, .group, position)
        return mapping(try members(group) { name, value, at throws(ImportDiagnostic) in
            switch name {
            case "axis": return (name, try stringNode(value, at))
            case "layoutSize": return ("size", try sizeNode(value, at))
            case "subitems": return (name, try arrayNode(value, at, subitemNode))
            case "count", "repeatingCount": return (name, try numberNode(value, at))
            case "interItemSpacing": return (name, try factoryNode(value, .spacing, at))
            case "contentInsets": return (name, try insetsNode(value, at))
            case "edgeSpacing": return (name, try edgeSpacingNode(value, at))
            case "supplementaryItems": return (name, try arrayNode(value, at, supplementaryNode))
            case "frames": return (name, try arrayNode(value, at, customItemNode))
            default: return nil
            }
        }, group.position)
    }

    /// A group's subitem: `{item: …}` or `{group: …}`.
    static func subitemNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        if case .object(let object) = value, object.kind == .group {
            return mapping([("group", try groupNode(value, position))], object.position)
        }
        if case .gap(let diagnostic) = value { return gap(diagnostic) }
        let item = try itemNode(value, position)
        return mapping([("item", item)], item.position)
    }

    static func customItemNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        let custom = try object(value, .customItem, position)
        guard case .record(let frame) = custom["frame"], frame.kind == .rect else {
            throw mismatch("a CGRect", custom["frame"] ?? .null, custom.position)
        }
        var fields = frame.fields
        if case .record(let origin) = fields["origin"] { fields.merge(origin.fields) { a, _ in a } }
        if case .record(let size) = fields["size"] { fields.merge(size.fields) { a, _ in a } }
        var members: Members = []
        for key in ["x", "y", "width", "height"] { members.append((key, try numberNode(fields[key] ?? .number(0), frame.position))) }
        if let zIndex = custom["zIndex"] { members.append(("zIndex", try numberNode(zIndex, custom.position))) }
        return mapping(members, custom.position)
    }

    static func sectionNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        // A section provider's body that a gap of `--partial` left unknown (a gap in an `if` condition).
        if case .gap(let diagnostic) = value { return gap(diagnostic) }
        let section = try object(value, .section, position)
        return mapping(try members(section) { name, value, at throws(ImportDiagnostic) in
            switch name {
            case "group": return (name, try groupNode(value, at))
            case "list": return (name, try listNode(value, at))
            case "contentInsets": return (name, try insetsNode(value, at))
            case "interGroupSpacing": return (name, try numberNode(value, at))
            case "orthogonalScrollingBehavior", "contentInsetsReference": return (name, try caseNode(value, at))
            case "boundarySupplementaryItems": return (name, try arrayNode(value, at, boundaryNode))
            case "decorationItems": return (name, try arrayNode(value, at, decorationNode))
            case "supplementariesFollowContentInsets": return (name, try boolNode(value, at))
            case "supplementaryContentInsetsReference": return (name, try caseNode(value, at))
            default: return nil
            }
        }, section.position)
    }

    static func boundaryNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        let boundary = try object(value, .boundary, position)
        return mapping(try members(boundary) { name, value, at throws(ImportDiagnostic) in
            switch name {
            case "layoutSize": return ("size", try sizeNode(value, at))
            case "elementKind": return ("kind", try stringNode(value, at))
            case "alignment": return (name, try caseNode(value, at))
            case "absoluteOffset": return (name, try pointNode(value, at))
            case "pinToVisibleBounds", "extendsBoundary": return (name, try boolNode(value, at))
            case "zIndex": return (name, try numberNode(value, at))
            default: return nil
            }
        }, boundary.position)
    }

    static func supplementaryNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        let supplementary = try object(value, .supplementary, position)
        return mapping(try members(supplementary) { name, value, at throws(ImportDiagnostic) in
            switch name {
            case "layoutSize": return ("size", try sizeNode(value, at))
            case "elementKind": return ("kind", try stringNode(value, at))
            case "containerAnchor", "itemAnchor": return (name, try anchorNode(value, at))
            case "zIndex": return (name, try numberNode(value, at))
            default: return nil
            }
        }, supplementary.position)
    }

    static func decorationNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        let decoration = try object(value, .decoration, position)
        return mapping(try members(decoration) { name, value, at throws(ImportDiagnostic) in
            switch name {
            case "kind": return (name, try stringNode(value, at))
            case "contentInsets": return (name, try insetsNode(value, at))
            case "zIndex": return (name, try numberNode(value, at))
            default: return nil
            }
        }, decoration.position)
    }

    /// UICollectionLayoutListConfiguration as the spec's LIST.
    static func listNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        guard case .record(let list) = value, list.kind == .listConfiguration else {
            throw mismatch("a UICollectionLayoutListConfiguration", value, position)
        }
        var members: Members = []
        for key in ["appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding"] {
            guard let field = list.fields[key] else { continue }
            switch key {
            case "showsSeparators": members.append((key, try boolNode(field, list.position)))
            case "headerTopPadding": members.append((key, try numberNode(field, list.position)))
            default: members.append((key, try caseNode(field, list.position)))
            }
        }
        return mapping(members, list.position)
    }

    static func configurationNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        let configuration = try object(value, .configuration, position)
        return mapping(try members(configuration) { name, value, at throws(ImportDiagnostic) in
            switch name {
            case "scrollDirection", "contentInsetsReference": return (name, try caseNode(value, at))
            case "interSectionSpacing": return (name, try numberNode(value, at))
            case "boundarySupplementaryItems": return (name, try arrayNode(value, at, boundaryNode))
            default: return nil
            }
        }, configuration.position)
    }
}
