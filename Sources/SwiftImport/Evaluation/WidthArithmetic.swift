import FramesFormat
import LayoutEngine
import SpecReading

/// `width * numerator / denominator + offset`: arithmetic on the container's width (or height),
/// kept exact (Docs/Import.md, "Width arithmetic").
struct LinearLength: Equatable {
    var numerator = 1.0
    var denominator = 1.0
    var offset = 0.0

    func value(at length: Double) -> Double { length * numerator / denominator + offset }

    /// The length at which the value is `value` (the slope is positive).
    func length(where value: Double) -> Double { (value - offset) * denominator / numerator }
}

extension Evaluator {
    /// The widest container whose whole numbers computed from its width (`floor(width / 170)`) the
    /// import writes as adapt entries, step by step: twice the widest device's width (an iPad Pro 13"
    /// in landscape, 1376), so that Mac windows and external displays are covered (our choice).
    static let widestSteppedContainer = 2_752.0
    /// The most steps one whole number computed from the width may take (each is an adapt entry).
    static let maximumLengthSteps = 48

    /// `width / 170`, `width - 32`, `2 * width`, and their comparisons with numbers (as the width's
    /// own, at the bound the arithmetic gives): nil when neither side is the container's length.
    func lengthArithmetic(_ op: String, _ left: Value, _ right: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Value? {
        let lengthFirst: Bool
        let part: EnvironmentPart
        let other: Value
        switch (left, right) {
        case (.environment(let found), _) where found.isLength: (lengthFirst, part, other) = (true, found, right)
        case (_, .environment(let found)) where found.isLength: (lengthFirst, part, other) = (false, found, left)
        default: return nil
        }
        guard case .length(let key, let effective) = part.linear.key else { return nil }
        var linear = part.linear.value
        let comparisons = ["<", "<=", ">", ">=", "==", "!="]
        if comparisons.contains(op) {
            guard case .scaledLength = part else { return nil }  // the width itself: EnvironmentPaths.decide
            guard case .number(let bound) = other else {
                throw ImportDiagnostic("\(part.description) is compared here (\(op)) with \(other.typeDescription); adapt compares it "
                                       + "with a number only", at: position,
                                       instead: "compare it with a number, or give the comparison's outcome with --given 'EXPR=true' "
                                           + "(EXPR the comparison as written); " + Self.adaptAdvice(key, effective))
            }
            let lengthOp = lengthFirst ? op : (Self.mirrored[op] ?? op)
            return .bool(try decide(.length(key, effective: effective), lengthOp, .number(linear.length(where: bound)), at: position))
        }
        guard case .number(let constant) = other else {
            throw ImportDiagnostic("arithmetic on the container's \(key) meets \(other.typeDescription) here (\(op)); it is read with "
                                   + "numbers only (width / 170, width - 32)", at: position, instead: Self.adaptAdvice(key, effective))
        }
        switch op {
        case "+": linear.offset += constant
        case "-" where lengthFirst: linear.offset -= constant
        case "*" where constant > 0:
            linear.numerator *= constant
            linear.offset *= constant
        case "/" where lengthFirst && constant > 0:
            linear.denominator *= constant
            linear.offset /= constant
        default:
            throw ImportDiagnostic("the container's \(key) is read in sums, differences, products and quotients by positive numbers "
                                   + "(width / 170, width - 32), here \(lengthFirst ? "\(key) \(op) \(formatted(constant))" : "\(formatted(constant)) \(op) \(key)")",
                                   at: position, instead: Self.adaptAdvice(key, effective))
        }
        return .environment(.scaledLength(key, effective: effective, linear))
    }

    /// `floor(…)`, `ceil(…)`, `round(…)`, `Int(…)` of a number computed from the container's length: the
    /// whole number the path's width gives, each step a comparison (`width >= 340`) and so an adapt entry.
    func roundedLength(_ function: String, _ part: EnvironmentPart, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        guard case .length(let key, let effective) = part.linear.key else {
            throw ImportDiagnostic("\(function)(…) of \(part.description) is not read", at: position, instead: "round the container's width or height (or arithmetic on it), or write adapt entries for each width range")
        }
        let linear = part.linear.value
        func rounded(_ value: Double) -> Double {
            switch function {
            case "floor": value.rounded(.down)
            case "ceil": value.rounded(.up)
            case "round": value.rounded(.toNearestOrAwayFromZero)
            case "roundEven": value.rounded(.toNearestOrEven)
            default: value.rounded(.towardZero)
            }
        }
        let lowest = rounded(linear.value(at: 0)), highest = rounded(linear.value(at: Self.widestSteppedContainer))
        guard highest - lowest <= Double(Self.maximumLengthSteps) else {
            throw .limit("\(function)(…) of the container's \(key) takes more than \(Self.maximumLengthSteps) values up to a width of "
                         + "\(formatted(Self.widestSteppedContainer)): too many adapt entries", at: position, instead: "divide the width by a larger number, or write the spec's adapt entries by hand")
        }
        var step = highest
        while step > lowest {
            // The least length whose value rounds to `step` or more: `>=` at that length, or `>` past the one below it.
            let (op, value): (String, Double) = switch function {
            case "floor": (">=", step)
            case "ceil": (">", step - 1)
            case "round": (">=", step - 0.5)
            // Halves to the even neighbour: an even step from its half below on, an odd one past it.
            case "roundEven": (step.truncatingRemainder(dividingBy: 2) == 0 ? ">=" : ">", step - 0.5)
            default: step > 0 ? (">=", step) : (">", step - 1)
            }
            if try decide(.length(key, effective: effective), op, .number(linear.length(where: value)), at: position) { return .number(step) }
            step -= 1
        }
        return .number(lowest)
    }

    /// `max(1, width / 200)`, `min(…)`: each value against the one kept so far, by a comparison (a width
    /// comparison is an adapt condition), as Swift's `max` keeps the first of equal values.
    func extremum(_ function: String, of values: [Value], at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        var kept = values[0]
        for value in values.dropFirst() {
            guard case .bool(let replaces) = try binaryOperation(function == "max" ? ">" : "<", value, kept, at: position) else {
                throw ImportDiagnostic("\(function)(…) compares numbers, here \(value.typeDescription) with \(kept.typeDescription)",
                                       at: position, instead: "in the spec, write the value for each width range as adapt entries (Docs/SpecFormat.md, \"sections\")")
            }
            if replaces { kept = value }
        }
        return kept
    }

    /// `x.rounded()`, `x.rounded(.down)`: Swift's rounding method, on a number or on arithmetic on the
    /// width (then as `round(…)`, `floor(…)`, `ceil(…)` or `Int(…)` of it).
    func roundedMethod(_ receiver: Value, _ rule: Value?, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        let name: String
        switch rule {
        case nil, .member("toNearestOrAwayFromZero", _)?: name = "round"
        case .member("down", _)?: name = "floor"
        case .member("up", _)?: name = "ceil"
        case .member("towardZero", _)?: name = "Int"
        case .member("toNearestOrEven", _)?: name = "roundEven"
        default:
            throw ImportDiagnostic("rounded(\(rule?.typeDescription ?? "")) is read with a rounding rule written as its case", at: position,
                                   instead: "write .rounded(), or .rounded(.down), .rounded(.up), .rounded(.towardZero), .rounded(.toNearestOrEven)")
        }
        if case .environment(let part) = receiver, part.isLength { return try roundedLength(name, part, at: position) }
        let value = try number(receiver, at: position)
        let rounding: FloatingPointRoundingRule = switch name {
        case "floor": .down
        case "ceil": .up
        case "Int": .towardZero
        case "roundEven": .toNearestOrEven
        default: .toNearestOrAwayFromZero
        }
        return .number(value.rounded(rounding))
    }

    private func formatted(_ number: Double) -> String { formatNumber(number) }

    private static func adaptAdvice(_ key: String, _ effective: Bool) -> String {
        "in the spec, write adapt entries with when: {\(effective ? "effectiveContentSize: {\(key): \"> N\"}" : "\(key): \"> N\"")} (Docs/SpecFormat.md, \"sections\")"
    }
}

extension Value {
    /// Arithmetic on the container's width or height (or the length itself).
    var isLength: Bool {
        if case .environment(let part) = self { part.isLength } else { false }
    }

