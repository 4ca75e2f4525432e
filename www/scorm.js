// The SCORM 1.2 side of an exercise package (see embed.html, "Exercises and grading"). Loaded
// only by the packaged page, after lms-sync.js and before the app: it finds the LMS's API in a
// parent or opener window, hands the saved attempt (cmi.suspend_data) to the app, and gives
// lms-sync.js the SCORM 1.2 names for each score, the lesson status, the resume data, the
// session time and each answer (cmi.interactions); lms-sync.js writes them, checks every answer and tries again. The learner's
// language (cmi.student_preference.language), where the LMS has one, is the page's. With no LMS
// around it does nothing, and the page runs as a plain page.
(function () {
  'use strict';
  var lms = window.NpuzzleLms;
  var api = lms && lms.findApi('API');
  if (!api) return;
  var yes = lms.yes;
  var attempt = lms.attempt;
  // An error code of 0 after a call: the LMS took it.
  var fine = function () {
    try { return String(api.LMSGetLastError()) === '0'; } catch (e) { return false; }
  };

  // CMITimeSpan: HHHH:MM:SS.SS.
  function timespan(ms) {
    var cs = Math.round(ms / 10);
    var pad = function (n, w) { return String(n).padStart(w, '0'); };
    return pad(Math.floor(cs / 360000), 4) + ':' + pad(Math.floor(cs / 6000) % 60, 2) + ':'
      + pad(Math.floor(cs / 100) % 60, 2) + '.' + pad(cs % 100, 2);
  }

  // Whether a session is open: a value is read without an error.
  var answers = function () {
    api.LMSGetValue('cmi.core.lesson_status');
    return fine();
  };
  var opened = false;

  var format = {
    record: 'cmi.suspend_data', // the attempt's record: written last in a flush (lms-sync.js)
    open: function () {
      // Asked again when the page comes back from the back-forward cache: the session it
      // opened is still open if it answers, and then it is not opened twice.
      if (opened && answers()) return true;
      // Refused, but a session may be open still (a reload in an LMS that never heard the
      // first page leave): usable if it answers.
      opened = yes(api.LMSInitialize('')) || answers();
      return opened;
    },
    read: function (name) {
      var value = api.LMSGetValue(name);
      return fine() ? String(value) : null;
    },
    write: function (name, value) {
      if (yes(api.LMSSetValue(name, value))) return true;
      // 201 invalid argument, 401 not implemented (interactions are optional in 1.2), 405
      // incorrect data type: the value breaks the data model's rules, or this LMS's.
      var code = attempt(function () { return String(api.LMSGetLastError()); });
      return ['201', '401', '405'].indexOf(code) >= 0 ? 'invalid' : false;
    },
    commit: function () { return yes(api.LMSCommit('')); },
    close: function () {
      opened = false;
      return yes(api.LMSFinish(''));
    },
    held: function (v) {
      var status = v['cmi.core.lesson_status'];
      if (status !== 'passed' && status !== 'failed') return null;
      return { passed: status === 'passed', scaled: lms.share(null, v['cmi.core.score.raw'], v['cmi.core.score.max']) };
    },
    values: function (kind, detail) {
      switch (kind) {
        case 'start': {
          var status = detail['cmi.core.lesson_status'];
          var out = { 'cmi.core.exit': 'suspend' };
          if (!status || status === 'not attempted') out['cmi.core.lesson_status'] = 'incomplete';
          return out;
        }
        case 'attempt': {
          // SCORM 1.2 keeps 4,096 characters; an LMS cuts what is longer, and the resume then
          // breaks. The app's records stay within it (a test checks the longest); should one
          // not, the LMS keeps the last that did, and the browser keeps it all.
          var text = JSON.stringify(detail);
          return text.length <= 4096 ? { 'cmi.suspend_data': text } : {};
        }
        case 'completed': return {
          'cmi.core.score.raw': detail.score.raw,
          'cmi.core.score.min': detail.score.min,
          'cmi.core.score.max': detail.score.max,
          'cmi.core.lesson_status': detail.passed ? 'passed' : 'failed',
        };
        case 'leave': return { 'cmi.core.session_time': timespan(detail) };
        case 'answer': return interaction(detail.n, lms.question(detail.report, detail.answer));
        default: return {};
      }
    },
    // 1.2's interactions are written, never read back (but their count).
    answered: function () { return { count: parseInt(format.read('cmi.interactions._count'), 10) || 0, keys: [] }; },
  };

  // CMITime: the time of day, HH:MM:SS.
  function clock(ms) {
    var d = new Date(ms);
    var pad = function (n) { return String(n).padStart(2, '0'); };
    return pad(d.getHours()) + ':' + pad(d.getMinutes()) + ':' + pad(d.getSeconds());
  }

  /** The `n`th interaction: SCORM 1.2 has no place for a description, and keeps 255 characters
   * of a response (a long formula is cut there; the attempt's record keeps it whole). Its
   * `choice` takes single characters, so the node picked is written as text. */
  function interaction(n, q) {
    var p = 'cmi.interactions.' + n + '.';
    var out = {};
    out[p + 'id'] = q.id.slice(0, 255);
    out[p + 'type'] = q.kind === 'numeric' ? 'numeric' : 'fill-in';
    out[p + 'time'] = clock(q.at);
    out[p + 'student_response'] = q.response.slice(0, 255);
    if (q.pattern !== null) out[p + 'correct_responses.0.pattern'] = q.pattern.slice(0, 255);
    out[p + 'result'] = q.correct ? 'correct' : 'wrong';
    out[p + 'latency'] = timespan(q.latencyMs);
    return out;
  }
  var names = ['cmi.core.lesson_status', 'cmi.core.score.raw', 'cmi.core.score.min', 'cmi.core.score.max',
    'cmi.suspend_data', 'cmi.core.exit'];
  if (!lms.connect(format, names)) return;
  // Read by the page (page.rs) as the exercise's saved attempt from the LMS, beside the
  // browser's: the app replays both and keeps the one that got further, so a student resumes on
  // another device too.
  var html = document.documentElement;
  var resume = format.read('cmi.suspend_data');
  if (resume) html.setAttribute('data-npuzzle-resume', resume);
  // The learner's language, where the LMS keeps one (page.rs takes it over the package's own).
  var lang = format.read('cmi.student_preference.language');
  if (lang) html.setAttribute('data-npuzzle-lang', lang);
})();
