// The class view, live: every second while the page is shown, the view is asked again with the
// page's own session (as its Refresh button posts it) and its live part (the questions, the
// students) put in place when it changed. Focus and the rest of the page stay as they are. A
// session that has ended stops it (the page then says so once); any other trouble is asked
// again a second later. It also finds a student by name
// and sorts the students by any column (each row carries what its columns compare, in
// `data-sort`), both kept across the updates. Its words are the page's, in the launch's
// language: the columns' names, and its one sentence in the live part's `data-stopped`.
(function () {
  'use strict';
  var EVERY_MS = 1000;
  var form = document.querySelector('form[data-refresh]');
  var live = document.querySelector('[data-live]');
  var find = document.querySelector('[data-find]');
  if (!form || !live) return;
  var busy = false;
  var sort = null; // { column, descending }

  /** The students' list as the teacher asked: found and sorted. */
  function arrange() {
    var table = live.querySelector('table[data-class]');
    if (!table) return;
    var words = find ? find.querySelector('input').value.trim().toLowerCase() : '';
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.forEach(function (row) { row.hidden = words !== '' && row.cells[0].textContent.toLowerCase().indexOf(words) < 0; });
    table.querySelectorAll('thead th').forEach(function (th, i) {
      var button = th.querySelector('button');
      if (!button) {
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = th.textContent;
        button.addEventListener('click', function () {
          sort = { column: i, descending: sort && sort.column === i ? !sort.descending : false };
          arrange();
        });
        th.textContent = '';
        th.append(button);
      }
      if (sort && sort.column === i) th.setAttribute('aria-sort', sort.descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
    });
    if (!sort) return;
    var key = function (row) { return (row.dataset.sort || '').split('|')[sort.column] || ''; };
    rows.sort(function (a, b) {
      var x = key(a), y = key(b);
      var nx = parseFloat(x), ny = parseFloat(y);
      var order = isFinite(nx) && isFinite(ny) ? nx - ny : x.localeCompare(y, document.documentElement.lang);
      return sort.descending ? -order : order;
    });
    rows.forEach(function (row) { body.append(row); });
  }

  function tick() {
    if (busy || document.visibilityState === 'hidden' || !window.fetch || !window.DOMParser) return;
    busy = true;
    fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), credentials: 'omit' })
      .then(function (r) {
        return r.text().then(function (text) { return { ok: r.ok, status: r.status, text: text }; });
      })
      .then(function (got) {
        // The session ended (401) or is no teacher's (403): nothing more will come. Any other
        // trouble passes: the next tick asks again.
        if (got.status === 401 || got.status === 403) {
          stop();
          return;
        }
        var fresh = new DOMParser().parseFromString(got.text, 'text/html').querySelector('[data-live]');
        if (!got.ok || !fresh) return;
        // Compared as the server wrote it: the page's own changes (buttons, order) aside.
        if (fresh.innerHTML !== live.dataset.was) {
          live.dataset.was = fresh.innerHTML;
          var focused = document.activeElement && live.contains(document.activeElement)
            ? Array.prototype.indexOf.call(live.querySelectorAll('button'), document.activeElement) : -1;
          live.innerHTML = fresh.innerHTML;
          arrange();
          if (focused >= 0) live.querySelectorAll('button')[focused]?.focus();
        }
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
    p.textContent = live.dataset.stopped || '';
    live.before(p);
  }

  live.dataset.was = live.innerHTML;
  if (find) {
    find.hidden = false;
    find.querySelector('input').addEventListener('input', arrange);
  }
  arrange();
})();
