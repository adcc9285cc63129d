import LayoutEngine

/// The small value types of the spec: dimensions, sizes, spacings, insets, anchors, points.
extension Field {
    /// `name(number)`, as dimensions and spacings are written; a bare number stands for `bare(number)`.
    func call(among names: [String], bare: String) throws(Diagnostics) -> (name: String, value: Double) {
        if case .number = node.value { return (bare, try number()) }
        guard case .string(let text) = node.value else {
            throw fail(.wrongType(expected: .callOrNumber(names), found: node.typeName))
        }
        // `.fractionalWidth(1/3)`, as Swift code writes it, reads as `fractionalWidth(1/3)`.
        var trimmed = text.trimmingSpaces
        if trimmed.hasPrefix(".") { trimmed.removeFirst() }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw fail(.malformedCall(text: text, functions: names))
        }
        let name = String(trimmed[..<open]).trimmingSpaces
        var argument = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]).trimmingSpaces
        // `uniformAcrossSiblings(estimate: 44)`, as Swift code labels its argument.
        if let label = SpecKeys.argumentLabels[name], argument.hasPrefix(label) {
            argument = String(argument.dropFirst(label.count)).trimmingSpaces
        }
        guard names.contains(name) else {
            throw fail(.unknownFunction(name: name, text: text, suggestion: suggestion(for: name, among: names), functions: names))
        }
        guard let value = Self.quotient(argument) else {
            throw fail(.malformedArgument(text: text, argument: argument))
        }
        return (name, try checked(value))
    }

    /// A number, or a quotient of two written as Swift code writes fractions (`1/3`, `2.0 / 3`).
    static func quotient(_ text: String) -> Double? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        switch parts.count {
        case 1: return Double(parts[0])
        case 2:
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else { return nil }
            return numerator / denominator
        default: return nil
        }
    }

    func dimension() throws(Diagnostics) -> Dimension {
        if let computed = try containerDimension() { return computed }
        let (name, value) = try call(among: SpecKeys.dimensionFunctions, bare: "absolute")
        guard value >= 0 else { throw fail(.negativeSize(value: value)) }
        switch name {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "estimated": return .estimated(value)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(value)
        default: return .absolute(value)
        }
    }

    func layoutSize() throws(Diagnostics) -> LayoutSize {
        let fields = try members(allowed: SpecKeys.size.names)
        return LayoutSize(width: try fields.required("width", in: self).dimension(),
                          height: try fields.required("height", in: self).dimension())
    }

    func spacing() throws(Diagnostics) -> Spacing {
        let (name, value) = try call(among: SpecKeys.spacingFunctions, bare: "fixed")
        guard value >= 0 else { throw fail(.negativeSpacing(value: value)) }
        return name == "flexible" ? .flexible(value) : .fixed(value)
    }

    /// A number for all four edges, or `{top, leading, bottom, trailing}` (missing = 0).
    func insets() throws(Diagnostics) -> DirectionalInsets {
        if case .number = node.value { return DirectionalInsets(all: try number()) }
        let fields = try members(allowed: SpecKeys.insets.names)
        let missing = ModelDefaults.insets
        return DirectionalInsets(top: try fields["top"]?.number() ?? missing.top, leading: try fields["leading"]?.number() ?? missing.leading,
                                 bottom: try fields["bottom"]?.number() ?? missing.bottom,
                                 trailing: try fields["trailing"]?.number() ?? missing.trailing)
    }

    func edgeSpacing() throws(Diagnostics) -> EdgeSpacing {
        let fields = try members(allowed: SpecKeys.edgeSpacing.names)
        return EdgeSpacing(leading: try fields["leading"]?.spacing(), top: try fields["top"]?.spacing(),
                           trailing: try fields["trailing"]?.spacing(), bottom: try fields["bottom"]?.spacing())
    }

    /// `[x, y]`.
    func point() throws(Diagnostics) -> Point {
        let pair = try elements()
        guard pair.count == 2 else { throw fail(.notAPair(.point, count: pair.count)) }
        return Point(x: try pair[0].number(), y: try pair[1].number())
    }

    /// `{width, height}` of a self-sizing view: what it asks for on an estimated axis.
    func measuredSize() throws(Diagnostics) -> MeasuredSize {
        let fields = try members(allowed: SpecKeys.measuredSize.names)
        return MeasuredSize(width: try fields["width"]?.nonNegativeNumber(), height: try fields["height"]?.nonNegativeNumber())
    }

    /// `{edges: [top, trailing], absoluteOffset: [x, y]}` or `{edges: [...], fractionalOffset: [x, y]}`.
    func anchor() throws(Diagnostics) -> Anchor {
        let fields = try members(allowed: SpecKeys.anchor.names)
        var edges = Set<Edge>()
        for edge in try fields["edges"]?.elements() ?? [] {
            let value = try edge.choice(Edge.self)
            guard edges.insert(value).inserted else { throw edge.fail(.repeatedEdge(value.rawValue)) }
        }
        switch (fields["absoluteOffset"], fields["fractionalOffset"]) {
        case (.some, .some):
            throw fail(.conflictingKeys(.absoluteAndFractionalOffset))
        case (.some(let absolute), nil):
            return Anchor(edges: edges, offset: .absolute(try absolute.point()))
        case (nil, .some(let fractional)):
            return Anchor(edges: edges, offset: .fractional(try fractional.point()))
        case (nil, nil):
            return Anchor(edges: edges)
        }
    }

    func zIndex() throws(Diagnostics) -> Int {
        try integer(in: -1_000_000...1_000_000)
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
