// Adds the page's scripts (named on this tag) once the page has painted its main picture
// (docs/decisions/104-take-over-window.md; 081 waited for the load event). The server puts this
// inside the page (allowed by its hash), so no request stands before it.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ');
  var started = false;
  // One tag per task: adding a tag that starts a fetch can take the browser several ms, and the
  // phone answers a tap or a scroll between them.
  var tags = [];
  for (var i = 0; i < preloads.length; i += 1) {
    if (preloads[i]) tags.push({ rel: 'modulepreload', href: preloads[i] });
  }
  tags.push({ script: entry });
  var channel = new MessageChannel();
  channel.port1.onmessage = addNext;
  function addNext() {
    var tag = tags.shift();
    if (!tag) return;
    var el = document.createElement(tag.script ? 'script' : 'link');
    el.crossOrigin = '';
    if (tag.script) {
      el.type = 'module';
      el.src = tag.script;
    } else {
      el.rel = tag.rel;
      el.href = tag.href;
    }
    document.head.appendChild(el);
    channel.port2.postMessage(null);
  }
  function start() {
    if (started) return;
    started = true;
    addNext();
  }
  // After the first contentful paint (which a frame's callback can precede), checked each frame:
  // a paint observer's callback comes hundreds of ms late on a busy phone. Where paints are not
  // reported, a frame later.
  var paints = 'PerformancePaintTiming' in window;
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        if (!paints || performance.getEntriesByName('first-contentful-paint').length) start();
        else afterPaint();
      }, 0);
    });
  }
  // The page's main pictures (fetchpriority="high", decision 051) are its largest paint: the
  // script waits for them, not for every picture and frame (the load event).
  function whenDrawn() {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    var waiting = 0;
    var done = function () {
      waiting -= 1;
      if (waiting === 0) afterPaint();
    };
    for (var i = 0; i < pictures.length; i += 1) {
      if (pictures[i].complete) continue;
      waiting += 1;
      pictures[i].addEventListener('load', done);
      pictures[i].addEventListener('error', done);
    }
    if (waiting === 0) afterPaint();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenDrawn);
  else whenDrawn();
  // Even if a picture never finishes.
  setTimeout(start, 3000);
})();
