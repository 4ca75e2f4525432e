// What every LMS adapter of an exercise package shares (SCORM 1.2 in scorm.js, SCORM 2004 in
// scorm2004.js, cmi5 in cmi5.js): it keeps the LMS informed, or says it could not.
//
// The adapter holds the values the LMS should have (`want`) beside those the LMS is known to
// have taken (`took`, read from the LMS at the start). Each change of the attempt only updates
// `want`; a flush writes what differs and commits, at most every few seconds, and at once when
// an attempt ends or the page is hidden or left. Every call's answer is checked and every throw
// caught: anything not taken stays wanted, is tried again (on the next change, when the page is
// shown or hidden, on a timer) and the page says so in words (page.rs reads `npuzzle-lms`
// events and `<html data-npuzzle-lms>`: `pending`, `no-session`, then `delivered`). The app
// keeps the attempt in the browser too, and hands its end over again when it is restored, so a
// result the LMS never took reaches it in the next session.
//
// A format is an object: `open()` (true once a session is open: after a reload it is tried
// again, where the LMS allows it), `read(name)` (a string, or null when refused), `write(name,
// value)`, `commit()` and `close()` (true when the LMS took it; `open`, `write` and `commit` may
// answer with a promise of it, as cmi5 does over HTTP), and `values(kind, detail)`: the
// LMS's names and values for the app's `attempt`, `score` and `completed` events, for `start`
// (given what the LMS has) and for `leave` (given the session's milliseconds).
(function () {
  'use strict';
  var COMMIT_EVERY_MS = 5000;
  var RETRY_MS = 8000;

  function attempt(f) {
    try { return f(); } catch (e) { return false; }
  }

  /** `next(value)` at once for a plain value (SCORM answers at once, and must, in `pagehide`),
   * or once a promise settles (cmi5 speaks over HTTP); a rejected promise is `false`. */
  function then(value, next) {
    if (value && typeof value.then === 'function') {
      return value.then(next, function () { return next(false); });
    }
    return next(value);
  }

  function say(word) {
    var html = document.documentElement;
    if (html.getAttribute('data-npuzzle-lms') === word) return;
    html.setAttribute('data-npuzzle-lms', word);
    document.dispatchEvent(new CustomEvent('npuzzle-lms', { detail: word }));
  }

  /** Connects `format` to the page's exercise events. Its answer (at once, or as a promise for
   * a format that answers later) is false if no LMS session opens at all. */
  function connect(format, names) {
    var open = false;
    var started = Date.now();
    var want = {};
    var took = {};
    var lastCommit = 0;
    var timer = null;
    var left = false;
    var worried = false;
    var soon = false;
    var busy = false;
    var again = false;

    function wantAll(values) {
      for (var name in values) if (Object.prototype.hasOwnProperty.call(values, name)) want[name] = String(values[name]);
    }

    function pending() {
      for (var name in want) if (want[name] !== took[name]) return true;
      return false;
    }

    /** Writes what the LMS lacks and commits, once at a time; says whether it all arrived. */
    function flush() {
      if (timer) { clearTimeout(timer); timer = null; }
      if (!pending() || (left && !open)) return;
      if (busy) { again = true; return; }
      busy = true;
      then(open || attempt(format.open), function (opened) {
        open = opened === true;
        if (!open) return settle(false, {});
        var names = Object.keys(want).filter(function (n) { return want[n] !== took[n]; });
        var written = {};
        function write(i) {
          if (i === names.length) {
            return then(attempt(format.commit), function (ok) { return settle(ok === true, written); });
          }
          var name = names[i];
          var value = want[name];
          return then(attempt(function () { return format.write(name, value); }), function (ok) {
            if (ok !== true) return settle(false, written);
            written[name] = value;
            return write(i + 1);
          });
        }
        return write(0);
      });
    }

    /** What a flush came to: what the LMS took is known, what it did not is tried again. */
    function settle(ok, written) {
      busy = false;
      lastCommit = Date.now();
      if (ok) {
        for (var n in written) took[n] = written[n];
        if (worried) say('delivered');
        worried = false;
      } else {
        worried = true;
        say(open ? 'pending' : 'no-session');
        if (!left) timer = setTimeout(flush, RETRY_MS);
      }
      if (again) {
        again = false;
        if (ok) flush();
      }
    }

    /** A change: flushed soon if urgent or if the last commit is old enough, else a little
     * later. "Soon" is once the app's update has said everything (an attempt's end comes with
     * its record), so one commit takes both. */
    function changed(values, urgent) {
      wantAll(values);
      var wait = lastCommit + COMMIT_EVERY_MS - Date.now();
      if (urgent || wait <= 0) {
        if (!soon) {
          soon = true;
          Promise.resolve().then(function () { soon = false; flush(); });
        }
      } else if (!timer) timer = setTimeout(flush, wait);
    }

    document.addEventListener('npuzzle-attempt', function (e) {
      var saved = Object.assign({}, e.detail);
      delete saved.type;
      changed(format.values('attempt', saved), false);
    });
    document.addEventListener('npuzzle-score', function (e) {
      changed(format.values('score', e.detail), false);
    });
    document.addEventListener('npuzzle-completed', function (e) {
      changed(format.values('completed', e.detail), true);
    });
    // Hidden (another tab, the phone locked): what is pending goes now. Shown again: whatever
    // failed is tried again.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden' || worried) flush();
    });
    function leave() {
      if (left) return;
      left = true;
      if (!open) return;
      wantAll(format.values('leave', Date.now() - started));
      flush();
      attempt(format.close);
      open = false;
    }
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', leave);

    // What the LMS has: nothing is written again that it already holds. A change that comes
    // while the session opens waits for it (busy), and goes after the start's values.
    busy = true;
    return then(attempt(format.open), function (opened) {
      busy = false;
      again = false;
      open = opened === true;
      if (!open) {
        say('no-session');
        return false;
      }
      for (var i = 0; i < names.length; i += 1) {
        var v = attempt(function () { return format.read(names[i]); });
        if (typeof v === 'string') took[names[i]] = v;
      }
      var early = want;
      want = {};
      wantAll(format.values('start', took));
      wantAll(early);
      flush();
      return true;
    });
  }

  /** The LMS's API object `name` (`API`, `API_1484_11`), up the frames (an LMS may nest the
   * content a few deep, as the SCORM run-time environments describe) or in the opener's. */
  function findApi(name) {
    function up(win) {
      for (var depth = 0; win && depth < 10; depth += 1) {
        try {
          if (win[name]) return win[name];
        } catch (e) { /* another origin's window: not the LMS's */ }
        if (!win.parent || win.parent === win) break;
        win = win.parent;
      }
      return null;
    }
    return up(window) || (window.opener ? up(window.opener) : null);
  }

  /** "true" as SCORM answers it. */
  function yes(answer) { return String(answer) === 'true'; }

  /** A time as ISO 8601 writes a duration (SCORM 2004's timeinterval, xAPI's): PT1H2M3.45S. */
  function duration(ms) {
    var cs = Math.round(ms / 10);
    var h = Math.floor(cs / 360000), m = Math.floor(cs / 6000) % 60, s = (cs % 6000) / 100;
    return 'PT' + (h ? h + 'H' : '') + (h || m ? m + 'M' : '') + s + 'S';
  }

  /** A scaled score (-1 to 1) with at most 7 digits after the point, as SCORM 2004 and xAPI take
   * it. */
  function scaled(x) { return Math.round(x * 1e7) / 1e7; }

  window.NpuzzleLms = { connect: connect, say: say, findApi: findApi, yes: yes, duration: duration, scaled: scaled };
})();
