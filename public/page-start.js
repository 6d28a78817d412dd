// Adds the page's scripts (named on this tag) once the page has painted its main picture
// (docs/decisions/104-take-over-window.md; 081 waited for the load event). The server puts this
// inside the page (allowed by its hash), so no request stands before it.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ');
  var started = false;
  // Pictures that can wait for the take-over (below a phone's first screen, a turning picture's
  // other frames) have no box while this is set (their stylesheets say so), and the browser does
  // not fetch a lazy picture without one: the scripts have the slow link first. The take-over
  // ends it (<html data-ready>); so does a script that fails to arrive, or a page not taken over
  // in 10 s, and never is it set without script.
  var root = document.documentElement;
  root.setAttribute('data-starting', '');
  function stopWaiting() {
    root.removeAttribute('data-starting');
  }
  setTimeout(stopWaiting, 10000);
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
      el.onerror = stopWaiting;
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
  // The page's main pictures (fetchpriority="high", decision 051) are its largest paint: the
  // script waits for them, not for every picture and frame (the load event). Their preloads sit
  // above this tag, so they are watched from the start, without waiting for the rest of the page
  // to be read (DOMContentLoaded came 50-200 ms after the first paint at 4x CPU); a main <img>
  // already read must be complete too.
  var waiting = 0;
  var arrived = function () {
    waiting -= 1;
  };
  var links = document.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]');
  for (var j = 0; j < links.length; j += 1) {
    waiting += 1;
    links[j].addEventListener('load', arrived);
    links[j].addEventListener('error', arrived);
  }
  // (A preload answered from the cache may have loaded before this tag ran: once the page is
  // read, its main pictures being complete is enough.)
  function picturesIn() {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    for (var k = 0; k < pictures.length; k += 1) if (!pictures[k].complete) return false;
    return waiting <= 0 || (pictures.length > 0 && document.readyState !== 'loading');
  }
  // After the first contentful paint (which a frame's callback can precede), checked each frame:
  // a paint observer's callback comes hundreds of ms late on a busy phone. (Counting frames
  // instead started the scripts up to 30 ms before the paint's own time now and then.) Where
  // paints are not timed, the first frame with the pictures in.
  var paints = 'PerformancePaintTiming' in window;
  function check() {
    if (started) return;
    var painted = !paints || performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted && picturesIn()) start();
    else nextFrame();
  }
  function nextFrame() {
    requestAnimationFrame(function () {
      setTimeout(check, 0);
    });
  }
  nextFrame();
  // Even if a picture never finishes.
  setTimeout(start, 3000);
})();