    var isNumber: Bool {
        if case .number = self { true } else { false }
    }
}

extension EnvironmentPart {
    var isLength: Bool {
        switch self {
        case .length, .scaledLength: true
        default: false
        }
    }

    /// The container length the spec writes for it (Docs/SpecFormat.md, "Container lengths"):
    /// `effectiveContentSize.width / 3 - 10`, `contentInsets.leading + 16`.
    func containerLength(at position: SourcePosition) throws(ImportDiagnostic) -> ContainerLength {
        guard case .length(let key, let effective) = linear.key,
              let measure = ContainerLength.Measure(rawValue: key.contains(".") ? key : (effective ? "effectiveContentSize." : "contentSize.") + key)
        else {
            throw ImportDiagnostic("\(description) is not a length of the container", at: position,
                                   instead: "write a container length such as absolute(effectiveContentSize.width / 3 - 10) (Docs/SpecFormat.md, \"Container lengths\")")
        }
        let value = linear.value
        return ContainerLength(measure, multiplier: value.numerator, divisor: value.denominator, offset: value.offset)
    }

    /// The length and its arithmetic so far (none for the length itself).
    var linear: (key: EnvironmentPart, value: LinearLength) {
        switch self {
        case .scaledLength(let key, let effective, let linear): (.length(key, effective: effective), linear)
        default: (self, LinearLength())
        }
    }
}
