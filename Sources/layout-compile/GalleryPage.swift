import FrameOutput

/// `index.html` of a render: every picture, a row per spec, a column per width.
enum GalleryPage {
    static func html(_ rendered: [[String]]) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>layout-compile render</title>
            <style>
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #1f2933; }
            section { margin-bottom: 40px; }
            .row { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; }
            figure { margin: 0; }
            figcaption { font-size: 12px; color: #6b7785; margin-bottom: 4px; }
            img { border: 1px solid #d5dae1; max-height: 900px; }
            </style>
            </head>
            <body>
            <h1>layout-compile render</h1>

            """
        for files in rendered {
            let pictures = files.filter { $0.hasSuffix(".svg") }
            guard let first = files.first else { continue }
            let name = String(first[..<(first.lastIndex(of: "@") ?? first.endIndex)])
            page += "<section>\n<h2>\(xmlEscaped(name))</h2>\n<div class=\"row\">\n"
            for picture in pictures {
                let data = files.filter { $0.hasPrefix(String(picture.dropLast(4)) + ".") && $0 != picture }
                let links = data.map { "<a href=\"\(xmlEscaped($0))\">\(xmlEscaped(String($0.split(separator: ".").last ?? "")))</a>" }
                page += "<figure><figcaption>\(xmlEscaped(picture)) \(links.joined(separator: " "))</figcaption>"
                page += "<img src=\"\(xmlEscaped(picture))\" alt=\"\(xmlEscaped(picture))\"></figure>\n"
            }
            if pictures.isEmpty {
                page += files.map { "<a href=\"\(xmlEscaped($0))\">\(xmlEscaped($0))</a>" }.joined(separator: "<br>\n") + "\n"
            }
            page += "</div>\n</section>\n"
        }
        return page + "</body>\n</html>\n"
    }
}
