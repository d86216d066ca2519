// The inline loader that prerendered.ts puts in every page (see `loader` there): browser code,
// read as text, minified and hashed into the page's CSP. Kept as plain JavaScript so that no
// transpiler adds helpers to it. (Exported only to say it is used: prerendered.ts reads the text
// of the function alone.)
export function loader(chunks, flight, worker) {
  var d = document, h = d.documentElement, on = addEventListener, off = removeEventListener, raf = requestAnimationFrame;
  var painted = 0, wanted = !!location.search, done = 0, started = 0, fetched = 0, held;
  var E = ["pointerdown", "pointermove", "keydown", "focusin", "wheel", "scroll"], END = ["click", "pointercancel"], o = { capture: true, passive: true };
  var add = function (tag, set) { var e = d.createElement(tag); set(e); d.head.appendChild(e); };
  var run = function () { chunks.forEach(function (s) { add("script", function (e) { e.src = s; }); }); };
  var preload = function (list) {
    list.forEach(function (s) { add("link", function (e) { e.rel = "preload"; e.href = s; e.as = "script"; e.fetchPriority = "low"; }); });
  };
  var load = function () {
    if (!flight) return run();
    var data = fetch(flight, { priority: "low" }).then(function (r) { return r.json(); });
    preload(chunks);
    data.then(function (a) { var f = self.__next_f = self.__next_f || []; a.forEach(function (x) { f.push(x); }); run(); });
  };
  var fire = function () {
    if (painted && wanted && !done) { done = 1; load(); }
  };
  // The download ahead waits for the load event and the first paint both: a request that starts
  // before the page has painted competes with its paint (and Lighthouse counts it into LCP).
  var ahead = function () {
    if (worker && !fetched && !done && painted && d.readyState === "complete") {
      fetched = 1;
      new Worker(worker).postMessage(flight ? chunks.concat(flight) : chunks);
    }
  };
  var after = function () { raf(function () { setTimeout(function () { wanted = 1; fire(); }); }); };
  var want = function (e) {
    E.forEach(function (t) { off(t, want, o); });
    if (!e || e.type !== "pointerdown") return after();
    var end = function () { clearTimeout(t); END.forEach(function (x) { off(x, end, o); }); after(); };
    var t = setTimeout(end, 1000);
    END.forEach(function (x) { on(x, end, o); });
  };
  var go = function () {
    if (!started) { started = 1; raf(function () { raf(function () { setTimeout(function () { painted = 1; fire(); ahead(); }); }); }); }
  };
  var click = function (e) {
    var t = e.target, a = t.closest && t.closest(":popover-open a[href]"), b = t.closest && t.closest("button[type=button]:not([popovertarget],[commandfor])");
    if (h.hasAttribute("data-interactive")) return;
    if (a) a.closest("[popover]").hidePopover();
    if (!b) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (held) held.removeAttribute("aria-busy");
    held = b;
    b.setAttribute("aria-busy", "true");
    if (!done) want();
  };
  var start = function () {
    if (!wanted) E.forEach(function (t) { on(t, want, o); });
    on("click", click, true);
    on("load", function () { setTimeout(ahead); });
    if (d.visibilityState === "hidden") { painted = 1; ahead(); return fire(); }
    if (d.readyState === "complete") go();
    else on("load", go);
    try {
      new PerformanceObserver(function (list, x) {
        if (list.getEntriesByName("first-contentful-paint").length) { x.disconnect(); go(); }
      }).observe({ type: "paint", buffered: true });
    } catch {
      raf(go);
    }
  };
  if (d.prerendering) d.addEventListener("prerenderingchange", start, { once: true });
  else start();
}
