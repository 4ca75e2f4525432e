// The class page for a cmi5 course (class.html): a teacher names the course's learning record
// store, a key and secret that may read it, and the exercise's AU, and the page reads the
// `answered` statements the exercise's page sends (www/cmi5.js) straight from the store: per
// question the share of students whose latest answer is right, the right answer and the common
// wrong answers; per student their answers; every answer as CSV. The same view and CSV as the
// class server's (crates/npuzzle-class/src/report.rs), with no server of ours: the store must
// allow this page's origin (CORS). The secret stays in this page's memory: never in the address,
// never stored. It reads again every 2 seconds while the page is shown.
(function () {
  'use strict';

  // The page's words are the class view's (`class-*` in locales/<code>/npuzzle.ftl), written as
  // lang/class-<code>.js by export-words: compact templates, filled here as the page's wasm fills
  // its own (crates/npuzzle-i18n/src/message.rs; the marks are src/marks.rs's).
  var LANGS = ['ar', 'de', 'en', 'es', 'fa', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'tr', 'uk', 'zh'];
  var RTL = ['ar', 'fa', 'he'];
  // Should even English's words not load, the form still says what to type.
  var FALLBACK = {
    'class-lrs-title': 'Class answers from a record store',
    'class-lrs-endpoint': 'Record store address (xAPI endpoint)',
    'class-lrs-key': 'Key (user name)',
    'class-lrs-secret': 'Secret (password)',
    'class-lrs-activity': 'The exercise\'s AU (activity id)',
    'class-lrs-show': 'Show the class',
  };
  var CSV_NAME = 'answers.csv';
  var SCRIPT = document.currentScript.src;

  var lang = 'en';
  var rtl = false;
  var table = FALLBACK;
  var plural = new Intl.PluralRules('en');

  /** The page's language: `?lang=`, else the browser's first that the page has (`pt-BR` is
   * `pt`); English if none. */
  function chooseLang() {
    var asked = [new URLSearchParams(location.search).get('lang') || ''].concat(navigator.languages || [navigator.language || '']);
    for (var i = 0; i < asked.length; i += 1) {
      var code = String(asked[i]).toLowerCase().split(/[-_]/)[0];
      if (LANGS.indexOf(code) >= 0) return code;
    }
    return 'en';
  }

  /** The index of the `end` mark closing the select or variant that starts at `from` (nested
   * selects skipped), or the template's end. */
  function close(t, from, end) {
    var depth = 0;
    for (var i = from; i < t.length; i += 1) {
      var c = t[i];
      if (c === '\u0003') depth += 1;
      else if (c === '\u0007' && depth > 0) depth -= 1;
      else if (c === end && depth === 0) return i;
    }
    return t.length;
  }

  /** The variant of a select `value` picks: an exact number, then its plural category (or the
   * word itself), else the default. */
  function choose(body, value) {
    var variants = [];
    for (var i = 0; i < body.length;) {
      var keyEnd = body.indexOf('\u0005', i);
      if (keyEnd < 0) keyEnd = body.length;
      var end = close(body, keyEnd + 1, '\u0006');
      var key = body.slice(i, keyEnd);
      variants.push({ key: key.replace(/^\*/, ''), fallback: key[0] === '*', text: body.slice(keyEnd + 1, end) });
      i = end + 1;
    }
    var number = typeof value === 'number';
    var category = number ? plural.select(value) : String(value === undefined ? '' : value);
    var pick = function (test) { return variants.filter(test)[0]; };
    var got = (number && pick(function (v) { return /^\d+$/.test(v.key) && Number(v.key) === value; }))
      || pick(function (v) { return v.key && v.key === category; })
      || pick(function (v) { return v.fallback; });
    return got ? got.text : '';
  }

  /** A template with its placeholders' values (numbers as ASCII digits, as the class view
   * writes them), each set apart in a right-to-left language. */
  function fill(t, values) {
    var out = '';
    for (var i = 0; i < t.length;) {
      var c = t[i];
      if (c === '\u0001') {
        var e = t.indexOf('\u0002', i + 1);
        if (e < 0) e = t.length;
        var v = values[t.slice(i + 1, e)];
        out += (rtl ? '\u2068' : '') + (v === undefined ? '' : String(v)) + (rtl ? '\u2069' : '');
        i = e + 1;
      } else if (c === '\u0003') {
        var on = t.indexOf('\u0004', i + 1);
        if (on < 0) on = t.length;
        var end = close(t, on + 1, '\u0007');
        out += fill(choose(t.slice(on + 1, end), values[t.slice(i + 1, on)]), values);
        i = end + 1;
      } else {
        out += c;
        i += 1;
      }
    }
    return out;
  }

  /** The words of the message `id` (`class-lrs-show`), filled with `values`. */
  function say(id, values) {
    return table[id] === undefined ? id : fill(table[id], values || {});
  }

  /** The words of `code` (a module export-words writes), English's if they cannot load. */
  function loadWords(code) {
    var load = function (c) { return import(new URL('lang/class-' + c + '.js', SCRIPT).href).then(function (m) { return m.default; }); };
    return load(code).catch(function () { return code === 'en' ? Promise.reject() : load('en').then(function (t) { code = 'en'; return t; }); })
      .then(function (t) { return { code: code, table: t }; }, function () { return { code: 'en', table: FALLBACK }; });
  }

  var VERB = 'http://adlnet.gov/expapi/verbs/answered';
  var POLL_MS = 2000;
  var DEADLINE_MS = 15000;
  // A store's `since` is its own clock (`stored`), so the page asks from the latest `stored` it
  // has seen, never its own clock, less a minute: statements stored while it last read may show
  // up late. Every minute it reads everything again: a store that dates `since` by the
  // statement's `timestamp` (the student's clock; Ralph does) would otherwise hide an answer
  // sent late, or from a browser whose clock is behind.
  var OVERLAP_MS = 60000;
  var FULL_EVERY = 30;
  var MAX_PAGES = 1000;
  // The tasks by the interaction type each one's questions have (www/lms-sync.js, KINDS).
  var TASKS = { choice: 'predict', 'fill-in': 'children', numeric: 'play', 'long-fill-in': 'heuristic' };
  var WRONG_SHOWN = 3;
  var CSV_HEADER = 'student,name,attempt,question,task,response,expected,correct,seconds,answered_at_utc';

  var $ = function (id) { return document.getElementById(id); };

  /* ---- Reading the store ---- */

  /** A failure in the teacher's words, with whether reading again may mend it. */
  function Problem(text, lasting) { this.text = text; this.lasting = lasting; }

  /** UTF-8 key and secret as HTTP Basic takes them. */
  function basic(key, secret) {
    var bytes = new TextEncoder().encode(key + ':' + secret);
    var text = '';
    for (var i = 0; i < bytes.length; i += 1) text += String.fromCharCode(bytes[i]);
    return 'Basic ' + btoa(text);
  }

  /** One page of statements: `{ statements, more }`, or a Problem thrown. */
  function getPage(url, conn) {
    var stop = new AbortController();
    var timer = setTimeout(function () { stop.abort(); }, DEADLINE_MS);
    return fetch(url, {
      headers: { Authorization: conn.auth, 'X-Experience-API-Version': '1.0.3', Accept: 'application/json' },
      // Never the browser's own credentials (nor its sign-in prompt): only the key typed here.
      credentials: 'omit',
      cache: 'no-store',
      signal: stop.signal,
    }).then(function (r) {
      return r.text().then(function (text) { return { r: r, text: text }; });
    }, function (e) {
      if (stop.signal.aborted) throw new Problem(say('class-lrs-timeout', { seconds: DEADLINE_MS / 1000 }), false);
      throw new Problem(say('class-lrs-network', { endpoint: conn.endpoint, origin: location.origin }), true);
    }).then(function (got) {
      var status = got.r.status;
      if (status === 401 || status === 403) {
        var refused = new Problem(say('class-lrs-credentials', { status: status }), true);
        refused.credentials = true;
        throw refused;
      }
      if (status === 404) throw new Problem(say('class-lrs-not-lrs', { what: 'HTTP 404' }), true);
      if (status >= 500) throw new Problem(say('class-lrs-failed', { status: status }), false);
      if (!got.r.ok) throw new Problem(say('class-lrs-refused', { status: status, detail: got.text.slice(0, 300) }), true);
      var body;
      try { body = JSON.parse(got.text); } catch (e) { body = null; }
      if (!body || !Array.isArray(body.statements)) throw new Problem(say('class-lrs-not-lrs', { what: say('class-lrs-no-list') }), true);
      return body;
    }).finally(function () { clearTimeout(timer); });
  }

  /** Every `answered` statement of the AU (stored since `since`, if given), following the store's
   * `more` links: an array. */
  function readAll(conn, since) {
    var url = new URL('statements', conn.endpoint);
    url.searchParams.set('verb', VERB);
    url.searchParams.set('activity', conn.activity);
    // The answers' object is the question; the AU is their parent (context activities).
    url.searchParams.set('related_activities', 'true');
    if (since) url.searchParams.set('since', since);
    var out = [];
    var asked = {};
    function next(u, n) {
      asked[u.href] = true;
      return getPage(u, conn).then(function (body) {
        out.push.apply(out, body.statements);
        if (!body.more || !body.statements.length || n >= MAX_PAGES) return out;
        // `more` is a path on the store's server (xAPI 2.1.3); one to another site is not followed
        // with the key.
        var more = new URL(body.more, conn.endpoint);
        if (more.origin !== url.origin) throw new Problem(say('class-lrs-elsewhere', { origin: more.origin }), true);
        return asked[more.href] ? out : next(more, n + 1);
      });
    }
    return next(url, 1);
  }

  /* ---- Statements to answers ---- */

  /** The actor's identity (grouping key), the id the CSV gives and the name shown. */
  function who(actor) {
    actor = actor || {};
    var id;
    if (actor.account && actor.account.name) id = { key: 'account|' + actor.account.homePage + '|' + actor.account.name, id: actor.account.name };
    else if (actor.mbox) id = { key: 'mbox|' + actor.mbox, id: String(actor.mbox).replace(/^mailto:/, '') };
    else if (actor.mbox_sha1sum) id = { key: 'sha1|' + actor.mbox_sha1sum, id: actor.mbox_sha1sum };
    else if (actor.openid) id = { key: 'openid|' + actor.openid, id: actor.openid };
    else return null;
    id.name = typeof actor.name === 'string' && actor.name.trim() ? actor.name : '';
    return id;
  }

  /** An ISO 8601 duration (xAPI's `result.duration`) in whole milliseconds; 0 if it does not read. */
  function durationMs(text) {
    var m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(String(text || ''));
    if (!m) return 0;
    var s = (Number(m[1] || 0) * 24 + Number(m[2] || 0)) * 3600 + Number(m[3] || 0) * 60 + Number(m[4] || 0);
    return Math.round(s * 1000);
  }

  /** Whether the statement is about `activity`: its object, or one of its context activities. */
  function relates(st, activity) {
    if (st.object.id === activity) return true;
    var all = (st.context && st.context.contextActivities) || {};
    return Object.keys(all).some(function (k) {
      return [].concat(all[k]).some(function (a) { return a && a.id === activity; });
    });
  }

  /** An answer to the AU `activity` from an `answered` statement, or null for one that is not
   * (a store that ignored a filter of the query sends others). */
  function answerOf(st, activity) {
    if (!st || !st.id || !st.object || typeof st.object.id !== 'string' || !st.result) return null;
    if (!st.verb || st.verb.id !== VERB || !relates(st, activity)) return null;
    var student = who(st.actor);
    var at = Date.parse(st.timestamp || st.stored);
    if (!student || !isFinite(at)) return null;
    var def = st.object.definition || {};
    // The question's own id (`q3`, `play`, `formula`) from urn:npuzzle:exercise:<id>:<question>.
    var q = /^urn:npuzzle:exercise:.*:([^:]+)$/.exec(st.object.id);
    var pattern = Array.isArray(def.correctResponsesPattern) ? def.correctResponsesPattern[0] : undefined;
    return {
      id: st.id,
      student: student,
      registration: (st.context && st.context.registration) || '',
      question: q ? q[1] : st.object.id,
      task: TASKS[def.interactionType] || def.interactionType || '',
      response: st.result.response === undefined ? '' : String(st.result.response),
      expected: pattern === undefined || pattern === null ? '' : String(pattern),
      correct: st.result.success === true,
      ms: durationMs(st.result.duration),
      at: at,
      stored: Date.parse(st.stored) || at,
    };
  }

  /* ---- The class: as report.rs makes it ---- */

  /** A question id's place: `q` and a number by the number, others after, by name. */
  function order(a, b) {
    var n = function (id) { var m = /^q(\d+)$/.exec(id); return m ? Number(m[1]) : Infinity; };
    var x = n(a), y = n(b);
    if (x !== y) return x < y ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** The distinct values, most common first (ties by value), with their counts. */
  function mostCommon(values) {
    var counts = {};
    values.forEach(function (v) { counts['=' + v] = (counts['=' + v] || 0) + 1; });
    return Object.keys(counts).map(function (k) { return [k.slice(1), counts[k]]; })
      .sort(function (a, b) { return b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0); });
  }

  /** The students, by name, each with their answers in time order and each answer's attempt:
   * the number of its registration among the student's, by when each began. */
  function students(answers) {
    var by = {};
    answers.forEach(function (a) {
      var s = by[a.student.key] = by[a.student.key] || { who: a.student, answers: [] };
      s.answers.push(a);
      if (a.student.name) s.who = a.student;
    });
    var list = Object.keys(by).map(function (k) { return by[k]; });
    list.forEach(function (s) {
      s.answers.sort(function (a, b) { return a.at - b.at || (a.id < b.id ? -1 : 1); });
      var attempts = {};
      var n = 0;
      s.answers.forEach(function (a) {
        if (!attempts[a.registration]) { n += 1; attempts[a.registration] = n; }
        a.attempt = attempts[a.registration];
      });
      s.latest = {};
      s.answers.forEach(function (a) { s.latest[a.question] = a; });
    });
    var shown = function (s) { return s.who.name || s.who.id; };
    return list.sort(function (a, b) {
      return shown(a).localeCompare(shown(b)) || (a.who.key < b.who.key ? -1 : 1);
    });
  }

  /** Each question across the class: each student's latest answer to it. */
  function questions(list) {
    var by = {};
    list.forEach(function (s) {
      Object.keys(s.latest).forEach(function (q) { (by[q] = by[q] || []).push(s.latest[q]); });
    });
    return Object.keys(by).sort(order).map(function (id) {
      var latest = by[id];
      var right = latest.filter(function (a) { return a.correct; }).length;
      var expected = mostCommon(latest.map(function (a) { return a.expected; }));
      var wrong = mostCommon(latest.filter(function (a) { return !a.correct; }).map(function (a) { return a.response; }));
      return {
        id: id,
        students: latest.length,
        right: right,
        percent: Math.round((100 * right) / latest.length),
        expected: expected.length ? expected[0][0] : '',
        wrong: wrong.slice(0, WRONG_SHOWN),
      };
    });
  }

  /** Seconds with one decimal, as Rust's `{:.1}` writes a whole number of milliseconds over
   * 1000 (toFixed agrees but on exact ties, which Rust takes to the even digit). */
  function seconds(ms) {
    if (ms % 500 === 250) {
      var tenths = Math.floor(ms / 100);
      if (tenths % 2 === 1) tenths += 1;
      return (tenths / 10).toFixed(1);
    }
    return (ms / 1000).toFixed(1);
  }

  /** A CSV cell: a formula a spreadsheet would run kept as text with a leading `'`, quoted when
   * it holds a comma, a quote or a line break (RFC 4180). */
  function cell(text) {
    text = String(text);
    if (/^[=+\-@\t\r]/.test(text)) text = '\'' + text;
    return /[,"\n\r]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
  }

  /** Every answer, a line each (CRLF), students in the order shown. */
  function csv(list) {
    var lines = [CSV_HEADER];
    list.forEach(function (s) {
      s.answers.forEach(function (a) {
        lines.push([s.who.id, s.who.name, a.attempt, a.question, a.task, a.response, a.expected,
          String(a.correct), seconds(a.ms), new Date(a.at).toISOString()].map(cell).join(','));
      });
    });
    return lines.join('\r\n') + '\r\n';
  }

  /* ---- Showing it ---- */

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) node.setAttribute(k, attrs[k]);
    (children || []).forEach(function (c) {
      node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }

  function tableOf(caption, heads, rows, attrs) {
    var head = el('tr', {}, heads.map(function (h) { return el('th', { scope: 'col' }, [h]); }));
    return el('table', attrs || {}, [el('caption', {}, [caption]), el('thead', {}, [head]), el('tbody', {}, rows)]);
  }

  /** A table wider than a phone scrolls on its own, reachable by the keyboard. */
  function wide(label, table) {
    return el('div', { class: 'wide', role: 'region', 'aria-label': label, tabindex: '0' }, [table]);
  }

  function showQuestions(qs) {
    var rows = qs.map(function (q) {
      var wrong = q.wrong.map(function (w) { return w[0] + ' (' + w[1] + ')'; });
      return el('tr', { 'data-question': q.id, 'data-right': String(q.right), 'data-students': String(q.students) }, [
        el('th', { scope: 'row' }, [q.id]),
        el('td', {}, [say('class-share', { percent: q.percent, right: q.right, students: q.students })]),
        el('td', { 'data-expected': '' }, [q.expected]),
        el('td', { 'data-wrong': '' }, [wrong.length ? wrong.join(', ') : say('class-no-wrong')]),
      ]);
    });
    var table = tableOf(say('class-questions-caption'), [say('class-question'), say('class-right'), say('class-right-answer'), say('class-wrong-answers')], rows, { 'data-questions': '' });
    $('questions').replaceChildren(wide(say('class-lrs-questions-table'), table));
  }

  function showStudents(list) {
    var box = $('students');
    // What the teacher opened, and where the focus was, stay as they were.
    var open = {};
    box.querySelectorAll('details[open]').forEach(function (d) { open[d.dataset.student] = true; });
    var focused = box.contains(document.activeElement) && document.activeElement.closest('details');
    var focusKey = focused ? focused.dataset.student + (document.activeElement.tagName === 'SUMMARY' ? '|summary' : '|region') : null;
    var items = list.map(function (s) {
      var name = s.who.name || s.who.id;
      var qs = Object.keys(s.latest);
      var right = qs.filter(function (q) { return s.latest[q].correct; }).length;
      var rows = s.answers.map(function (a) {
        var iso = new Date(a.at).toISOString();
        return el('tr', {}, [
          el('th', { scope: 'row' }, [a.question]),
          el('td', {}, [a.response]),
          el('td', {}, [say(a.correct ? 'class-lrs-yes' : 'class-lrs-no')]),
          el('td', {}, [seconds(a.ms)]),
          // The date and the time each kept whole, on two lines where the column is narrow.
          el('td', { class: 'when' }, [el('span', {}, [iso.slice(0, 10)]), ' ', el('span', {}, [iso.slice(11, 19)])]),
        ]);
      });
      var table = tableOf(say('class-lrs-answers-of', { name: name }), [say('class-question'), say('class-lrs-answer'), say('class-lrs-result'), say('class-lrs-seconds'), say('class-lrs-when')], rows);
      var details = el('details', { 'data-student': s.who.key, 'data-find': (name + ' ' + s.who.id).toLocaleLowerCase(lang) }, [
        el('summary', {}, [say('class-lrs-student-summary', { name: name, right: right, questions: qs.length, answers: s.answers.length })]),
        wide(say('class-lrs-answers-of', { name: name }), table),
      ]);
      if (open[s.who.key]) details.open = true;
      return details;
    });
    box.replaceChildren.apply(box, items);
    find();
    if (focusKey) {
      var again = Array.prototype.find.call(box.querySelectorAll('details'), function (d) { return focusKey.indexOf(d.dataset.student + '|') === 0; });
      if (again) (/\|summary$/.test(focusKey) ? again.querySelector('summary') : again.querySelector('.wide')).focus();
    }
  }

  /** Only the students whose name or id holds what the teacher typed in Find (kept through
   * the live updates). */
  function find() {
    var want = $('find').value.trim().toLocaleLowerCase(lang);
    $('students').querySelectorAll('details').forEach(function (d) {
      d.hidden = want !== '' && d.dataset.find.indexOf(want) < 0;
    });
  }

  /* ---- The live view ---- */

  var conn = null; // { endpoint, activity, auth }
  var run = 0; // a new Show stops the reading of the one before
  var held = {}; // statement id -> answer
  var cursor = 0; // the latest `stored` seen (the store's clock), ms
  var polls = 0;
  var timer = null;
  var inFlight = null; // the run whose reading is under way
  var stopped = true; // nothing to read until the teacher shows a class (again)
  var lastRead = null;
  var shownCount = -1;

  function problem(text) {
    var p = $('problem');
    if (!text) { p.hidden = true; p.textContent = ''; return; }
    if (p.textContent !== text) p.textContent = text;
    p.hidden = false;
  }

  function status(text) {
    if ($('status').textContent !== text) $('status').textContent = text;
  }

  function show() {
    var answers = Object.keys(held).map(function (id) { return held[id]; });
    $('updated').textContent = say('class-lrs-updated', { time: new Date(lastRead).toLocaleTimeString(lang) });
    if (answers.length === shownCount) return;
    shownCount = answers.length;
    if (!answers.length) {
      $('results').hidden = true;
      status(say('class-lrs-none-yet'));
      return;
    }
    var list = students(answers);
    status(say('class-lrs-live', { answers: answers.length, students: list.length }));
    showQuestions(questions(list));
    showStudents(list);
    $('results').hidden = false;
  }

  function schedule(mine) {
    clearTimeout(timer);
    if (mine !== run) return;
    if (document.hidden) { $('updated').textContent = say('class-lrs-paused'); return; }
    timer = setTimeout(function () { poll(mine); }, POLL_MS);
  }

  function poll(mine) {
    if (mine !== run || inFlight === mine) return;
    inFlight = mine;
    var full = polls % FULL_EVERY === 0 || !cursor;
    polls += 1;
    var since = full ? null : new Date(cursor - OVERLAP_MS).toISOString();
    readAll(conn, since).then(function (statements) {
      if (mine !== run) return;
      statements.forEach(function (st) {
        var a = answerOf(st, conn.activity);
        if (!a || held[a.id]) return;
        held[a.id] = a;
        cursor = Math.max(cursor, a.stored);
      });
      lastRead = Date.now();
      problem(null);
      show();
    }, function (e) {
      if (mine !== run) return;
      var p = e instanceof Problem ? e : new Problem(String(e), false);
      // Refused credentials, or an address that is no record store, stop the reading until the
      // teacher mends them; so does an unreachable store before anything was read. Otherwise
      // what was read stays, and the page tries again.
      if (p.lasting && (p.credentials || !lastRead)) {
        run += 1;
        stopped = true;
        problem(p.text);
        status('');
        $('updated').textContent = '';
        return;
      }
      problem(lastRead ? say('class-lrs-stale', { time: new Date(lastRead).toLocaleTimeString(lang), problem: p.text }) : p.text);
    }).finally(function () {
      if (inFlight === mine) inFlight = null;
      schedule(mine);
    });
  }

  /** Show: once the page's words are in (a teacher may press Enter before they arrive). */
  function start(event) {
    event.preventDefault();
    ready.then(begin);
  }

  function begin() {
    var form = $('connect');
    var endpoint = form.endpoint.value.trim();
    var activity = form.activity.value.trim();
    var url;
    try { url = new URL(endpoint); } catch (e) { url = null; }
    var bad = null;
    var field = null;
    if (!url || !/^https?:$/.test(url.protocol)) { bad = say('class-lrs-bad-endpoint'); field = form.endpoint; }
    else if (url.username || url.password) { bad = say('class-lrs-key-in-address'); field = form.endpoint; }
    else if (location.protocol === 'https:' && url.protocol === 'http:' && !/^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname)) { bad = say('class-lrs-insecure'); field = form.endpoint; }
    else if (!form.key.value || !form.secret.value) { bad = say('class-lrs-no-key'); field = form.key.value ? form.secret : form.key; }
    else if (!activity) { bad = say('class-lrs-no-activity'); field = form.activity; }
    [form.endpoint, form.key, form.secret, form.activity].forEach(function (f) { f.removeAttribute('aria-invalid'); });
    run += 1;
    clearTimeout(timer);
    stopped = Boolean(bad);
    if (bad) {
      field.setAttribute('aria-invalid', 'true');
      problem(bad);
      status('');
      $('updated').textContent = '';
      $('results').hidden = true;
      field.focus();
      return;
    }
    url.hash = '';
    if (!/\/$/.test(url.pathname)) url.pathname += '/';
    conn = { endpoint: url.href, activity: activity, auth: basic(form.key.value, form.secret.value) };
    // The address and the AU (never the key or the secret) in the page's address, so a reload or
    // a bookmark fills them in again.
    var here = new URL(location.href);
    var kept = new URLSearchParams({ endpoint: url.href, activity: activity });
    var chosen = new URLSearchParams(location.search).get('lang');
    if (chosen) kept.set('lang', chosen);
    here.search = kept.toString();
    history.replaceState(null, '', here.href);
    held = {};
    cursor = 0;
    polls = 0;
    lastRead = null;
    shownCount = -1;
    problem(null);
    status(say('class-lrs-reading'));
    $('updated').textContent = '';
    $('results').hidden = true;
    poll(run);
  }

  function download() {
    var answers = Object.keys(held).map(function (id) { return held[id]; });
    var blob = new Blob([csv(students(answers))], { type: 'text/csv;charset=utf-8' });
    var a = el('a', { href: URL.createObjectURL(blob), download: CSV_NAME });
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 10000);
  }

  /** The page's words in place: `words` is what loadWords gives. */
  function apply(words) {
    lang = words.code;
    table = words.table;
    rtl = RTL.indexOf(lang) >= 0;
    plural = new Intl.PluralRules(lang);
    var html = document.documentElement;
    html.lang = lang;
    html.dir = rtl ? 'rtl' : 'ltr';
    document.title = say('class-lrs-title');
    document.querySelectorAll('[data-w]').forEach(function (node) { node.textContent = say(node.dataset.w); });
  }

  var ready = loadWords(chooseLang()).then(apply);
  var query = new URLSearchParams(location.search);
  var form = $('connect');
  form.endpoint.value = query.get('endpoint') || '';
  form.activity.value = query.get('activity') || '';
  form.addEventListener('submit', start);
  $('csv').addEventListener('click', download);
  $('find').addEventListener('input', find);
  document.addEventListener('visibilitychange', function () {
    if (!conn || document.hidden || stopped) return;
    clearTimeout(timer);
    poll(run);
  });
})();
