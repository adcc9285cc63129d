import LayoutEngine

/// `layout-compile.yml`: a project's specs and how its CI checks them, so that `layout-compile render`
/// with no SPEC is the whole check (Docs/CLI.md, "Project file"). Paths are relative to the file's folder.
public struct ProjectFile: Sendable, Equatable {
    /// The file's name, found in the working directory or the nearest folder above it.
    public static let fileName = "layout-compile.yml"

    /// The specs: paths, or patterns whose last part holds `*` (`Examples/*.yaml`).
    public var specs: [String]
    public var widths: [Double]?
    public var device: String?
    public var devices: [String]?
    public var design: Design?
    public var goldens: String?
    public var tolerance: Double?
    public var warningsAsErrors: Bool?
    /// The Swift files and folders every `.swift` spec is read with, its module (`--swift-sources`).
    public var swiftSources: [String]?

    /// The keys; `deviceNames` are the names `--device` takes, the only values of `device`;
    /// `defaultWidths` and `defaultTolerance`, render's when none are given, are stated as the
    /// defaults of `widths` (in its description) and `tolerance`.
    public static func keys(deviceNames: [String], defaultWidths: [Double] = [], defaultTolerance: Double? = nil) -> KeyTable {
        let widthsDefault = defaultWidths.isEmpty ? "" : "; default \(defaultWidths.map(spelled).joined(separator: ", "))"
        return KeyTable("project", "A project file, layout-compile.yml: what `layout-compile render` with no SPEC checks.", keys: [
            SpecKey("specs", .list(.string(nonEmpty: true)), required: true,
                    "The specs, relative to this file: paths, or patterns with * in their last part (Examples/*.yaml)."),
            SpecKey("widths", .list(.positive), "The widths every spec is rendered at (--widths)\(widthsDefault)."),
            SpecKey("device", .choice(deviceNames), "A device's screen (--device): the only width unless widths are given."),
            SpecKey("devices", .list(.choice(deviceNames), maximum: nil, unique: true),
                    "Render on each device instead of widths (--devices), goldens named NAME@DEVICE-portrait."),
            SpecKey("design", .choice(of: Design.self), "The list design every spec is rendered in (--design); default each spec's own."),
            SpecKey("goldens", .string(nonEmpty: true), "The golden frames folder, relative to this file (--expect-dir)."),
            SpecKey("tolerance", .length(minimum: 0, exclusive: false), default: defaultTolerance.map(SpecDefault.number),
                    "How far a number may move and still match its golden (--tolerance); at most 1000."),
            SpecKey("warningsAsErrors", .bool, default: .bool(false), "A warning fails the check (--warnings-as-errors)."),
            SpecKey("swiftSources", .list(.string(nonEmpty: true)),
                    "Swift files and folders, relative to this file, read with every .swift spec as one module (--swift-sources)."),
        ])
    }

    /// Decodes the file's document; a key's errors name the key, the file's name is the caller's.
    public static func decode(_ root: DocumentNode, deviceNames: [String]) throws(Diagnostics) -> ProjectFile {
        let document = Field(SpecDecoder.withoutAuthorKeys(root), path: "")
        let fields = try document.members(allowed: keys(deviceNames: deviceNames).names)
        let specs = try fields.required("specs", in: document).elements().map { entry throws(Diagnostics) in
            try entry.projectPath(.specPath)
        }
        var widths: [Double]?
        if let field = fields["widths"] {
            widths = try field.elements().map { entry throws(Diagnostics) in try entry.positiveLength() }
            if widths?.isEmpty == true { throw field.fail(.noWidths) }
        }
        /// A name `--device` takes.
        func deviceName(_ field: Field) throws(Diagnostics) -> String {
            let name = try field.string()
            guard deviceNames.contains(name) else {
                throw field.fail(.unknownDevice(name: name, suggestion: suggestion(for: name, among: deviceNames), allowed: deviceNames))
            }
            return name
        }
        let device = try fields["device"].map(deviceName)
        let devices = try fields["devices"]?.elements().map(deviceName)
        var tolerance: Double?
        if let field = fields["tolerance"] {
            let value = try field.nonNegativeNumber()
            guard value <= 1_000 else { throw field.fail(.outOfRange(value: spelled(value), range: 0...1_000)) }
            tolerance = value
        }
        return ProjectFile(specs: specs, widths: widths, device: device, devices: devices,
                           design: try fields["design"]?.choice(Design.self), goldens: try fields["goldens"]?.projectPath(.goldensFolder),
                           tolerance: tolerance, warningsAsErrors: try fields["warningsAsErrors"]?.bool(),
                           swiftSources: try fields["swiftSources"]?.elements().map { entry throws(Diagnostics) in
                               try entry.projectPath(.swiftSource)
                           })
    }
}

extension Field {
    /// A project file's path: not empty, relative, and not climbing out of the file's folder with
    /// `..` (Docs/CLI.md, "Files a spec or project may touch"); links are the opener's to refuse.
    func projectPath(_ role: SpecMessage.NameRole) throws(Diagnostics) -> String {
        let path = try nonEmptyString(role)
        var depth = 0
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            depth += part == ".." ? -1 : 1
            if depth < 0 { throw fail(.projectPathOutside(path: path)) }
        }
        if path.hasPrefix("/") { throw fail(.projectPathOutside(path: path)) }
        return path
    }
}
