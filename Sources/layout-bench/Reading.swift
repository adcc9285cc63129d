#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpecReading

/// Spec reading throughput: a spec of many sections with item entries (ids and heights), about
/// 5 to 12 MB, in each layout of the text the readers meet: pretty-printed JSON, minified JSON (one
/// line), YAML flow entries, YAML block entries. The document read alone, then read and decoded;
/// the CPU time of the reading thread (the reader uses one), medians of three runs: two rows of the table each.
enum ReadingBench {
    static func run(sections: Int) {
        let perSection = 40
        func entry(_ section: Int, _ item: Int) -> (id: String, height: Int) { ("s\(section)i\(item)", 44 + item % 5) }
        let group = #"{"size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}, "#
            + #""subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}}}]}"#
        var pretty = "{\n  \"section\": {\n    \"group\": \(group)\n  },\n  \"sections\": [\n"
        var minified = "{\"section\":{\"group\":\(group.filter { $0 != " " })},\"sections\":["
        let yamlHead = """
            section:
              group:
                size: {width: fractionalWidth(1), height: estimated(44)}
                subitems: [{item: {size: {width: fractionalWidth(1), height: estimated(44)}}}]
            sections:

            """
        var flow = yamlHead, block = yamlHead
        for section in 0..<sections {
            pretty += section == 0 ? "    {\n      \"items\": [\n" : ",\n    {\n      \"items\": [\n"
            minified += section == 0 ? "{\"items\":[" : ",{\"items\":["
            flow += "  - items:\n"
            block += "  - items:\n"
            for item in 0..<perSection {
                let (id, height) = entry(section, item)
                pretty += "        {\n          \"id\": \"\(id)\",\n          \"height\": \(height)\n        }"
                pretty += item == perSection - 1 ? "\n" : ",\n"
                minified += "{\"id\":\"\(id)\",\"height\":\(height)}" + (item == perSection - 1 ? "" : ",")
                flow += "      - {id: \(id), height: \(height)}\n"
                block += "      - id: \(id)\n        height: \(height)\n"
            }
            pretty += "      ]\n    }"
            minified += "]}"
        }
        pretty += "\n  ]\n}\n"
        minified += "]}"
        let json = { (text: String) throws(DocumentError) -> DocumentNode in try JSONReader.read(text) }
        let yaml = { (text: String) throws(DocumentError) -> DocumentNode in try YAMLReader.read(text) }
        let texts: [(String, String, (String) throws(DocumentError) -> DocumentNode)] = [
            ("JSON pretty-printed", pretty, json), ("JSON minified (one line)", minified, json),
            ("YAML flow entries", flow, yaml), ("YAML block entries", block, yaml),
        ]
        for (name, text, read) in texts {
            let megabytes = Double(text.utf8.count) / 1_000_000
            // What each run makes is kept until every run is timed, as the command keeps its spec:
            // each run writes fresh memory (as a process reading its spec once does), and freeing
            // it, which is not reading, is not counted.
            var documents: [DocumentNode] = []
            let parse = medianSeconds(runs: 3, clock: CLOCK_THREAD_CPUTIME_ID) {
                if let document = try? read(text) { documents.append(document) }
            }
            var specs: [(DocumentNode, CompiledSpec?)] = []
            let decode = medianSeconds(runs: 3, clock: CLOCK_THREAD_CPUTIME_ID) {
                if let document = try? read(text) { specs.append((document, try? SpecDecoder.decode(document))) }
            }
            Table.row("in-process: \(name), \(Int(megabytes.rounded())) MB: document, \(Int((megabytes / parse).rounded())) MB/s", seconds: parse)
            Table.row("in-process: \(name): read and decoded, \(Int((megabytes / decode).rounded())) MB/s", seconds: decode)
        }
    }
}
