// Keeps what a visitor does before the page's script has taken it over (docs/decisions/102).
// The server puts this inside <head> of every rendered page (allowed by its hash), so it runs
// before the body is drawn. Until the app has taken the page over (<html data-ready>) and been
// handed what was typed (a task later; <html data-holding> goes then):
// - a field changed is remembered; at take-over its value is handed to the app as a change
//   event, so the app's state holds what is on screen (nothing typed is emptied);
// - a submit of a form the app answers (one without an `action`) and a press of a button that is
//   not a form's submit are held (one per form or button, in order) and replayed once after
//   take-over, when the control is enabled; the control shows it is waiting (data-waiting);
// - a form with an `action` is the server's: it goes as a plain form, once, unseen by the app
//   (whose handler may be live already, holding none of the typed values yet).
// A press at the moment of take-over is so held too: the app's state is empty until the values
// are handed over, and a control it disables by its state stays enabled until then
// (src/web/lib/use-taken-over.ts reads data-holding; docs/decisions/118).
(function () {
  var root = document.documentElement;
  var typed = [];
  var held = [];
  var handedOver = false;
  root.setAttribute('data-holding', '');
  var appHasIt = function () {
    return handedOver;
  };
  var fieldOf = function (el) {
    return el && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) ? el : null;
  };
  // The same element, or its twin by id if the app drew it again.
  var live = function (el) {
    if (el.isConnected) return el;
    return el.id ? document.getElementById(el.id) : null;
  };
  var add = function (list, item) {
    for (var i = 0; i < list.length; i += 1) if (list[i].el === item.el) list.splice(i, 1);
    list.push(item);
  };
  var hold = function (event, el, item) {
    event.preventDefault();
    event.stopPropagation();
    el.setAttribute('data-waiting', '');
    add(held, item);
  };
  var record = function (event) {
    var el = appHasIt() ? null : fieldOf(event.target);
    if (el) add(typed, { el: el, value: el.value, checked: el.checked });
  };
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (appHasIt() || !(form instanceof HTMLFormElement)) return;
      if (form.hasAttribute('action')) {
        // The server answers it; a second press would send it twice.
        event.stopPropagation();
        if (form.hasAttribute('data-waiting')) event.preventDefault();
        form.setAttribute('data-waiting', '');
        return;
      }
      hold(event, form, { el: form, submitter: event.submitter });
    },
    true,
  );
  // Back to a page kept by the browser (back/forward cache): its form may be sent again.
  window.addEventListener('pageshow', function (event) {
    if (!event.persisted) return;
    var sent = document.querySelectorAll('form[action][data-waiting]');
    for (var i = 0; i < sent.length; i += 1) sent[i].removeAttribute('data-waiting');
  });
  document.addEventListener(
    'click',
    function (event) {
      if (appHasIt() || !(event.target instanceof Element)) return;
      var el = event.target.closest('button, [role="button"]');
      if (!el || el.disabled) return;
      // A form's submit button submits; the submit is what is held.
      if (el.tagName === 'BUTTON' && el.form && (el.type || 'submit') === 'submit') return;
      hold(event, el, { el: el });
    },
    true,
  );

  // A value given to the app as if typed: the field gets the value, then the events a browser
  // sends when a person types or picks (the app listens to `input` on text and to `change` on
  // boxes and lists).
  var give = function (item) {
    var el = live(item.el);
    if (!el) return;
    if (el.type === 'checkbox' || el.type === 'radio') el.checked = item.checked;
    else el.value = item.value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  var replay = function (item, tries) {
    var el = live(item.el);
    if (!el) return;
    var control = item.submitter ? live(item.submitter) : el;
    // A control the app holds disabled while it settles (a session being checked) is waited for.
    if (control && control.disabled && tries < 50) {
      setTimeout(function () {
        replay(item, tries + 1);
      }, 100);
      return;
    }
    el.removeAttribute('data-waiting');
    if (el instanceof HTMLFormElement) {
      var submitter = control && control !== el && control.form === el ? control : undefined;
      el.requestSubmit(submitter);
    } else el.click();
  };
  var takeOver = function () {
    observer.disconnect();
    // A task later: the app's first effects have run and their updates are drawn.
    setTimeout(function () {
      typed.splice(0).forEach(give);
      // The app's controls now show their own state (Submit Review enabled for a valid review).
      root.removeAttribute('data-holding');
      // A task later again: what was handed over is drawn; presses until now were held.
      setTimeout(function () {
        handedOver = true;
        held.splice(0).forEach(function (item) {
          replay(item, 0);
        });
      }, 0);
    }, 0);
  };
  var observer = new MutationObserver(function () {
    if (root.hasAttribute('data-ready')) takeOver();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
})();
