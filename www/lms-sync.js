// What every LMS adapter of an exercise package shares (SCORM 1.2 in scorm.js, SCORM 2004 in
// scorm2004.js, cmi5 in cmi5.js): it keeps the LMS informed, or says it could not.
//
// The adapter holds the values the LMS should have (`want`) beside those the LMS is known to
// have taken (`took`, read from the LMS at the start). Each change of the attempt only updates
// `want`; a flush writes what differs and commits, at most every few seconds, and at once when
// an attempt ends or the page is hidden or left. Writes go one after another; when the page may
// be going, what waits behind a write still under way goes at once, beside it (`part`): queued,
// it would never start once the page is gone. Every call's answer is checked and every throw
// caught: anything not taken stays wanted, is tried again (on the next change, when the page is
// shown or hidden, on a timer) and the page says so in words (page.rs reads `npuzzle-lms`
// events and `<html data-npuzzle-lms>`: `pending`, `no-session`, then `delivered`). The app
// keeps the attempt in the browser too, and hands its end over again when it is restored, so a
// result the LMS never took reaches it in the next session.
//
// The session follows the page's life. A page hidden into the back-forward cache (`pagehide`
// with `persisted`) may come back as it was, scripts and all: what is pending goes, with the
// session's time so far, and the session stays open. A page left for good (`pagehide` without
// it: closed, reloaded, navigated away uncached) ends the session. A page restored from the
// cache (`pageshow` with `persisted`) opens the session again where the LMS allows it (it may
// have ended it meanwhile) and reads again what the LMS holds; where it cannot, the page says so
// and the result waits, kept, for the next session.
//
// A format is an object: `open()` (true once a session is open; asked again after a reload or a
// restore, it opens one where the LMS allows it, or answers true for one still open), `read(name)`
// (a string, or null when refused), `write(name, value)`, `commit()` and `close()`, and
// `values(kind, detail)`: the LMS's names and values for the app's `attempt` and `completed`
// events, for `start` (given what the LMS has) and for `leave` (given the session's
// milliseconds); and `held(values)`: the result the LMS holds, given its names and values (what
// it has, overlaid by what is pending), as `{ passed, scaled }`, or null when it holds none. It
// may name its `grade`, the value sent first as the page goes.
//
// Which result the LMS keeps is the teacher's choice, carried by every result (`keep`): `best`
// (the default) writes an attempt's end only when it beats the result held (passed over failed,
// then the higher score), so a retry that does worse leaves a pass standing; `last` writes every
// end. Scores are written only at an attempt's end: a score so far is never taken for a final
// one. The saved attempt is written either way. `write` and `commit` answer true when the LMS took it, false when it did not
// (tried again later), 'invalid' when the LMS says the value breaks its data model's rules
// (never taken: an answer's value so refused gives up that answer, anything else is tried
// again), or 'ended' when the LMS says the session is over (the page then says the
// course is not taking results); `open`, `write` and `commit` may answer with a promise, as cmi5
// does over HTTP.
//
// Every answer is reported too, once: each score the app reports carries the attempt's answers
// so far (`answers`, one record per question: what was given, the right answer, right or not,
// when and how long). A format that has a place for them gives `values('answer', { n, answer,
// report })`, the names and values of the `n`th (SCORM's `cmi.interactions.n.*`, cmi5's
// `answered` statement), and may give `answered()`: the LMS's count of them and the keys of
// those it holds (`{ count, keys }`), read when a session opens. An answer is never written
// twice: not once the LMS took it (noted in the browser, one list per launch page), nor one the
// LMS says it holds, nor one of the attempt record the LMS keeps (`format.record` names it).
// That record is written after everything else in a flush, and only once the answers before it
// were taken (or given up), so a record the LMS holds vouches for its answers: SCORM 1.2, which
// cannot read its interactions back, then does not write them again from another browser.
// (cmi5 names no record: an answer sent again is the statement its LRS already holds.) Answers
// go after every other value but the record, so an answer never holds up the grade. One the LMS
// does not take holds back the record until the next flush; refused by the LMS's rules, or
// three times, it is given up (for good where the LMS named its rules). An attempt's end kept
// for a later session carries its answers with it.
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
    // One connection: what the functions below share.
    var sync = {
      format: format,
      names: names, // what is read from the LMS when a session opens
      open: false, // a session is open
      stale: false, // the page came back from the back-forward cache: open and read again
      started: Date.now(),
      want: {}, // the values the LMS should have
      took: {}, // those it is known to have taken
      lastCommit: 0,
      timer: null, // a flush waiting
      left: false, // the page is being left
      worried: false, // something was not taken: the page said so
      soon: false, // a flush is due once the app's update has said everything
      busy: false, // a flush (or the start) is under way
      again: false, // and another was asked for meanwhile
      writing: null, // the name a flush is writing (its answer not come)
      parting: {}, // the writes beside it as the page may be going, by name: { done }
      carried: [], // the kept ends handed over: { id, values }
      answers: {}, // each answer heard, by its key: the values it wants, or true once the LMS has it
      answerOf: {}, // the key of the answer each of those values is
      answerTries: {}, // flushes that failed to write each answer
      nextAnswer: 0 // the index the next answer takes in the LMS (SCORM's interactions)
    };
    listen(sync);
    followLife(sync);
    return start(sync);
  }

  // Every attempt's end the LMS should hear is kept in the browser until it is known to have
  // arrived (`sync.carried`): a session the LMS ended, a page closed before the LMS answered or a
  // second tab of the same course can then never lose it. The next session of this page (or a
  // tab whose session still holds) hands it over again, under the same rule (`keeps`). One list
  // per launch page, read and written whole each time so that two tabs add to it, never over it.
  var ENDS = 'npuzzle-lms-ends:' + location.pathname;

  function endsKept() {
    try {
      var list = JSON.parse(localStorage.getItem(ENDS) || '[]');
      return Array.isArray(list) ? list : [];
    } catch (e) { return []; }
  }

  /** Changes the kept list with `f` (given it, answering the new one); false if the browser
   * refused. */
  function editEnds(f) {
    try {
      var list = f(endsKept());
      if (list.length) localStorage.setItem(ENDS, JSON.stringify(list));
      else localStorage.removeItem(ENDS);
      return true;
    } catch (e) { return false; }
  }

  /** An end to hand over (`entry`: `{ id, detail }`): wanted if the rule keeps it, and carried
   * until what it wants is taken. */
  function carry(sync, entry) {
    if (sync.carried.some(function (c) { return c.id === entry.id; })) return;
    var values = {};
    if (keeps(sync, entry.detail)) wantAll({ want: values }, sync.format.values('completed', entry.detail));
    wantAll(sync, values);
    sync.carried.push({ id: entry.id, values: values });
    answered(sync, entry.detail);
  }

  // The answers the LMS is known to have, by key, for this launch page.
  var ANSWERS = 'npuzzle-lms-answers:' + location.pathname;
  var ANSWERS_KEPT = 2000;
  // Flushes an answer may fail in before it is given up for the session.
  var ANSWER_TRIES = 3;

  function answersKept() {
    try {
      var list = JSON.parse(localStorage.getItem(ANSWERS) || '[]');
      return Array.isArray(list) ? list : [];
    } catch (e) { return []; }
  }

  /** An answer's key: its question's id and its time, as SCORM 2004 writes it back. */
  function answerKey(report, answer) {
    return questionId(report, answer) + '@' + timestamp(answer.at);
  }

  /** The keys of the answers of an attempt record (the app's, as JSON): one per time it
   * keeps, as the app numbers its questions. */
  function recordAnswers(text) {
    var saved;
    try { saved = JSON.parse(text || 'null'); } catch (e) { return []; }
    if (!saved || !Array.isArray(saved.times)) return [];
    var one = { play: 'play', heuristic: 'formula' }[saved.task];
    return saved.times.map(function (t, k) {
      var answer = { question: one || 'q' + (k + 1), at: Number(saved.started) + Number(t) };
      return answerKey({ exercise: saved.exercise }, answer);
    });
  }

  /** The answers of a report (`detail`) the LMS has not heard: each wanted at the next index. */
  function answered(sync, detail) {
    var list = detail && Array.isArray(detail.answers) ? detail.answers : [];
    list.forEach(function (answer) {
      var key = answerKey(detail, answer);
      if (sync.answers[key]) return;
      var values = attempt(function () {
        return sync.format.values('answer', { n: sync.nextAnswer, answer: answer, report: detail });
      });
      if (!values || !Object.keys(values).length) return;
      sync.nextAnswer += 1;
      var want = {};
      wantAll({ want: want }, values);
      sync.answers[key] = want;
      for (var name in want) sync.answerOf[name] = key;
      wantAll(sync, want);
    });
  }

  /** After a flush: the answers whose values the LMS took are noted, never written again. */
  function answersTaken(sync) {
    var done = Object.keys(sync.answers).filter(function (key) {
      var want = sync.answers[key];
      return want !== true && Object.keys(want).every(function (n) { return sync.took[n] === want[n]; });
    });
    if (!done.length) return;
    done.forEach(function (key) { sync.answers[key] = true; });
    try {
      var list = answersKept().concat(done);
      localStorage.setItem(ANSWERS, JSON.stringify(list.slice(-ANSWERS_KEPT)));
    } catch (e) { /* kept for this session only */ }
  }

  /** The ends kept by earlier sessions and other tabs, handed over in this session. */
  function carryKept(sync) {
    endsKept().forEach(function (entry) {
      if (entry && typeof entry.id === 'string' && entry.detail && entry.detail.score) carry(sync, entry);
    });
    // Nothing to send for some (the LMS holds as good, or has them already): they leave now.
    delivered(sync);
  }

  /** Once a flush went through: the ends whose values the LMS took (or that a later end
   * replaced before they went) leave the list. */
  function delivered(sync) {
    var done = sync.carried.filter(function (c) {
      return Object.keys(c.values).every(function (n) {
        return sync.took[n] === c.values[n] || sync.want[n] !== c.values[n];
      });
    }).map(function (c) { return c.id; });
    if (!done.length) return;
    sync.carried = sync.carried.filter(function (c) { return done.indexOf(c.id) < 0; });
    editEnds(function (list) { return list.filter(function (e) { return !e || done.indexOf(e.id) < 0; }); });
  }

  /** What the LMS has: nothing is written again that it already holds. A change that comes
   * while the session opens waits for it (busy), and goes after the start's values. */
  function start(sync) {
    var format = sync.format;
    var names = sync.names;
    sync.busy = true;
    sync.stale = false;
    return then(attempt(format.open), function (opened) {
      sync.busy = false;
      sync.again = false;
      sync.open = opened === true;
      if (!sync.open) {
        sync.worried = true;
        say('no-session');
        return false;
      }
      sync.took = {};
      for (var i = 0; i < names.length; i += 1) {
        var v = attempt(function () { return format.read(names[i]); });
        if (typeof v === 'string') sync.took[names[i]] = v;
      }
      var early = sync.want;
      sync.want = {};
      sync.carried = [];
      // The answers the LMS has: those it says it holds, and those it took before (noted here).
      var held = attempt(function () { return format.answered ? format.answered() : null; }) || {};
      sync.nextAnswer = Math.max(sync.nextAnswer, Number(held.count) || 0);
      (held.keys || []).concat(answersKept(), recordAnswers(sync.took[format.record]))
        .forEach(function (key) { sync.answers[key] = true; });
      wantAll(sync, format.values('start', sync.took));
      wantAll(sync, early);
      carryKept(sync);
      flush(sync);
      return true;
    });
  }

  /** The app's events become changes; the page hidden or shown flushes. */
  function listen(sync) {
    var format = sync.format;
    document.addEventListener('npuzzle-attempt', function (e) {
      var saved = Object.assign({}, e.detail);
      delete saved.type;
      changed(sync, format.values('attempt', saved), false);
    });
    // Each answer as it is given: the report of the score so far carries it.
    document.addEventListener('npuzzle-score', function (e) {
      answered(sync, e.detail);
      changed(sync, {}, false);
    });
    document.addEventListener('npuzzle-completed', function (e) {
      if (!keeps(sync, e.detail)) return;
      // Plain data (the detail may be frozen, and carries its statement: not needed here).
      var detail = JSON.parse(JSON.stringify(e.detail));
      delete detail.statement;
      var entry = { id: String(Date.now()) + Math.random().toString(36).slice(2), detail: detail };
      editEnds(function (list) { return list.concat([entry]); });
      carry(sync, entry);
      delivered(sync);
      changed(sync, {}, true);
    });
    // An end another tab kept: handed over here too while this session holds.
    window.addEventListener('storage', function (e) {
      if (e.key === ENDS && sync.open && !sync.left) {
        carryKept(sync);
        changed(sync, {}, true);
      }
    });
    // Hidden (another tab, the phone locked; a phone may end a hidden page without a word):
    // what is pending goes now. Shown again: whatever failed is tried again.
    document.addEventListener('visibilitychange', function () {
      var hidden = document.visibilityState === 'hidden';
      if (hidden || sync.worried) flush(sync, hidden);
    });
  }

  /** The page's life (see the top): `pagehide` with `persisted` pauses, without it leaves;
   * `pageshow` with `persisted` resumes. Not `beforeunload`: a page may go into the cache after
   * it, or stay when another handler cancels the leaving. */
  function followLife(sync) {
    window.addEventListener('pagehide', function (e) {
      if (e.persisted === true) pause(sync);
      else leave(sync);
    });
    window.addEventListener('pageshow', function (e) {
      if (e.persisted === true && !sync.left) {
        sync.stale = true;
        flush(sync);
      }
    });
  }

  /** Into the back-forward cache: what is pending goes now, with the session's time so far
   * (all the LMS has if the page never comes back); the session stays open. */
  function pause(sync) {
    if (sync.left || !sync.open) return;
    wantAll(sync, sync.format.values('leave', Date.now() - sync.started));
    flush(sync, true);
  }

  /** Left for good: the session's time, what is pending, and the session ends. */
  function leave(sync) {
    if (sync.left) return;
    sync.left = true;
    if (!sync.open) return;
    wantAll(sync, sync.format.values('leave', Date.now() - sync.started));
    flush(sync, true);
    attempt(sync.format.close);
    sync.open = false;
  }

  /** Whether an attempt's end (`detail`, the app's report) goes on the LMS's record. */
  function keeps(sync, detail) {
    if (detail.keep === 'last') return true;
    var held = attempt(function () { return sync.format.held(Object.assign({}, sync.took, sync.want)); });
    return !held || better(detail, held);
  }

  /** Passed beats failed; then the higher score. */
  function better(detail, held) {
    var passed = detail.passed === true;
    if (passed !== (held.passed === true)) return passed;
    return detail.score.scaled > held.scaled;
  }

  /** A held score's share (0 to 1) from `scaled`, or `raw` of `max` (100 if none). */
  function share(scaled, raw, max) {
    var s = parseFloat(scaled);
    if (isFinite(s)) return s;
    var r = parseFloat(raw), m = parseFloat(max);
    return isFinite(r) ? r / (isFinite(m) && m > 0 ? m : 100) : 0;
  }

  function wantAll(sync, values) {
    for (var name in values) if (Object.prototype.hasOwnProperty.call(values, name)) sync.want[name] = String(values[name]);
  }

  function pending(sync) {
    for (var name in sync.want) if (sync.want[name] !== sync.took[name]) return true;
    return false;
  }

  /** Writes what the LMS lacks and commits, once at a time; says whether it all arrived.
   * `parting`: the page may be going (hidden, into the cache, left), so what waits behind a
   * flush under way goes now (`part`). */
  function flush(sync, parting) {
    if (sync.timer) { clearTimeout(sync.timer); sync.timer = null; }
    if (sync.busy) {
      sync.again = true;
      if (parting) part(sync);
      return;
    }
    if (sync.stale) { start(sync); return; }
    if (!pending(sync) || (sync.left && !sync.open)) return;
    sync.busy = true;
    then(sync.open || attempt(sync.format.open), function (opened) {
      sync.open = opened === true;
      if (!sync.open) return settle(sync, false, {});
      var names = Object.keys(sync.want).filter(function (n) { return sync.want[n] !== sync.took[n]; });
      // The answers after everything else but the attempt's record: once the LMS holds the
      // record, it holds its answers (see the top).
      var record = sync.format.record;
      var rank = function (n) { return n === record ? 2 : sync.answerOf[n] ? 1 : 0; };
      names.sort(function (a, b) { return rank(a) - rank(b); });
      return write(sync, names, 0, {});
    });
    // This flush's first write is under way (an LMS that answers at once has had them all):
    // the rest go beside it.
    if (parting && sync.busy) part(sync);
  }

  /** Writes `names` from the `i`th on, then commits; `written` holds what the LMS took so far. */
  function write(sync, names, i, written, held) {
    var format = sync.format;
    if (i === names.length) {
      return then(attempt(format.commit), function (ok) {
        settle(sync, ok, written);
        // An answer held back (and the record with it): asked again a little later.
        if (held && ok === true && !sync.left && !sync.timer) sync.timer = setTimeout(function () { flush(sync); }, RETRY_MS);
      });
    }
    var name = names[i];
    var key = sync.answerOf[name];
    // A value given up on meanwhile; an answer held back in this flush, and so the record.
    // Or one taken meanwhile, written beside this flush as the page went (`part`).
    var skip = !Object.prototype.hasOwnProperty.call(sync.want, name)
      || (held && ((key && held[key]) || name === format.record))
      || sync.took[name] === sync.want[name];
    if (skip) return write(sync, names, i + 1, written, held);
    // One on its way beside this flush (`part`): its answer first, then this name again (taken,
    // it is skipped; a newer value then cannot be overtaken by the older one).
    if (sync.parting[name]) {
      return then(sync.parting[name].done, function () { return write(sync, names, i, written, held); });
    }
    var value = sync.want[name];
    sync.writing = name;
    return then(attempt(function () { return format.write(name, value); }), function (ok) {
      sync.writing = null;
      // An answer's value not taken never holds up the grade (written before it) nor what
      // follows: the LMS's rules refused it (`invalid`), or it failed three times, and the
      // answer is given up; else it is held back, with the record (which would vouch for it),
      // until the next flush.
      if (ok !== true && ok !== 'ended' && key) {
        sync.answerTries[key] = (sync.answerTries[key] || 0) + 1;
        if (ok === 'invalid' || sync.answerTries[key] >= ANSWER_TRIES) refused(sync, key, name, ok === 'invalid');
        else (held = held || {})[key] = true;
        return write(sync, names, i + 1, written, held);
      }
      if (ok !== true) return settle(sync, ok, written);
      written[name] = value;
      return write(sync, names, i + 1, written, held);
    });
  }

  /** The page may be going while a flush waits on the LMS (cmi5's HTTP; a format that answers
   * at once is never waited on): a write queued behind the one under way would never start
   * once the page is gone, so each value pending goes now, all at once, beside it: the grade
   * first (`format.grade`: the browser carries only so many bytes of requests made as a page
   * goes), the answers last. Not a name being written already, here or by the flush (an older
   * value could land after a newer one: the newer waits for the flush, and for the kept end),
   * nor the attempt's record (it vouches for answers written before it). What the LMS takes is
   * noted as it answers; the rest stays wanted, and kept in the browser. */
  function part(sync) {
    if (!sync.open) return;
    var format = sync.format;
    var rank = function (n) { return n === format.grade ? 0 : sync.answerOf[n] ? 2 : 1; };
    Object.keys(sync.want).sort(function (a, b) { return rank(a) - rank(b); }).forEach(function (name) {
      var value = sync.want[name];
      if (value === sync.took[name] || name === sync.writing || name === format.record) return;
      if (sync.parting[name]) return;
      var entry = {};
      sync.parting[name] = entry;
      entry.done = then(attempt(function () { return format.write(name, value); }), function (ok) {
        if (sync.parting[name] === entry) delete sync.parting[name];
        if (ok !== true) return;
        sync.took[name] = value;
        delivered(sync);
        answersTaken(sync);
      });
    });
  }

  /** An answer the LMS will not take: given up, for good where the LMS said its value breaks
   * its rules (`invalid`), else for this session, so that it never holds up the record. */
  function refused(sync, key, name, invalid) {
    var want = sync.answers[key];
    if (want === true) return;
    if (typeof console !== 'undefined') console.warn('npuzzle: the LMS did not take ' + name + ' = ' + JSON.stringify(want[name]) + '; that answer is not reported' + (invalid ? '' : ' in this session'));
    if (invalid) {
      try {
        localStorage.setItem(ANSWERS, JSON.stringify(answersKept().concat([key]).slice(-ANSWERS_KEPT)));
      } catch (e) { /* given up for this session only */ }
    }
    Object.keys(want).forEach(function (n) { if (sync.want[n] === want[n] && sync.took[n] !== want[n]) delete sync.want[n]; });
    sync.answers[key] = true;
  }

  /** What a flush came to (`answer`: the last call's, true when all went): what the LMS took is
   * known, what it did not is tried again. */
  function settle(sync, answer, written) {
    var ok = answer === true;
    sync.busy = false;
    sync.lastCommit = Date.now();
    if (answer === 'ended') sync.open = false;
    if (ok) {
      for (var n in written) sync.took[n] = written[n];
      delivered(sync);
      answersTaken(sync);
      if (sync.worried) say('delivered');
      sync.worried = false;
    } else {
      sync.worried = true;
      say(sync.open ? 'pending' : 'no-session');
      if (!sync.left) sync.timer = setTimeout(function () { flush(sync); }, RETRY_MS);
    }
    if (sync.again) {
      sync.again = false;
      if (ok) flush(sync);
    }
  }

  /** A change: flushed soon if urgent or if the last commit is old enough, else a little
   * later. "Soon" is once the app's update has said everything (an attempt's end comes with
   * its record), so one commit takes both. */
  function changed(sync, values, urgent) {
    wantAll(sync, values);
    var wait = sync.lastCommit + COMMIT_EVERY_MS - Date.now();
    if (urgent || wait <= 0) {
      if (!sync.soon) {
        sync.soon = true;
        Promise.resolve().then(function () { sync.soon = false; flush(sync); });
      }
    } else if (!sync.timer) sync.timer = setTimeout(function () { flush(sync); }, wait);
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

  /** A time (ms since 1970) as SCORM 2004 writes a timestamp: UTC, hundredths of a second. */
  function timestamp(ms) {
    var iso = new Date(Math.floor(Number(ms) || 0)).toISOString();
    return iso.slice(0, 22) + 'Z';
  }

  /** The question's id, the same for every student and attempt (SCORM's interaction id, the
   * xAPI activity of an `answered` statement): `urn:npuzzle:exercise:<id>:<question>`. */
  function questionId(report, answer) {
    return 'urn:npuzzle:exercise:' + report.exercise + ':' + answer.question;
  }

  // Each task's kind of question, as SCORM 2004 and xAPI name them: the node picked is a
  // choice, the children's values and a formula are text, a play's moves a number.
  var KINDS = { predict: 'choice', children: 'fill-in', play: 'numeric', heuristic: 'long-fill-in' };

  /** What every format writes of an answer: its id, kind, the response and the right one (none
   * for a heuristic), whether it was right, and a description: the exercise's name and the
   * question's (in the learner's language where the report has it). */
  function question(report, answer) {
    var name = report.statement && report.statement.object.definition.name;
    var words = name ? (Object.keys(name).filter(function (k) { return k !== 'en-US'; })[0] || 'en-US') : null;
    var nth = /^q(\d+)$/.exec(answer.question);
    var names = {};
    for (var tag in (name || {})) names[tag] = name[tag] + (nth ? ' #' + nth[1] : '');
    return {
      id: questionId(report, answer),
      kind: KINDS[answer.task] || 'other',
      response: String(answer.response),
      pattern: answer.expected === '' ? null : String(answer.expected),
      correct: answer.correct === true,
      latencyMs: Number(answer.latencyMs) || 0,
      at: Number(answer.at) || 0,
      description: words ? names[words] : report.exercise + (nth ? ' #' + nth[1] : ''),
      names: names, // by language: English, and the learner's where it is another
      lang: words,
    };
  }

  window.NpuzzleLms = { connect: connect, attempt: attempt, say: say, findApi: findApi, yes: yes, duration: duration, scaled: scaled, share: share, timestamp: timestamp, question: question };
})();
