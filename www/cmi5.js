// The cmi5 side of an exercise package: the AU (assignable unit) in cmi5's terms, over the same
// lms-sync.js as the SCORM formats. The LMS launches it with `endpoint`, `fetch`, `actor`,
// `registration` and `activityId` in the URL. It fetches the auth token once, reads
// LMS.LaunchData (the context template, launchMode, masteryScore) and the learner's language,
// and keeps the saved attempt in the LRS's State API. It sends `initialized` on opening; at an
// attempt's end `passed` or `failed` with the scaled score, then `completed` (once per
// registration); `answered` for each answer; `terminated` on leaving. Every statement carries the context template (the
// session id among it), the registration and the cmi5 category; the LMS applies its moveOn rule
// to the verdict and completion it receives. The page waits for the saved attempt (at most a
// few seconds) before it starts. With no launch parameters it does nothing.
//
// The back-forward cache, by cmi5's rules: a session runs from the LMS's launch to `terminated`
// (or the LMS's `abandoned`); the fetch URL gives its token once (8.2), the token lasts as long
// as the session, `terminated` is the last statement of a session (9.3.8), and only the LMS can
// start a new session, with a new launch. So a page hidden into the cache does not terminate
// (it could say nothing more if it came back): what is pending goes, and the session stays
// open. Restored, it goes on with the same token while the LMS accepts it. Once the LMS refuses
// it (401 or 403: it ended the session meanwhile, as it must once it records `abandoned`,
// 9.3.6), there is no session to speak in: the page says the course is not taking results, and
// the attempt kept in the browser and the LRS's state carries the result into the next launch.
// A page that never comes back leaves the LMS to record `abandoned`; what it had was sent.
(function () {
  'use strict';
  var lms = window.NpuzzleLms;
  var query = new URLSearchParams(location.search);
  var endpoint = query.get('endpoint');
  var fetchUrl = query.get('fetch');
  var registration = query.get('registration');
  var activityId = query.get('activityId');
  var actor;
  try { actor = JSON.parse(query.get('actor')); } catch (e) { actor = null; }
  if (!lms || !endpoint || !fetchUrl || !registration || !activityId || !actor) return;
  endpoint = endpoint.replace(/\/?$/, '/');

  var html = document.documentElement;
  var WAIT_MS = 8000;
  var VERB = 'http://adlnet.gov/expapi/verbs/';
  var CMI5 = 'https://w3id.org/xapi/cmi5/context/';
  var ATTEMPT = 'urn:npuzzle:attempt';
  var OUTCOME = 'urn:npuzzle:outcome';
  // The page waits (page.rs) until the saved attempt is known.
  html.setAttribute('data-npuzzle-wait', 'lms');
  var waited = false;
  function ready() {
    if (waited) return;
    waited = true;
    html.removeAttribute('data-npuzzle-wait');
    document.dispatchEvent(new CustomEvent('npuzzle-lms-ready'));
  }
  setTimeout(ready, WAIT_MS);

  var token = null;
  var launch = {};
  var docs = {};
  var started = Date.now();
  var sent = { passed: false, failed: false, completed: false, terminated: false };
  var opened = false; // a session is open: `initialized` went
  var ended = false; // the LMS refused the token: this launch's session is over

  // Every request has a deadline: an LMS that takes the connection and never answers counts as
  // a failure once it passes (the page says so, lms-sync.js tries again, nothing pending is
  // dropped), and the request is aborted. Requests do not wait for one another, so one that
  // hangs holds up nothing else (`terminated` included). The order that matters is kept where
  // the requests are made: a flush writes one thing after another (but as the page may be
  // going, what waits behind a write under way goes beside it: lms-sync.js's `part`), a
  // verdict's statements go before the state that says they went, and `terminated` is stamped
  // last (an LMS takes statements for a while after it, 9.3.8). A test sets a shorter deadline
  // before the page loads (window.npuzzleLmsDeadlineMs).
  var DEADLINE_MS = window.npuzzleLmsDeadlineMs > 0 ? Number(window.npuzzleLmsDeadlineMs) : 15000;

  /** `fetch` and its answer's body within the deadline: `{ status, ok, text }`; rejected on a
   * network error or when the deadline passes. */
  function timed(url, init) {
    var stop = new AbortController();
    var timer;
    var late = new Promise(function (resolve, reject) {
      timer = setTimeout(function () {
        stop.abort();
        reject(new Error('no answer within ' + DEADLINE_MS + ' ms'));
      }, DEADLINE_MS);
    });
    var answer = fetch(url, Object.assign({ signal: stop.signal }, init)).then(function (r) {
      return r.text().then(function (text) { return { status: r.status, ok: r.ok, text: text }; });
    });
    return Promise.race([answer, late]).finally(function () { clearTimeout(timer); });
  }

  // A browser carries keepalive requests of at most 64 KiB of bodies in flight together (Fetch,
  // "keepalive"); past it, a request fails before it leaves. One that would pass it (a large
  // context template from the LMS, a verdict with its pending state) goes as a plain request,
  // which arrives as long as the page lives.
  var KEEPALIVE_BYTES = 60000;
  var inFlight = 0;
  // What a request leaves of that allowance for the ones that matter more, which may come after
  // it (taken and never answered, a request holds its share until its deadline): `terminated`,
  // beside every write but the verdict's statements; beside an answer, the verdict too. So a
  // slow LRS and a large context template crowd out an answer (kept, and sent again by the next
  // session), never the end of the session.
  // In statements: a state write leaves one (`terminated`), an answer three (the verdict's two).
  var SPARE = { state: 1, answer: 3 };
  // About the bytes of one statement: the LMS's context template and the actor in each, once the
  // launch data is read.
  var statementBytes = 0;
  /** UTF-8 bytes, at most three per UTF-16 unit. */
  var bytes = function (text) { return new Blob([text]).size; };

  /** A request to the LRS, with keepalive where it fits beside `spare` statements (SPARE), so
   * one made as the page goes still arrives. */
  function request(method, path, params, body, spare) {
    var url = new URL(path, endpoint);
    for (var k in params) url.searchParams.set(k, params[k]);
    var headers = { 'X-Experience-API-Version': '1.0.3', Authorization: 'Basic ' + token };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    var text = body === undefined ? undefined : JSON.stringify(body);
    var size = text === undefined ? 0 : bytes(text);
    var keepalive = inFlight + size + (spare || 0) * statementBytes <= KEEPALIVE_BYTES;
    if (keepalive) inFlight += size;
    var sent = timed(url, { method: method, headers: headers, keepalive: keepalive, body: text });
    if (!keepalive) return sent;
    return sent.finally(function () { inFlight -= size; });
  }

  /** What the LRS made of a write, as lms-sync.js takes it: true (taken), 'ended' (401 or 403:
   * the token no longer holds, the session is over) or false (not now: tried again). */
  function taken(answer) {
    if (answer.ok) return true;
    if (answer.status !== 401 && answer.status !== 403) return false;
    ended = true;
    opened = false;
    return 'ended';
  }

  var stateParams = function (id) {
    return { activityId: activityId, agent: JSON.stringify(actor), registration: registration, stateId: id };
  };
  // A document of the State API or the agent's profile: its JSON, or null if there is none.
  function read(path, params) {
    return request('GET', path, params).then(function (r) {
      if (r.status === 404) return null;
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return JSON.parse(r.text);
    });
  }
  /** Stores a state document; what the LMS holds (`docs`) follows once it is taken. */
  function putState(id, name, value) {
    return request('PUT', 'activities/state', stateParams(id), JSON.parse(value), SPARE.state).then(taken).then(function (ok) {
      if (ok === true) docs[name] = value;
      return ok;
    });
  }

  function uuid() {
    if (crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64;
    b[8] = (b[8] & 63) | 128;
    var h = Array.from(b, function (x) { return (x + 256).toString(16).slice(1); }).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }
  // Timestamps strictly in order, so a verdict and its completion sent together keep theirs.
  var lastStamp = 0;
  function stamp() {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return new Date(lastStamp).toISOString();
  }
  /** A statement id that is this registration's `verb`'s, the same in every session: the
   * verdict and the completion are sent at most once per registration, so any copy of one that
   * a later session sends (its state lost, its answer lost) is the one the LRS holds, and is
   * kept once. A UUID (version 8) from 128 bits of four seeded 32-bit hashes. */
  function namedId(verb) {
    var text = registration + '\n' + activityId + '\n' + verb;
    var words = [0x9e3779b9, 0x85ebca6b, 0xc2b2ae35, 0x27d4eb2f].map(function (seed) {
      var h = seed;
      for (var i = 0; i < text.length; i += 1) {
        h = Math.imul(h ^ text.charCodeAt(i), 0x5bd1e995);
        h ^= h >>> 15;
      }
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      return (h ^ (h >>> 16)) >>> 0;
    });
    var hex = words.map(function (w) { return (w + 0x100000000).toString(16).slice(1); }).join('');
    var variant = ((parseInt(hex[16], 16) & 3) | 8).toString(16);
    return hex.slice(0, 8) + '-' + hex.slice(8, 12) + '-8' + hex.slice(13, 16) + '-' + variant + hex.slice(17, 20) + '-' + hex.slice(20);
  }

  /** A cmi5 defined statement: `verb`, its result, and the moveOn category for a verdict (whose
   * id is the registration's, `namedId`). */
  function statement(verb, result, moveOn) {
    var context = JSON.parse(JSON.stringify(launch.contextTemplate || {}));
    context.registration = registration;
    var activities = context.contextActivities = context.contextActivities || {};
    var category = activities.category = activities.category || [];
    category.push({ id: CMI5 + 'categories/cmi5', objectType: 'Activity' });
    if (moveOn) category.push({ id: CMI5 + 'categories/moveon', objectType: 'Activity' });
    if (moveOn && typeof launch.masteryScore === 'number') {
      context.extensions = context.extensions || {};
      context.extensions[CMI5 + 'extensions/masteryscore'] = launch.masteryScore;
    }
    var s = {
      id: moveOn ? namedId(verb) : uuid(),
      timestamp: stamp(),
      actor: actor,
      verb: { id: VERB + verb, display: { 'en-US': verb } },
      object: { id: activityId, objectType: 'Activity' },
      context: context,
    };
    if (result) s.result = result;
    return s;
  }
  function post(statements) {
    return request('POST', 'statements', {}, statements).then(function (answer) {
      // Statements are sent again with their ids (below): an LRS that stored them from a request
      // whose answer was lost may say 409 for the copy (xAPI allows it), and then it has them.
      // It refuses the whole batch for one it has: each is then sent alone, in order.
      if (answer.status !== 409) return taken(answer);
      if (statements.length < 2) return true;
      return statements.reduce(function (before, s) {
        return before.then(function (ok) { return ok === true ? post([s]) : ok; });
      }, Promise.resolve(true));
    });
  }
  // Browse and Review let a learner look without being judged: no verdict and no completion.
  var judged = function () { return !launch.launchMode || launch.launchMode === 'Normal'; };

  // The fetch URL gives the token once: asked again only if no answer came.
  var key = 'npuzzle-cmi5:' + fetchUrl;
  var asked = null;
  function askToken() {
    if (token) return Promise.resolve(token);
    if (!asked) {
      asked = timed(fetchUrl, { method: 'POST' }).then(function (r) {
        var answer = JSON.parse(r.text);
        if (!answer || !answer['auth-token']) throw new Error((answer && answer['error-text']) || 'no auth token');
        token = answer['auth-token'];
        sessionStorage.setItem(key, 'used');
        return token;
      });
      asked.catch(function () { asked = null; });
    }
    return asked;
  }

  /** What the LMS holds for this registration: the launch data, the learner's preferences, the
   * saved attempt and the outcome already sent (nothing is sent twice). */
  function readStart() {
    return Promise.all([
      read('activities/state', stateParams('LMS.LaunchData')),
      read('agents/profile', { agent: JSON.stringify(actor), profileId: 'cmi5LearnerPreferences' }).catch(function () { return null; }),
      read('activities/state', stateParams(ATTEMPT)),
      read('activities/state', stateParams(OUTCOME)),
    ]).then(function (got) {
      launch = got[0] || {};
      statementBytes = bytes(JSON.stringify(launch.contextTemplate || {}) + JSON.stringify(actor || {})) + 1024;
      var preferences = got[1];
      if (got[2]) docs.attempt = JSON.stringify(got[2]);
      if (got[3]) {
        // Statements kept with the outcome and not known to have landed: sent again (open).
        if (Array.isArray(got[3].pending) && got[3].pending.length) unsure = got[3].pending;
        delete got[3].pending;
        docs.outcome = JSON.stringify(got[3]);
        sent.completed = true;
        sent.passed = got[3].passed === true;
      }
      if (docs.attempt) html.setAttribute('data-npuzzle-resume', docs.attempt);
      // The learner's languages, most wanted first: the page takes the first it has.
      if (preferences && preferences.languagePreference) {
        html.setAttribute('data-npuzzle-lang', String(preferences.languagePreference));
      }
    });
  }

  // Statements are made once and sent again as they were (the same ids) until the LRS takes
  // them: a request that timed out may have been stored, and an LRS keeps one statement per id.
  var hello = null; // `initialized`
  var outbox = null; // an outcome's statements: { value, statements }
  var unsure = null; // an earlier session's outcome statements, perhaps never landed

  /** An attempt's end: its verdict and completion (at most once each per registration), then
   * the state that says they went. The statements are put in that state first, as pending: a
   * page that goes before they or the state land leaves them there, and the next session sends
   * them again as they were (the same ids: an LRS keeps one statement per id), never new ones. */
  function sendOutcome(value) {
    var o = JSON.parse(value);
    if (!outbox || outbox.value !== value) outbox = { value: value, statements: outcomeStatements(o) };
    var statements = outbox.statements;
    if (!statements.length) return putState(OUTCOME, 'outcome', value);
    // Not waited for: the statements go at once (a State API that hangs holds nothing up), and
    // first, so that as the page goes they have the browser's keepalive allowance before it.
    var posted = post(statements);
    var kept = request('PUT', 'activities/state', stateParams(OUTCOME), Object.assign({ pending: statements }, o), SPARE.state)
      .catch(function () { return null; });
    return posted.then(function (ok) {
      if (ok !== true) return ok;
      outbox = null;
      sent.completed = sent.completed || judged();
      sent.passed = sent.passed || (judged() && o.passed);
      sent.failed = sent.failed || (judged() && !o.passed);
      // After the pending state: a later write must not be overtaken by it.
      return kept.then(function () { return putState(OUTCOME, 'outcome', value); });
    });
  }

  /** An earlier session's outcome statements that may not have landed: sent again as they
   * were, then the outcome's state without them. */
  function resendUnsure() {
    if (!unsure) return;
    var statements = unsure;
    post(statements).then(function (ok) {
      if (ok !== true || unsure !== statements) return;
      unsure = null;
      return putState(OUTCOME, 'outcome', docs.outcome);
    }).catch(function () {});
  }

  function outcomeStatements(o) {
    var statements = [];
    var time = lms.duration(Date.now() - started);
    if (judged() && !sent.passed && !(sent.failed && !o.passed)) {
      statements.push(statement(o.passed ? 'passed' : 'failed', {
        score: { scaled: o.scaled, raw: o.raw, min: o.min, max: o.max },
        success: o.passed,
        duration: time,
      }, true));
    }
    if (judged() && !sent.completed) statements.push(statement('completed', { completion: true, duration: time }, true));
    return statements;
  }

  var format = {
    // What lms-sync.js sends first as the page goes: the verdict.
    grade: 'outcome',
    open: function () {
      if (opened) return true;
      // A reload of the same launch: its token was used and its session ended (`terminated`
      // went as the page left), so there is no session left to speak in. Nor once the LMS
      // refused the token.
      if (ended || (!token && sessionStorage.getItem(key))) {
        ready();
        return false;
      }
      return askToken().then(readStart).then(function () {
        hello = hello || statement('initialized');
        return post([hello]).then(function (ok) {
          if (ok === true) resendUnsure();
          return ok;
        });
      }).catch(function () {
        return false;
      }).then(function (ok) {
        opened = ok === true;
        ready();
        return opened;
      });
    },
    read: function (name) { return docs[name] === undefined ? null : docs[name]; },
    write: function (name, value) {
      if (name === 'attempt') return putState(ATTEMPT, 'attempt', value);
      if (name.indexOf('answer:') === 0) return postAnswer(JSON.parse(value));
      return name === 'outcome' ? sendOutcome(value) : true;
    },
    commit: function () { return true; },
    close: function () {
      if (sent.terminated) return true;
      sent.terminated = true;
      // Sent at once, whatever else is under way: the page is going.
      post([statement('terminated', { duration: lms.duration(Date.now() - started) })]).catch(function () {});
      return true;
    },
    held: function (v) {
      var o = v.outcome ? JSON.parse(v.outcome) : null;
      return o ? { passed: o.passed === true, scaled: lms.share(o.scaled, o.raw, o.max) } : null;
    },
    values: function (kind, detail) {
      switch (kind) {
        case 'attempt': return { attempt: JSON.stringify(detail) };
        case 'completed': {
          // With a mastery score from the LMS, it decides the verdict (cmi5 9.3.4); a pass
          // already sent in this registration is kept: there is nothing better to send.
          if (sent.passed) return {};
          var s = detail.score;
          var passed = typeof launch.masteryScore === 'number' ? s.scaled >= launch.masteryScore : detail.passed === true;
          return { outcome: JSON.stringify({ passed: passed, scaled: lms.scaled(s.scaled), raw: s.raw, min: s.min, max: s.max }) };
        }
        case 'answer': {
          var out = {};
          var q = lms.question(detail.report, detail.answer);
          out['answer:' + q.id + '@' + lms.timestamp(q.at)] = JSON.stringify(answered(q, detail.answer));
          return out;
        }
        default: return {};
      }
    },
  };

  // No `record` for lms-sync.js to write last: the attempt's state goes before the outcome and
  // the answers, as it always did, and an answer sent again is the statement the LRS holds
  // (its id is the answer's).

  /** An `answered` statement sent: one the LRS refuses as malformed (400) is 'invalid', given
   * up by lms-sync.js rather than holding up the verdict. */
  function postAnswer(st) {
    // None after `terminated` (cmi5 9.3.8): kept for the next session.
    if (sent.terminated) return false;
    return request('POST', 'statements', {}, [st], SPARE.answer).then(function (answer) {
      if (answer.status === 400) return 'invalid';
      return answer.status === 409 ? true : taken(answer);
    });
  }

  /** An answer as an `answered` statement, one of the statements cmi5 allows beside its own in
   * a session (9.6.1: not in the cmi5 category). Its object is the question, an activity in the
   * AU; its id is made of the registration, the question and the time, so a copy sent again is
   * the statement the LRS already holds. */
  function answered(q, answer) {
    var context = JSON.parse(JSON.stringify(launch.contextTemplate || {}));
    context.registration = registration;
    var activities = context.contextActivities = context.contextActivities || {};
    activities.parent = [{ id: activityId, objectType: 'Activity' }];
    var extensions = {};
    ['node', 'verdict', 'board'].forEach(function (k) {
      if (answer[k] !== undefined) extensions['urn:npuzzle:extension:' + k] = answer[k];
    });
    var definition = {
      type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
      name: Object.keys(q.names).length ? q.names : { 'en-US': q.description },
      interactionType: q.kind,
    };
    if (q.pattern !== null) definition.correctResponsesPattern = [q.pattern];
    var result = { response: q.response, success: q.correct, duration: lms.duration(q.latencyMs) };
    if (Object.keys(extensions).length) result.extensions = extensions;
    return {
      id: namedId('answered\n' + q.id + '\n' + q.at),
      timestamp: new Date(q.at).toISOString(),
      actor: actor,
      verb: { id: VERB + 'answered', display: { 'en-US': 'answered' } },
      object: { id: q.id, objectType: 'Activity', definition: definition },
      result: result,
      context: context,
    };
  }
  lms.connect(format, ['attempt', 'outcome']);
})();
