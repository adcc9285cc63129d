import FramesFormat
import LayoutEngine

/// A dimension computed from the section provider's container, as the spec writes it
/// (Docs/SpecFormat.md, "Container lengths"): `absolute(effectiveContentSize.width / 3 - 10)`,
/// `estimated(contentSize.width * 0.4 - 10)`, `absolute(contentInsets.leading + 16)`.
enum ContainerLengthText {
    /// The functions that take a container length: the lengths in points.
    static let functions = ["absolute", "estimated"]

    /// `MEASURE (* n)? (/ n)? ((+ | -) n)?`, spaces anywhere between; nil when `argument` is not
    /// one (the measure unknown, or the arithmetic in another order or form).
    static func length(_ argument: String) -> ContainerLength? {
        var rest = Substring(argument.trimmingSpaces)
        guard let measure = ContainerLength.Measure.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
            .first(where: { rest.hasPrefix($0.rawValue) }) else { return nil }
        rest = rest.dropFirst(measure.rawValue.count)
        var length = ContainerLength(measure)
        // Each operator at most once, in this order: the order the engine computes in.
        for op in ["*", "/", "+", "-"] {
            let trimmed = rest.drop { $0 == " " }
            guard trimmed.hasPrefix(op) else { continue }
            let afterOp = trimmed.dropFirst().drop { $0 == " " }
            let digits = afterOp.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" }
            // Bounded as every length of a spec is (Docs/CLI.md, "Limits").
            guard let number = Double(digits), number.isFinite, number <= SpecLimits.maximumLength else { return nil }
            switch op {
            case "*": length.multiplier = number
            case "/": length.divisor = number
            case "+": length.offset = number
            default: length.offset = -number
            }
            rest = afterOp.dropFirst(digits.count)
            if op == "+" { break }
        }
        guard rest.allSatisfy({ $0 == " " }), length.multiplier > 0, length.divisor > 0 else { return nil }
        return length
    }

    /// Whether `argument` starts as a container length does (a measure's first name).
    static func looksLikeOne(_ argument: String) -> Bool {
        let trimmed = argument.trimmingSpaces
        return ["contentSize.", "effectiveContentSize.", "contentInsets."].contains { trimmed.hasPrefix($0) }
    }

}

extension ContainerLength {
    /// The length as the spec writes it inside `absolute(…)`, and as Swift reads it after
    /// `environment.container.`: `effectiveContentSize.width / 3 - 10`.
    public var expressionText: String {
        var text = measure.rawValue
        if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
        if divisor != 1 { text += " / \(formatNumber(divisor))" }
        if offset > 0 { text += " + \(formatNumber(offset))" }
        if offset < 0 { text += " - \(formatNumber(-offset))" }
        return text
    }
}

extension Field {
    /// `absolute(MEASURE …)` or `estimated(MEASURE …)`: nil when the value is no container length.
    func containerDimension() throws(Diagnostics) -> Dimension? {
        guard case .string(let text) = node.value, let open = text.firstIndex(of: "("), text.trimmingSpaces.hasSuffix(")") else { return nil }
        var name = String(text[..<open]).trimmingSpaces
        if name.hasPrefix(".") { name.removeFirst() }
        let inner = String(text[text.index(after: open)...]).trimmingSpaces
        let argument = String(inner.dropLast())
        guard ContainerLengthText.looksLikeOne(argument) else { return nil }
        guard ContainerLengthText.functions.contains(name), let length = ContainerLengthText.length(argument) else {
            throw fail(.malformedContainerLength(text: text, argument: argument))
        }
        return .container(length, estimated: name == "estimated")
    }
}
