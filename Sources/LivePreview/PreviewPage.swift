import LayoutEngine
import ViewerPage

/// The preview's page: the render viewer (GalleryScript) with the design and text size toggles,
/// the errors of a spec that stopped compiling over its last good picture, and a script that
/// takes new frames from the server's events.
enum PreviewPage {
    /// The page of `data` (the viewer's frames) and `payload` (the session's, with its version and errors).
    static func html(title: String, data: String, payload: String) -> String {
        let sizes = ContentSizeCategory.allCases.map { "<option value=\"\($0.rawValue)\">\($0.shortName)</option>" }.joined()
        let designs = Design.allCases.map { "<option>\($0.rawValue)</option>" }.joined()
        let additions = GalleryScript.Additions(
            controls: """
                <label>design <select id="design"><option value="">spec's own</option>\(designs)</select></label>
                <label>text size <select id="size"><option value="">spec's own</option>\(sizes)</select></label>
                <span id="status"></span>
                """,
            markup: """
                <div id="errors" hidden><strong>The spec does not compile; the picture is the last one that did.</strong><pre></pre></div>
                <script type="application/json" id="live">\(GalleryPage.scriptSafe(payload))</script>
                """,
            style: style, script: script)
        return GalleryScript.page(data: GalleryPage.scriptSafe(data), title: title, additions: additions)
    }

    static let style = """
        #errors { position: fixed; left: 24px; right: 24px; bottom: 24px; max-height: 45vh; overflow: auto; z-index: 2;
          background: rgba(176, 32, 48, .94); color: #fff; padding: 12px 16px; border-radius: 8px; }
        #errors pre { font-family: Menlo, monospace; font-size: 13px; white-space: pre-wrap; margin: 8px 0 0; }
        #status { color: var(--muted); font-size: 13px; margin-right: 16px; }
        """

    static let script = """
        const designPicker = document.getElementById('design'), sizePicker = document.getElementById('size');
        const errorsBox = document.getElementById('errors'), statusLine = document.getElementById('status');
        /// The version of the watched files the page shows, and which good frames it draws.
        const live = { session: null, version: -1, drawn: null };
        function query() { return 'design=' + encodeURIComponent(designPicker.value) + '&size=' + encodeURIComponent(sizePicker.value); }
        /// What the server sent for some settings: drawn when they are the page's and newer than what it shows.
        function apply(payload, initial) {
          if ((payload.design || '') !== designPicker.value || (payload.size || '') !== sizePicker.value) return;
          // Another run of the preview (its versions start again): the page starts again too.
          if (live.session && payload.session !== live.session) { location.reload(); return; }
          live.session = payload.session;
          if (payload.version < live.version) return;
          live.version = payload.version;
          const drawn = query() + '#' + payload.goodVersion;
          if (payload.data && drawn !== live.drawn) {
            if (!initial) setData(payload.data);
            live.drawn = drawn;
          }
          errorsBox.hidden = !payload.errors;
          errorsBox.querySelector('pre').textContent = payload.errors || '';
          statusLine.textContent = 'saved version ' + payload.version + (payload.errors ? ': errors' : '');
        }
        function fetchFrames() {
          fetch('/frames?' + query()).then(response => response.json()).then(payload => apply(payload, false));
        }
        function changeSettings() {
          history.replaceState(null, '', '/?' + query() + location.hash);
          fetchFrames();
        }
        const first = JSON.parse(document.getElementById('live').textContent);
        designPicker.value = first.design || ''; sizePicker.value = first.size || '';
        apply(first, true);
        designPicker.onchange = changeSettings; sizePicker.onchange = changeSettings;
        const events = new EventSource('/events');
        // The events carry the spec's own settings; a page on other settings asks for its own.
        events.addEventListener('frames', event => {
          const payload = JSON.parse(event.data);
          if (designPicker.value === '' && sizePicker.value === '') apply(payload, false);
          else if (payload.version > live.version) fetchFrames();
        });
        """
}
