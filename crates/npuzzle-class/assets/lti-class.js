// The class view, live: every second while the page is shown, the view is asked again with the
// page's own session (as its Refresh button posts it) and its live part (the students, the
// questions) put in place when it changed. Focus and the rest of the page stay as they are. A
// session that has ended stops it; the page then says so once.
(function () {
  'use strict';
  var EVERY_MS = 1000;
  var form = document.querySelector('form[data-refresh]');
  var live = document.querySelector('[data-live]');
  if (!form || !live || !window.fetch || !window.DOMParser) return;
  var busy = false;

  function tick() {
    if (busy || document.visibilityState === 'hidden') return;
    busy = true;
    fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), credentials: 'omit' })
      .then(function (r) {
        return r.text().then(function (text) { return { ok: r.ok, text: text }; });
      })
      .then(function (got) {
        var fresh = new DOMParser().parseFromString(got.text, 'text/html').querySelector('[data-live]');
        if (!got.ok || !fresh) {
          stop();
          return;
        }
        if (fresh.innerHTML !== live.innerHTML) live.innerHTML = fresh.innerHTML;
        document.documentElement.setAttribute('data-class-updated', String(Date.now()));
      })
      .catch(function () { /* the next tick tries again */ })
      .finally(function () { busy = false; });
  }

  var timer = setInterval(tick, EVERY_MS);
  function stop() {
    clearInterval(timer);
    var p = document.createElement('p');
    p.setAttribute('role', 'status');
    p.textContent = 'This view no longer updates: launch the exercise again from the course to see new answers.';
    live.before(p);
  }
})();
