/// The viewer page's markup, style and script: plain HTML, an inline script, no network.
/// A page that is fed new frames (`setData`, the live preview) marks what moved since the last ones.
public enum GalleryScript {
    /// What a page built on the viewer adds to it: header controls, markup after the pictures,
    /// style, and a script run after the viewer's (it sees the viewer's functions, e.g. `setData`).
    public struct Additions: Sendable {
        public var controls = ""
        public var markup = ""
        public var style = ""
        public var script = ""

        public init(controls: String = "", markup: String = "", style: String = "", script: String = "") {
            (self.controls, self.markup, self.style, self.script) = (controls, markup, style, script)
        }
    }

    /// The page around `data` (script-safe JSON, `GalleryPage.scriptSafe`).
    public static func page(data: String, title: String = "layout-compile render", additions: Additions = Additions()) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="color-scheme" content="light dark">
        <title>\(title)</title>
        <style>
        \(style)
        \(additions.style)
        </style>
        </head>
        <body>
        <header>
        <h1>\(title)</h1>
        <label>width <select id="width"></select></label>
        <label><input type="checkbox" id="rtl"> right to left</label>
        <label>zoom <select id="zoom"><option>0.25</option><option selected>0.5</option><option>1</option></select></label>
        \(additions.controls)
        <span id="legend"><i class="cell"></i>cell <i class="supplementary"></i>supplementary <i class="decoration"></i>decoration
        <i class="pinned"></i>pinned <i class="viewport"></i>viewport <i class="section"></i>section</span>
        <div id="info">Hover an element to see its frame and index path.</div>
        </header>
        <main id="specs"></main>
        \(additions.markup)
        <script type="application/json" id="data">\(data)</script>
        <script>
        \(script)
        </script>
        <script>
        \(additions.script)
        </script>
        </body>
        </html>

