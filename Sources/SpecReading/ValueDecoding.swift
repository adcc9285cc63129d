import LayoutEngine

/// The small value types of the spec: dimensions, sizes, spacings, insets, anchors, points.
extension Field {
    /// `name(number)`, as dimensions and spacings are written; a bare number stands for `bare(number)`.
    func call(among names: [String], bare: String) throws(SpecError) -> (name: String, value: Double) {
        if case .number = node.value { return (bare, try number()) }
        guard case .string(let text) = node.value else {
            throw fail("expected \(names.map { "\($0)(…)" }.joined(separator: ", ")) or a number, found \(node.typeName)")
        }
        // `.fractionalWidth(1/3)`, as Swift code writes it, reads as `fractionalWidth(1/3)`.
        var trimmed = text.trimmingSpaces
        if trimmed.hasPrefix(".") { trimmed.removeFirst() }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw fail("malformed '\(quotedForMessage(text))': expected one of \(names.map { "\($0)(…)" }.joined(separator: ", "))")
        }
        let name = String(trimmed[..<open]).trimmingSpaces
        var argument = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]).trimmingSpaces
        // `uniformAcrossSiblings(estimate: 44)`, as Swift code labels its argument.
        if let label = SpecKeys.argumentLabels[name], argument.hasPrefix(label) {
            argument = String(argument.dropFirst(label.count)).trimmingSpaces
        }
        guard names.contains(name) else {
            let hint = suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw fail("unknown '\(quotedForMessage(name))' in '\(quotedForMessage(text))'\(hint); expected one of: \(names.joined(separator: ", "))")
        }
        guard let value = Self.quotient(argument) else {
            throw fail("malformed '\(quotedForMessage(text))': '\(quotedForMessage(argument))' is not a number or a fraction such as 1/3")
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

    func dimension() throws(SpecError) -> Dimension {
        let (name, value) = try call(among: SpecKeys.dimensionFunctions, bare: "absolute")
        guard value >= 0 else { throw fail("a size must not be negative (found \(spelled(value)))") }
        switch name {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "estimated": return .estimated(value)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(value)
        default: return .absolute(value)
        }
    }

    func layoutSize() throws(SpecError) -> LayoutSize {
        let fields = try members(allowed: SpecKeys.size.names)
        return LayoutSize(width: try fields.required("width", in: self).dimension(),
                          height: try fields.required("height", in: self).dimension())
    }

    func spacing() throws(SpecError) -> Spacing {
        let (name, value) = try call(among: SpecKeys.spacingFunctions, bare: "fixed")
        guard value >= 0 else { throw fail("spacing must not be negative (found \(spelled(value)))") }
        return name == "flexible" ? .flexible(value) : .fixed(value)
    }

    /// A number for all four edges, or `{top, leading, bottom, trailing}` (missing = 0).
    func insets() throws(SpecError) -> DirectionalInsets {
        if case .number = node.value { return DirectionalInsets(all: try number()) }
        let fields = try members(allowed: SpecKeys.insets.names)
        let missing = ModelDefaults.insets
        return DirectionalInsets(top: try fields["top"]?.number() ?? missing.top, leading: try fields["leading"]?.number() ?? missing.leading,
                                 bottom: try fields["bottom"]?.number() ?? missing.bottom,
                                 trailing: try fields["trailing"]?.number() ?? missing.trailing)
    }

    func edgeSpacing() throws(SpecError) -> EdgeSpacing {
        let fields = try members(allowed: SpecKeys.edgeSpacing.names)
        return EdgeSpacing(leading: try fields["leading"]?.spacing(), top: try fields["top"]?.spacing(),
                           trailing: try fields["trailing"]?.spacing(), bottom: try fields["bottom"]?.spacing())
    }

    /// `[x, y]`.
    func point() throws(SpecError) -> Point {
        let pair = try elements()
        guard pair.count == 2 else { throw fail("expected [x, y], found a list of \(pair.count)") }
        return Point(x: try pair[0].number(), y: try pair[1].number())
    }

    /// `{width, height}` of a self-sizing view: what it asks for on an estimated axis.
    func measuredSize() throws(SpecError) -> MeasuredSize {
        let fields = try members(allowed: SpecKeys.measuredSize.names)
        return MeasuredSize(width: try fields["width"]?.nonNegativeNumber(), height: try fields["height"]?.nonNegativeNumber())
    }

    /// `{edges: [top, trailing], absoluteOffset: [x, y]}` or `{edges: [...], fractionalOffset: [x, y]}`.
    func anchor() throws(SpecError) -> Anchor {
        let fields = try members(allowed: SpecKeys.anchor.names)
        var edges = Set<Edge>()
        for edge in try fields["edges"]?.elements() ?? [] {
            let value = try edge.choice(Edge.self)
            guard edges.insert(value).inserted else { throw edge.fail("edge '\(value.rawValue)' given twice") }
        }
        switch (fields["absoluteOffset"], fields["fractionalOffset"]) {
        case (.some, .some):
            throw fail("give absoluteOffset or fractionalOffset, not both")
        case (.some(let absolute), nil):
            return Anchor(edges: edges, offset: .absolute(try absolute.point()))
        case (nil, .some(let fractional)):
            return Anchor(edges: edges, offset: .fractional(try fractional.point()))
        case (nil, nil):
            return Anchor(edges: edges)
        }
    }

    func zIndex() throws(SpecError) -> Int {
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
