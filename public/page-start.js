// Adds the page's scripts (named on this tag) once it has loaded: docs/decisions/081.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
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
