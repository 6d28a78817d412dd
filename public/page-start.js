// Starts the shop's scripts once the page is on screen with its pictures. The server draws every
// public page, so its text, pictures and links work before any script; on a slow mobile link the
// 100 KB that takes the page over would otherwise share the bandwidth with the page's largest
// picture. The server names the scripts on this tag (docs/decisions/081-scripts-after-load.md).
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
  // After the frame that shows the loaded page has been painted.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
  // A picture that never finishes must not keep the page from working.
  setTimeout(start, 3000);
})();
