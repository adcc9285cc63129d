/// The fixed parts of the HTML diff report: its style, legend and script. No network: everything
/// is in the page.
enum HTMLDiffPage {
    /// Pixels a picture is drawn across at most (a wider layout is scaled down to it).
    static let pictureWidth = 640.0

    static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>layout-compile: frames against their goldens</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 1.5em; color: #222; }
        h1 { font-size: 1.2em; } h2 { font-size: 1.05em; margin-bottom: 0.2em; }
        pre.summary, ol.changes { font: 12px ui-monospace, Menlo, monospace; white-space: pre-wrap; }
        section.comparison { border-top: 1px solid #ccc; margin-top: 1.5em; }
        svg.overlay { border: 1px solid #ddd; background: #fafafa; display: block; margin: 0.5em 0; }
        svg rect { vector-effect: non-scaling-stroke; stroke-width: 1.5; }
        svg rect.content { fill: #fff; stroke: #ddd; }
        svg g.context rect { fill: #eee; stroke: #bbb; stroke-width: 0.5; }
        svg rect.old { fill: none; stroke: #1f6feb; stroke-dasharray: 4 3; }
        svg rect.new { fill: rgba(230, 126, 34, 0.15); stroke: #e67e22; }
        svg rect.added { fill: rgba(46, 160, 67, 0.3); stroke: #2ea043; }
        svg rect.removed { fill: rgba(207, 34, 46, 0.2); stroke: #cf222e; stroke-dasharray: 4 3; }
        svg a:hover rect { stroke-width: 3; }
        li:target { background: #fff3b0; }
        .legend span { display: inline-block; width: 1em; height: 0.8em; margin: 0 0.3em 0 0.8em; border: 1.5px solid; }
        </style>
        </head>
        <body>

        """

    static let legend = """
        <p class="legend"><span style="border-color:#1f6feb;border-style:dashed"></span>golden
        <span style="border-color:#e67e22;background:rgba(230,126,34,0.15)"></span>new
        <span style="border-color:#2ea043;background:rgba(46,160,67,0.3)"></span>added
        <span style="border-color:#cf222e;border-style:dashed;background:rgba(207,34,46,0.2)"></span>removed
        <span style="border-color:#bbb;background:#eee"></span>unchanged.
        Click an element for its line.</p>

        """

    /// The end of the page.
    static let tail = """
        </body>
        </html>

        """
}
