// Adds the page's scripts (named on this tag) once it has loaded: docs/decisions/081.
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
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
  // Even if a picture never finishes.
  setTimeout(start, 3000);
})();
