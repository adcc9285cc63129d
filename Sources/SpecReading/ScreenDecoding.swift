import LayoutEngine

/// A column's layout document read from the file a screen spec names.
public struct LoadedDocument: Sendable {
    public var node: DocumentNode
    /// The name errors call the file by.
    public var file: String
    public var source: String

    public init(node: DocumentNode, file: String, source: String) {
        self.node = node
        self.file = file
        self.source = source
    }
}

/// A column's compiled layout spec, and the file it was read from (nil when written inline).
public struct CompiledColumn: Sendable, Equatable {
    public var role: ColumnRole
    public var spec: CompiledSpec
    public var file: String?
    public var source: String?
    /// The column's layout spec as written (what the Swift generator works from).
    public var description: LayoutDescription?
}

/// A compiled screen: the device, the split view's arrangement and each column's layout.
public struct CompiledScreen: Sendable, Equatable {
    public var device: Device
    public var splitView: SplitView
    public var arrangement: SplitArrangement
    /// Every column given a layout, shown or not (a hidden column's layout is checked, not laid out).
    public var columns: [CompiledColumn]
    /// Where the split view's keys are written (`screen`, and `topColumnForCollapsing` … by their
    /// names), so that a tool refusing one (the Swift generator) points at it.
    public var locations: [String: SpecLocation] = [:]

    /// The columns' layouts as the screen solver takes them.
    public var layouts: [ColumnLayout] {
        columns.map { ColumnLayout(role: $0.role, layout: $0.spec.layout, environment: $0.spec.environment) }
    }
}

/// Turns a `screen:` document into a compiled screen (Docs/Screens.md, "The screen spec").
public enum ScreenDecoder {
    /// Reads a column's layout file; the path is as written in the spec, relative to it.
    public typealias Loader = (String) throws(Diagnostics) -> LoadedDocument

    /// A document with a top-level `screen` is a screen spec.
    public static func isScreen(_ root: DocumentNode) -> Bool { root["screen"] != nil }

    public static func decode(_ root: DocumentNode, overrides: EnvironmentOverrides = EnvironmentOverrides(),
                              load: Loader) throws(Diagnostics) -> CompiledScreen {
        let document = Field(SpecDecoder.withoutAuthorKeys(root), path: "")
        let top = try document.members(allowed: SpecKeys.screenSpec.names)
        let screenField = try top.required("screen", in: document)
        let screen = try screenField.members(allowed: SpecKeys.screen.names)
        if overrides.contentOffset != nil || !overrides.orthogonalOffsets.isEmpty {
            throw screenField.fail(.offsetFlagsOnScreen)
        }
        let device = try decodeDevice(screen["device"], window: screen["window"], overrides: overrides)
        let splitViewField = try screen.required("splitView", in: screenField)
        let splitViewFields = try splitViewField.members(allowed: SpecKeys.splitView.names)
        let (splitView, columnFields) = try decodeSplitView(splitViewFields)
        let arrangement = ColumnSolver().arrange(splitView, on: device)
        var columns: [CompiledColumn] = []
        for (role, field) in columnFields.sorted(by: { $0.key < $1.key }) {
            guard let layoutField = try field.members(allowed: SpecKeys.column.names)["layout"] else { continue }
            let environment = ScreenSolver().environment(of: role, in: arrangement, device: device)
            var imposed = EnvironmentOverrides(width: environment.width, height: environment.height, scale: environment.scale)
            imposed.idiom = environment.idiom
            imposed.horizontalSizeClass = environment.horizontalSizeClass
            imposed.verticalSizeClass = environment.verticalSizeClass
            imposed.layoutDirection = environment.layoutDirection
            imposed.contentSizeCategory = overrides.contentSizeCategory
            imposed.design = overrides.design
            columns.append(try decodeLayout(layoutField, role: role, overrides: imposed, load: load))
        }
        var locations = splitViewFields.mapValues(\.location)
        locations["screen"] = screenField.location
        return CompiledScreen(device: device, splitView: splitView, arrangement: arrangement, columns: columns,
                              locations: locations)
    }

    /// `layout:` is a layout spec inline, or the path of a layout spec file; errors inside a file
    /// name that file.
    static func decodeLayout(_ field: Field, role: ColumnRole, overrides: EnvironmentOverrides,
                             load: Loader) throws(Diagnostics) -> CompiledColumn {
        guard case .string(let path) = field.node.value else {
            guard case .object = field.node.value else {
                throw field.fail(.wrongType(expected: .layoutOrPath, found: field.node.typeName))
            }
            let description = try SpecDecoder.describe(field.node, path: field.path, overrides: overrides)
            return CompiledColumn(role: role, spec: description.compiled(), description: description)
        }
        let loaded: LoadedDocument
        do {
            loaded = try load(path)
        } catch {
            // The loader's refusal of the file is said at the `layout:` that names it; an error
            // inside the file names the file.
            guard let refusal = error.first, refusal.file == nil else { throw error }
            throw field.fail(refusal.diagnostic)
        }
        if ScreenDecoder.isScreen(loaded.node) {
            throw field.fail(.columnLayoutIsScreen(path: path))
        }
        // A file that is no layout spec is refused at the `layout:` that names it, none of its
        // lines shown: errors about its keys would echo a line each (Docs/CLI.md, "Files a spec or project may touch").
        guard loaded.node["sections"] != nil else {
            throw field.fail(.columnLayoutNotLayout(path: path, found: loaded.node.typeName))
        }
        do {
            let description = try SpecDecoder.describe(loaded.node, overrides: overrides)
            return CompiledColumn(role: role, spec: description.compiled(), file: loaded.file, source: loaded.source,
                                  description: description)
        } catch {
            throw error.located(in: loaded.file, source: loaded.source)
        }
    }