        """
    }

    static let style = """
        :root { --fg:#1f2933; --muted:#6b7785; --bg:#ffffff; --content:#fcfcfd; --cell:#dbe9ff; --cellStroke:#3b73c8;
          --sup:#ffe3b8; --supStroke:#d9822b; --pin:#ffd0d8; --pinStroke:#c8324f; --dec:#ece6f7; --decStroke:#9b8ec4;
          --section:#b9c0c9; --viewport:#d64545; --hover:#2e9d5b; --moved:#e0a800; }
        @media (prefers-color-scheme: dark) { :root { --fg:#e6e9ed; --muted:#9aa5b1; --bg:#15191e; --content:#1c2128;
          --cell:#1f3a5f; --cellStroke:#6fa0e8; --sup:#5a3d17; --supStroke:#f0a64b; --pin:#5c1f2b; --pinStroke:#ff7a93;
          --dec:#2d2640; --decStroke:#a99bd6; --section:#59616b; --viewport:#ff6b6b; --hover:#4cc47f; --moved:#ffd43b; } }
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: var(--fg); background: var(--bg); }
        header { position: sticky; top: 0; background: var(--bg); padding: 12px 24px; border-bottom: 1px solid var(--section); z-index: 1; }
        header h1 { font-size: 18px; margin: 0 0 8px; }
        header label { margin-right: 16px; }
        #legend i { display: inline-block; width: 14px; height: 10px; margin: 0 4px 0 10px; border: 1px solid; }
        #info { margin-top: 8px; font-family: Menlo, monospace; font-size: 13px; min-height: 1.3em; }
        main { padding: 0 24px; }
        section.spec { margin: 24px 0 40px; }
        .views { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; }
        figure { margin: 0; }
        figcaption { font-weight: bold; font-size: 13px; }
        .files a { margin-right: 8px; font-size: 12px; white-space: nowrap; }
        .note { color: var(--muted); font-size: 12px; }
        svg { display: block; margin-top: 6px; overflow: visible; }
        svg .content { fill: var(--content); stroke: var(--muted); }
        svg .cell, #legend .cell { fill: var(--cell); stroke: var(--cellStroke); background: var(--cell); border-color: var(--cellStroke); }
        svg .supplementary, #legend .supplementary { fill: var(--sup); stroke: var(--supStroke); background: var(--sup); border-color: var(--supStroke); }
        svg .pinned, #legend .pinned { fill: var(--pin); stroke: var(--pinStroke); background: var(--pin); border-color: var(--pinStroke); }
        svg .decoration, #legend .decoration { fill: var(--dec); stroke: var(--decStroke); stroke-dasharray: 4 3; background: var(--dec); border-color: var(--decStroke); }
        svg .section, #legend .section { fill: none; stroke: var(--section); stroke-dasharray: 2 3; border-style: dashed; border-color: var(--section); }
        svg .viewport, #legend .viewport { fill: none; stroke: var(--viewport); stroke-width: 2; stroke-dasharray: 8 4; border-color: var(--viewport); }
        svg .hidden-part { opacity: .3; }
        svg .hover { stroke: var(--hover); stroke-width: 3; }
        svg .moved { stroke: var(--moved); stroke-width: 3; }
        .rows button { margin: 0 4px; }
        """

    static let script = """
        let data = JSON.parse(document.getElementById('data').textContent);
        const NS = 'http://www.w3.org/2000/svg';
        const widthPicker = document.getElementById('width'), rtlBox = document.getElementById('rtl');
        const zoomPicker = document.getElementById('zoom'), info = document.getElementById('info');
        const main = document.getElementById('specs');
        const widths = [];
        /// Each spec's views' frames by element before the last `setData`, to mark what moved.
        let before = null;
        /// A view's label as the page shows it: a width in points, or a device as `render --devices` names it.
        const shown = w => isNaN(Number(w)) ? w : w + ' pt';
        /// The width picker's entries: every view's width (or device), the choice kept. Widths sort by
        /// number; device labels (iPhone16Pro-landscape) keep their order and no unit.
        function listWidths() {
          const chosen = widthPicker.value;
          widths.length = 0;
          for (const spec of data.specs) for (const view of spec.views) if (!widths.includes(view.width)) widths.push(view.width);
          if (widths.every(w => !isNaN(Number(w)))) widths.sort((a, b) => Number(a) - Number(b));
          widthPicker.textContent = '';
          widthPicker.add(new Option('every width', 'all'));
          for (const width of widths) widthPicker.add(new Option(shown(width), width));
          widthPicker.value = widths.includes(chosen) ? chosen : 'all';
        }
        listWidths();
        function elementKey(e) { return e[0] + ' ' + e[1] + ' ' + e[2] + '.' + e[3]; }
        /// New frames to draw (the live preview): what moved from the frames before is marked, and
        /// each orthogonal row stays at the offset it was stepped to.
        function setData(next) {
          before = new Map();
          for (const spec of data.specs) for (const view of spec.views) {
            const frames = new Map();
            for (const e of elementsOf(view)) frames.set(elementKey(e), e.slice(4, 8).join(','));
            before.set(spec.name + ' @ ' + view.width, { frames: frames, rows: view.rows });
          }
          for (const spec of next.specs) for (const view of spec.views) {
            const old = before.get(spec.name + ' @ ' + view.width);
            for (const row of view.rows) {
              const match = old && old.rows.find(r => r.section === row.section && r.chosen !== undefined);
              if (match && match.chosen < row.offsets.length) row.chosen = match.chosen;
            }
          }
          data = next;
          listWidths();
          draw();
        }
        /// Whether an element is new or has another frame than before the last `setData`.
        function moved(spec, view, e) {
          if (!before) return false;
          const old = before.get(spec.name + ' @ ' + view.width);
          return !!old && old.frames.get(elementKey(e)) !== e.slice(4, 8).join(',');
        }

        function node(name, attributes, parent) {
          const element = document.createElementNS(NS, name);
          for (const key in attributes) element.setAttribute(key, attributes[key]);
          if (parent) parent.appendChild(element);
          return element;
        }
        function label(e) {
          const path = e[3] < 0 ? 'layout' : e[2] + '.' + e[3];
          return e[0] + (e[1] ? ' ' + e[1] : '') + ' ' + path;
        }
        /// The elements of a view, with each orthogonal row at the offset the viewer has stepped it to.
        function elementsOf(view) {
          let list = view.elements;
          for (const row of view.rows) {
            const chosen = row.chosen === undefined ? row.current : row.chosen;
            list = list.filter(e => e[2] !== row.section || e[0] === 'decoration').concat(row.elements[chosen]);
          }
          return list;
        }
        /// One view: its files, its rows' controls and its picture, at `zoom` pixels per point.
        function drawView(spec, view, figure, rtl, zoom) {
          figure.innerHTML = '<figcaption></figcaption><div class="files"></div><div class="rows"></div><div class="note"></div>';
          figure.querySelector('figcaption').textContent = shown(view.width);
          for (const file of view.files) {
            const link = document.createElement('a');
            link.href = file; link.textContent = file;
            figure.querySelector('.files').appendChild(link);
          }
          const [cw, ch] = view.content, [vw, vh] = view.container;
          const mirror = (x, w) => rtl ? cw - x - w : x;
          let note = view.container.join('×') + ' pt, content ' + view.content.join('×') + ' pt';
          if (view.leftOut > 0) note += '; the first ' + view.elements.length + ' elements are shown, ' + view.leftOut + ' left out';
          figure.querySelector('.note').textContent = note;
          const drawnWidth = Math.max(cw, vw + view.offset[0]), drawnHeight = Math.max(ch, vh + view.offset[1]);
          const svg = node('svg', { width: drawnWidth * zoom, height: drawnHeight * zoom,
                                    viewBox: '0 0 ' + drawnWidth + ' ' + drawnHeight, 'data-width': view.width });
          figure.appendChild(svg);
          node('rect', { class: 'content', x: 0, y: 0, width: cw, height: ch }, svg);
          for (const s of view.sections) node('rect', { class: 'section', x: mirror(s[1], s[3]), y: s[2], width: s[3], height: s[4] }, svg);
          const rank = { decoration: 0, cell: 1, supplementary: 2 };
          const list = elementsOf(view).slice().sort((a, b) => (a[8] - b[8]) || ((rank[a[0]] || 1) - (rank[b[0]] || 1)));
          const visibleX = [view.offset[0], view.offset[0] + vw];
          for (const e of list) {
            const pinned = e[0] === 'supplementary' && e[8] >= 1000000000;
            const x = mirror(e[4], e[6]);
            const outside = view.vertical && (x + e[6] <= visibleX[0] || x >= visibleX[1]);
            const rect = node('rect', { class: (pinned ? 'pinned' : e[0]) + (outside ? ' hidden-part' : '') + (moved(spec, view, e) ? ' moved' : ''),
                                        x: x, y: e[5], width: Math.max(e[6], 0), height: Math.max(e[7], 0) }, svg);
            rect.dataset.label = label(e) + ' @ ' + shown(view.width);
            rect.dataset.frame = 'x ' + x + ', y ' + e[5] + ', ' + e[6] + '×' + e[7] + ', zIndex ' + e[8];
          }
          node('rect', { class: 'viewport', x: view.offset[0], y: view.offset[1], width: vw, height: vh }, svg);
          for (const row of view.rows) {
            const controls = document.createElement('div');
            const chosen = row.chosen === undefined ? row.current : row.chosen;
            controls.innerHTML = 'section ' + row.section + ' (' + row.behavior + '): <button class="previous">◀</button>'
              + '<span class="offset">offset ' + row.offsets[chosen] + '</span><button class="next">▶</button>';
            controls.dataset.section = row.section;
            // A row stepped by hand is not a change of the spec: what moved is no longer marked.
            const step = by => { row.chosen = Math.min(row.offsets.length - 1, Math.max(0, chosen + by)); before = null; drawView(spec, view, figure, rtl, zoom); };
            controls.querySelector('.previous').onclick = () => step(-1);
            controls.querySelector('.next').onclick = () => step(1);
            figure.querySelector('.rows').appendChild(controls);
          }
        }
        function draw() {
          const width = widthPicker.value, rtl = rtlBox.checked, zoom = Number(zoomPicker.value);
          main.textContent = '';
          for (const spec of data.specs) {
            const block = document.createElement('section');
            block.className = 'spec';
            block.innerHTML = '<h2></h2><div class="views"></div>';
            block.querySelector('h2').textContent = spec.name;
            main.appendChild(block);
            const views = width === 'all' ? spec.views : spec.views.filter(v => v.width === width);
            if (views.length === 0) block.querySelector('.views').textContent = 'not rendered at ' + shown(width);
            for (const view of views) {
              const figure = document.createElement('figure');
              block.querySelector('.views').appendChild(figure);
              drawView(spec, view, figure, rtl, zoom);
            }
          }
        }
        main.addEventListener('mouseover', event => {
          const rect = event.target.closest('[data-frame]');
          if (!rect) return;
          for (const old of main.querySelectorAll('.hover')) old.classList.remove('hover');
          rect.classList.add('hover');
          info.textContent = rect.dataset.label + ': ' + rect.dataset.frame;
        });
        widthPicker.onchange = draw; rtlBox.onchange = draw; zoomPicker.onchange = draw;
        draw();
        """
}
