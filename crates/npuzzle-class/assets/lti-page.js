// The class server's side of a student's exercise page: `npuzzle serve` serves it as
// /lti/page.js and loads it, after the site's lms-sync.js, on the page a launch lands on
// (/exercise, the site's page with the link's exercise fixed in a meta tag). It speaks to the
// server as the SCORM and cmi5 adapters speak to an LMS: lms-sync.js decides what to send and
// when, tries again, and says in words whether the result arrived.
//
// The launch's session rides in the address's fragment (`#lti=…`: never sent to a server, nor
// in a Referer); the page takes it out of the address and keeps it for the tab, and sends it to
// the server in a header. The server keeps the attempt (a reload or
// another device resumes it: `data-npuzzle-resume`), replays each record with the page's own
// rules and, once the attempt ends, decides the grade and posts it to the LMS's gradebook
// through an outbox that tries until the LMS takes it. This page follows that grade: it says
// nothing while all goes well (as with SCORM), says so if the grade has not reached the course
// after a few seconds, and says when it has. It asks after 1 s, 2 s, 4 s, … up to every 30 s.
(function () {
  'use strict';
  var lms = window.NpuzzleLms;
  if (!lms) return;
  // The session leaves the address at once (history, a copied link), and stays with this tab
  // for a reload.
  var KEY = 'npuzzle-lti:' + location.pathname;
  var found = /(?:^#|&)lti=([A-Za-z0-9_-]+)/.exec(location.hash);
  var session = found ? found[1] : null;
  var stored = false;
  try {
    if (session) sessionStorage.setItem(KEY, session);
    else session = sessionStorage.getItem(KEY);
    stored = true;
  } catch (e) { /* storage refused: the address keeps it, for a reload */ }
  if (!session) return;
  if (found && stored) {
    try { history.replaceState(history.state, '', location.pathname + location.search); } catch (e) { /* kept */ }
  }
  var html = document.documentElement;
  var WAIT_MS = 8000; // the longest the page waits for the attempt to resume
  var PATIENCE_MS = 5000; // a grade queued longer than this is said to be on its way
  var DEADLINE_MS = window.npuzzleLmsDeadlineMs > 0 ? Number(window.npuzzleLmsDeadlineMs) : 15000;
  // An attempt's end is graded on the server (a replay; a heuristic's race takes seconds, more
  // when a class hands in at once): a write waits longer than a read.
  var GRADING_MS = Math.max(DEADLINE_MS, 80000);
  var address = new URL('lti/attempt', document.baseURI).href;

  html.setAttribute('data-npuzzle-wait', 'lms');
  var waited = false;
  function ready() {
    if (waited) return;
    waited = true;
    html.removeAttribute('data-npuzzle-wait');
    document.dispatchEvent(new CustomEvent('npuzzle-lms-ready'));
  }
  setTimeout(ready, WAIT_MS);

  var docs = {}; // what the server holds: `attempt`, the record to resume from
  var newest = null; // the latest record the page wants the server to have
  var sending = []; // the records on their way
  var opened = false;
  var ended = false; // the server refused the session: open the exercise from the course again
  var graded = false; // results here go to a gradebook

  /** A request to the server within the deadline: `{ status, ok, text }`; rejected on a network
   * error or when the deadline passes. Small enough for keepalive, so one made as the page goes
   * still arrives. */
  function call(method, body) {
    var stop = new AbortController();
    var timer;
    var late = new Promise(function (resolve, reject) {
      var limit = method === 'POST' ? GRADING_MS : DEADLINE_MS;
      timer = setTimeout(function () {
        stop.abort();
        reject(new Error('no answer within ' + limit + ' ms'));
      }, limit);
    });
    var text = body === undefined ? undefined : JSON.stringify(body);
    var headers = { Authorization: 'Bearer ' + session };
    if (text !== undefined) headers['Content-Type'] = 'application/json';
    var answer = fetch(address, {
      method: method, headers: headers, body: text, signal: stop.signal,
      keepalive: text !== undefined && text.length < 60000, cache: 'no-store', credentials: 'omit',
    }).then(function (r) {
      return r.text().then(function (t) { return { status: r.status, ok: r.ok, text: t }; });
    });
    return Promise.race([answer, late]).finally(function () { clearTimeout(timer); });
  }

  /** What the server made of a write, as lms-sync.js takes it. */
  function taken(r) {
    if (r.ok) return true;
    if (r.status === 401 || r.status === 403) {
      ended = true;
      opened = false;
      return 'ended';
    }
    // A record the server will never take (it does not replay, or the link's settings are not
    // an exercise): trying again cannot help, and the browser keeps it.
    if (r.status === 409 || r.status === 413 || r.status === 422) {
      console.warn('The class server refused the attempt: ' + r.text);
      return true;
    }
    return false;
  }

  // The grade, followed until it reaches the course.
  var queuedSince = 0;
  var worried = false;
  var following = null;
  var followEvery = 1000;

  function follow(grade) {
    if (!graded || !grade) return;
    html.setAttribute('data-npuzzle-grade', grade.state);
    if (grade.state !== 'queued') {
      queuedSince = 0;
      followEvery = 1000;
      if (worried && grade.state === 'delivered') {
        worried = false;
        lms.say('delivered');
      }
      return;
    }
    if (!queuedSince) queuedSince = Date.now();
    if (!worried && Date.now() - queuedSince >= PATIENCE_MS) {
      worried = true;
      lms.say('pending');
    }
    if (following) return;
    // Asked again at the moment patience ends too, so a late grade is said then.
    var wait = worried ? followEvery : Math.min(followEvery, Math.max(250, queuedSince + PATIENCE_MS - Date.now()));
    followEvery = Math.min(followEvery * 2, 30000);
    following = setTimeout(function () {
      following = null;
      call('GET').then(function (r) {
        if (r.ok) follow(JSON.parse(r.text).grade);
        else if (taken(r) === 'ended') lms.say('no-session');
      }, function () { follow(grade); });
    }, wait);
  }

  var format = {
    open: function () {
      if (opened) return true;
      if (ended) {
        ready();
        return false;
      }
      return call('GET').then(function (r) {
        if (!r.ok) {
          taken(r);
          return false;
        }
        var held = JSON.parse(r.text);
        graded = held.graded === true;
        if (typeof held.record === 'string') {
          docs.attempt = held.record;
          html.setAttribute('data-npuzzle-resume', held.record);
        }
        follow(held.grade);
        return true;
      }).catch(function () {
        return false;
      }).then(function (ok) {
        opened = ok;
        ready();
        return ok;
      });
    },
    read: function (name) { return docs[name] === undefined ? null : docs[name]; },
    write: function (name, value) {
      if (name !== 'attempt') return true;
      return send(value).then(function (sent) {
        if (sent.r.ok) follow(JSON.parse(sent.r.text).grade);
        return sent.ok;
      });
    },
    commit: function () { return true; },
    close: function () { return true; },
    // The server decides which result stands (the teacher's rule), from the records it replays.
    held: function () { return null; },
    values: function (kind, detail) {
      if (kind !== 'attempt') return {};
      newest = JSON.stringify(detail);
      return { attempt: newest };
    },
  };

  /** POSTs `record`: the server's answer `r` (see `call`) and what it made of it, `ok` (see
   * `taken`). */
  function send(record) {
    sending.push(record);
    return call('POST', { record: record }).then(function (r) {
      var ok = taken(r);
      if (ok === true) docs.attempt = record;
      return { r: r, ok: ok };
    }).finally(function () {
      sending.splice(sending.indexOf(record), 1);
    });
  }

  lms.connect(format, ['attempt']);
  // lms-sync.js sends one record at a time: one made while the server grades the one before
  // (seconds, under load) would never go if the tab closes meanwhile. On leaving, after
  // lms-sync.js had its turn, the newest goes at once (keepalive) beside the one in flight: the
  // server keeps whichever got further, and ends an attempt once.
  window.addEventListener('pagehide', function () {
    if (ended || newest === null || newest === docs.attempt || sending.indexOf(newest) >= 0) return;
    send(newest).catch(function () { /* kept in the browser for the next launch */ });
  });
})();