    /// DEVICE `{width, height, scale, idiom, layoutDirection, horizontalSizeClass, verticalSizeClass}`
    /// and WINDOW `{width, height}` (multitasking); the command line's size, scale, idiom and
    /// direction win (a `--device` preset's safe area and margins are a lone layout's, not a screen's).
    static func decodeDevice(_ field: Field?, window windowField: Field?, overrides: EnvironmentOverrides) throws(Diagnostics) -> Device {
        let fields = try field?.members(allowed: SpecKeys.device.names) ?? [:]
        let idiom = try fields.pick(overrides.idiom, "idiom", { f throws(Diagnostics) in try f.choice(Idiom.self) }, Defaults.device.idiom)
        let screen = Size(width: try fields.pick(overrides.width, "width", { f throws(Diagnostics) in try f.positiveLength() }, Defaults.device.screen.width),
                          height: try fields.pick(overrides.height, "height", { f throws(Diagnostics) in try f.positiveLength() }, Defaults.device.screen.height))
        let scale = try fields.pick(overrides.scale, "scale", { f throws(Diagnostics) in Double(try f.integer(in: 1...3)) }, idiom == .phone ? 3 : 2)
        let written = try fields["layoutDirection"]?.choice(LayoutDirection.self) ?? Defaults.device.layoutDirection
        var window = screen
        if let windowField {
            let sides = try windowField.members(allowed: SpecKeys.window.names)
            for (key, limit) in [("width", screen.width), ("height", screen.height)] {
                guard let side = sides[key] else { continue }
                let value = try side.positiveLength()
                // A window never exceeds its screen; one the command line shrank is cut to it.
                guard value <= limit || overrides.width != nil || overrides.height != nil else {
                    throw side.fail(.windowLargerThanScreen(window: value, screen: limit))
                }
                if key == "width" { window.width = min(value, limit) } else { window.height = min(value, limit) }
            }
        }
        return Device(screen: screen, window: window, scale: scale, idiom: idiom,
                      layoutDirection: overrides.rightToLeft ? .rightToLeft : written,
                      horizontalSizeClass: try fields["horizontalSizeClass"]?.choice(SizeClass.self),
                      verticalSizeClass: try fields["verticalSizeClass"]?.choice(SizeClass.self))
    }

    /// SPLITVIEW: UISplitViewController's properties by their UIKit names, and `columns`.
    static func decodeSplitView(_ fields: [String: Field]) throws(Diagnostics) -> (SplitView, [ColumnRole: Field]) {
        var splitView = SplitView()
        if let f = fields["style"] { splitView.style = try f.choice(SplitViewStyle.self) }
        let triple = splitView.style == .tripleColumn
        if let f = fields["preferredDisplayMode"] { splitView.preferredDisplayMode = try f.choice(SplitDisplayMode.self) }
        if let f = fields["preferredSplitBehavior"] { splitView.preferredSplitBehavior = try f.choice(SplitBehavior.self) }
        splitView.primary = try columnWidths(fields, "Primary")
        splitView.supplementary = try columnWidths(fields, "Supplementary")
        if !triple, let stray = fields.keys.sorted().first(where: { $0.contains("Supplementary") }), let strayField = fields[stray] {
            throw strayField.fail(.supplementaryInDoubleColumn)
        }
        let roles: [ColumnRole] = triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        if let top = fields["topColumnForCollapsing"] {
            let role = try top.choice(ColumnRole.self)
            guard roles.contains(role) else {
                throw top.fail(.topColumnNotShown(roles: roles.map(\.rawValue)))
            }
            splitView.topColumnForCollapsing = role
        }
        let columns = try fields["columns"]?.members(allowed: SpecKeys.columns.names.filter { name in (roles + [.compact]).contains { $0.rawValue == name } }) ?? [:]
        var byRole: [ColumnRole: Field] = [:]
        for (name, column) in columns {
            guard let role = ColumnRole(rawValue: name) else { continue }
            byRole[role] = column
        }
        splitView.hasCompactColumn = byRole[.compact] != nil
        return (splitView, byRole)
    }

    /// `preferred<Column>ColumnWidth`, `preferred<Column>ColumnWidthFraction` (0 to 1),
    /// `minimum<Column>ColumnWidth`, `maximum<Column>ColumnWidth` (minimum <= maximum).
    static func columnWidths(_ fields: [String: Field], _ column: String) throws(Diagnostics) -> ColumnWidthPreferences {
        var widths = ColumnWidthPreferences()
        widths.preferredWidth = try fields["preferred\(column)ColumnWidth"]?.nonNegativeNumber()
        if let fraction = fields["preferred\(column)ColumnWidthFraction"] {
            let value = try fraction.nonNegativeNumber()
            guard value <= 1 else { throw fraction.fail(.fractionOutOfRange(value: value)) }
            widths.preferredFraction = value
        }
        widths.minimumWidth = try fields["minimum\(column)ColumnWidth"]?.nonNegativeNumber()
        widths.maximumWidth = try fields["maximum\(column)ColumnWidth"]?.nonNegativeNumber()
        if let minimum = widths.minimumWidth, let maximum = widths.maximumWidth, minimum > maximum, let field = fields["minimum\(column)ColumnWidth"] {
            throw field.fail(.minimumAboveMaximum(column: column, minimum: minimum, maximum: maximum))
        }
        return widths
    }

    /// The one copy of a screen device's defaults: the decoder and the screen's key tables (and so
    /// the schema) read them here. Its size is our choice (Docs/Screens.md), an 11-inch iPad in
    /// landscape; its idiom and layout direction are `Device`'s defaults.
    enum Defaults {
        static let device = Device(screen: Size(width: 1180, height: 820))
    }
}
