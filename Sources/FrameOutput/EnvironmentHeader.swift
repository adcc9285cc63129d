import FramesFormat
import LayoutEngine

/// What the frames header says of the environment a layout was solved in (Docs/SpecFormat.md,
/// "Output"): the list design, the idiom, the text size, the collection view's layout margins, the
/// list's standard margin (the 16|20 rule, Docs/Lists.md), the safe area and the size classes.
enum EnvironmentHeader {
    /// `  "environment": {…},\n` for frames JSON.
    static func jsonMember(_ environment: Environment) -> String {
        OutputBuffer.text { out throws(OutputError) in
            try out.append("  \"environment\": {\"design\": ")
            try out.append(jsonString: environment.design.rawValue)
            try out.append(", \"idiom\": ")
            try out.append(jsonString: environment.idiom.rawValue)
            try out.append(", \"contentSizeCategory\": ")
            try out.append(jsonString: environment.contentSizeCategory.rawValue)
            try out.append(", \"layoutMargins\": ")
            try appendInsets(environment.layoutMargins, to: &out)
            try out.append(", \"standardMargin\": ")
            try out.append(number: ListMetrics(environment).standardMargin)
            try out.append(", \"safeAreaInsets\": ")
            try appendInsets(environment.safeAreaInsets, to: &out)
            try out.append(", \"horizontalSizeClass\": ")
            try out.append(jsonString: environment.horizontalSizeClass.rawValue)
            try out.append(", \"verticalSizeClass\": ")
            try out.append(jsonString: environment.verticalSizeClass.rawValue)
            try out.append("},\n")
        }
    }

    private static func appendInsets(_ insets: DirectionalInsets, to out: inout OutputBuffer) throws(OutputError) {
        try out.append("{\"top\": ")
        try out.append(number: insets.top)
        try out.append(", \"leading\": ")
        try out.append(number: insets.leading)
        try out.append(", \"bottom\": ")
        try out.append(number: insets.bottom)
        try out.append(", \"trailing\": ")
        try out.append(number: insets.trailing)
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
