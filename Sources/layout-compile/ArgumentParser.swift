import Foundation
import FramesFormat
import LayoutEngine
import SpecReading

/// A command line that cannot be understood: exit 64 with this message and a pointer to --help.
struct UsageError: Error, Equatable {
    var message: String
}

/// A small parser for `--name value`, `--name=value`, flags and positional arguments.
struct ArgumentParser {
    /// One option: what the parser reads, and what `--help`, the man page and the shell
    /// completions say of it (Help/), from this one place so that they cannot disagree.
    struct Option {
        var names: [String]
        var takesValue: Bool
        var repeatable = false
        /// The value's name in help (`W`, `FILE`), for an option that takes one.
        var valueName = "VALUE"
        var help = ""
        /// What a shell offers for the value.
        var completion = ValueCompletion.none
    }

    let options: [Option]

    struct Parsed {
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positional: [String] = []

        func value(_ name: String) -> String? { values[name]?.last }
    }

    /// Parses `arguments`; options are keyed by their last (long) name.
    func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                parsed.positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                let hint = suggestion(for: name, among: options.flatMap(\.names)).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(hint)")
            }
            let key = option.names.last ?? name
            if !option.takesValue {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                parsed.flags.insert(key)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError(message: "option '\(name)' needs a value") }
                value = arguments[index]
                index += 1
            }
            // No option's value can be empty (`-o ""` names no file): a script's unset variable.
            guard !value.isEmpty else { throw UsageError(message: "option '\(name)' needs a value, got an empty one") }
            if parsed.values[key] != nil && !option.repeatable {
                throw UsageError(message: "option '\(name)' given more than once")
            }
            parsed.values[key, default: []].append(value)
        }
        return parsed
    }
}

extension ArgumentParser.Parsed {
    /// A number option, checked to lie in `range`.
    func number(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let value = Double(text), value.isFinite else { throw UsageError(message: "\(name) expects a number, got '\(text)'") }
        guard range.contains(value) else {
            throw UsageError(message: "\(name) \(text) is out of range (\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)))")
        }
        return value
    }

    /// Comma-separated numbers, e.g. `--rect 0,0,320,50`: exactly `count` of them, or with
    /// `count` nil any number of them, each in `range`.
    func numbers(_ name: String, count: Int?, _ text: String,
                 in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) throws(UsageError) -> [Double] {
        let expected = count.map { "\($0) comma-separated numbers" } ?? "comma-separated numbers"
        let bounds = range.lowerBound > -Double.greatestFiniteMagnitude
            ? " from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))" : ""
        var values: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite, range.contains(value) else {
                throw UsageError(message: "\(name) expects \(expected)\(bounds), got '\(text)'")
            }
            values.append(value)
        }
        guard count.map({ values.count == $0 }) ?? true else {
            throw UsageError(message: "\(name) expects \(expected)\(bounds), got '\(text)'")
        }
        return values
    }
}
