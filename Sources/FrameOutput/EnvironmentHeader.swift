import FramesFormat
import LayoutEngine

/// What the frames header says of the environment a layout was solved in (Docs/SpecFormat.md,
/// "Output"): the list design, the idiom, the text size, the collection view's layout margins, the
/// list's standard margin (the 16|20 rule, Docs/Lists.md), the safe area and the size classes.
enum EnvironmentHeader {
    /// A header value: a name, a length or four insets.
    private enum Value {
        case text(String), number(Double), insets(DirectionalInsets)
    }

    /// `  "environment": {…},\n` for frames JSON.
    static func jsonMember(_ environment: Environment) -> String {
        let members: [(String, Value)] = [
            ("design", .text(environment.design.rawValue)), ("idiom", .text(environment.idiom.rawValue)),
            ("contentSizeCategory", .text(environment.contentSizeCategory.rawValue)),
            ("layoutMargins", .insets(environment.layoutMargins)),
            ("standardMargin", .number(ListMetrics(environment).standardMargin)),
            ("safeAreaInsets", .insets(environment.safeAreaInsets)),
            ("horizontalSizeClass", .text(environment.horizontalSizeClass.rawValue)),
            ("verticalSizeClass", .text(environment.verticalSizeClass.rawValue)),
        ]
        return OutputBuffer.text { out throws(OutputError) in
            try out.append("  \"environment\": ")
            for (index, (key, value)) in members.enumerated() {
                try out.append(index == 0 ? "{" : ", ")
                try out.append(jsonString: key)
                try out.append(": ")
                switch value {
                case .text(let text): try out.append(jsonString: text)
                case .number(let number): try out.append(number: number)
                case .insets(let insets): try appendInsets(insets, to: &out)
                }
            }
            try out.append("},\n")
        }
    }

    /// `{"top": …, "leading": …, "bottom": …, "trailing": …}`
    private static func appendInsets(_ insets: DirectionalInsets, to out: inout OutputBuffer) throws(OutputError) {
        let sides = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        for (index, (side, value)) in sides.enumerated() {
            try out.append(index == 0 ? "{" : ", ")
            try out.append(jsonString: side)
            try out.append(": ")
            try out.append(number: value)
        }
        try out.append("}")
    }

    /// One line for a picture's heading: `glass design, margins 8 (list 20), safe area 59/0/34/0, compact × regular`.
    static func summary(_ environment: Environment) -> String {
        let margins = environment.layoutMargins, safe = environment.safeAreaInsets
        let sides = [margins.top, margins.leading, margins.bottom, margins.trailing]
        let marginText = Set(sides).count == 1 ? formatNumber(margins.top) : sides.map(formatNumber).joined(separator: "/")
        return "\(environment.design.rawValue) design, margins \(marginText) (list \(formatNumber(ListMetrics(environment).standardMargin))), "
            + "safe area \([safe.top, safe.leading, safe.bottom, safe.trailing].map(formatNumber).joined(separator: "/")), "
            + "\(environment.horizontalSizeClass.rawValue) × \(environment.verticalSizeClass.rawValue)"
    }
}
