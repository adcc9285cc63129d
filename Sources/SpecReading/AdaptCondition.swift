import LayoutEngine

/// The `when:` of an `adapt` entry: every key must hold in the environment.
struct AdaptCondition {
    private var checks: [(Environment) -> Bool] = []

    init(_ field: Field) throws(SpecError) {
        let fields = try field.members(allowed: ["width", "height", "horizontalSizeClass", "verticalSizeClass", "layoutDirection"])
        if let width = fields["width"] {
            let test = try width.comparison()
            checks.append { test($0.width) }
        }
        if let height = fields["height"] {
            let test = try height.comparison()
            checks.append { test($0.height) }
        }
        if let sizeClass = fields["horizontalSizeClass"] {
            let wanted = try sizeClass.choice(SizeClass.self)
            checks.append { $0.horizontalSizeClass == wanted }
        }
        if let sizeClass = fields["verticalSizeClass"] {
            let wanted = try sizeClass.choice(SizeClass.self)
            checks.append { $0.verticalSizeClass == wanted }
        }
        if let direction = fields["layoutDirection"] {
            let wanted = try direction.choice(LayoutDirection.self)
            checks.append { $0.layoutDirection == wanted }
        }
    }

    func holds(in environment: Environment) -> Bool {
        checks.allSatisfy { $0(environment) }
    }
}

extension Field {
    /// `"> 800"`, `">= 600"`, `"< 400"`, `"<= 320"`, `"== 390"`, or a bare number (equal to).
    func comparison() throws(SpecError) -> (Double) -> Bool {
        if case .number = node.value {
            let value = try number()
            return { $0 == value }
        }
        let text = try string().trimmingSpaces
        let operators: [(String, (Double, Double) -> Bool)] = [
            (">=", { $0 >= $1 }), ("<=", { $0 <= $1 }), ("==", { $0 == $1 }), (">", { $0 > $1 }), ("<", { $0 < $1 }),
        ]
        for (symbol, compare) in operators where text.hasPrefix(symbol) {
            let rest = String(text.dropFirst(symbol.count)).trimmingSpaces
            guard let bound = Double(rest), bound.isFinite else {
                throw fail("malformed condition '\(quotedForMessage(text))': '\(quotedForMessage(rest))' is not a number")
            }
            return { compare($0, bound) }
        }
        throw fail("malformed condition '\(quotedForMessage(text))': expected a comparison like \"> 800\", \">= 600\", \"< 400\" or \"<= 320\"")
    }
}
