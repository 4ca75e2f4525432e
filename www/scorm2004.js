// The SCORM 2004 (4th Edition) side of an exercise package: as scorm.js for SCORM 1.2, over the
// same lms-sync.js. It finds API_1484_11 in a parent or opener window, hands the saved attempt
// (cmi.suspend_data) and the learner's language to the app, and gives lms-sync.js the 2004 names:
// completion and success apart, the scaled score, where the student is (cmi.location), the
// session's time as an ISO 8601 duration, exit = suspend so a new session resumes, and each
// answer as an interaction.
(function () {
  'use strict';
  var lms = window.NpuzzleLms;
  var api = lms && lms.findApi('API_1484_11');
  if (!api) return;
  var yes = lms.yes;
  var attempt = lms.attempt;
  var fine = function () {
    try { return String(api.GetLastError()) === '0'; } catch (e) { return false; }
  };

  function score(s) {
    return {
      'cmi.score.raw': s.raw,
      'cmi.score.min': s.min,
      'cmi.score.max': s.max,
      'cmi.score.scaled': lms.scaled(s.scaled),
    };
  }

  // Whether a session is open: a value is read without an error.
  var answers = function () {
    api.GetValue('cmi.completion_status');
    return fine();
  };
  var opened = false;

  var format = {
    record: 'cmi.suspend_data', // the attempt's record: written last in a flush (lms-sync.js)
    open: function () {
      // As in scorm.js: a session still open answers; else Initialize, or one open already.
      if (opened && answers()) return true;
      opened = yes(api.Initialize('')) || answers();
      return opened;
    },
    read: function (name) {
      var value = api.GetValue(name);
      return fine() ? String(value) : null;
    },
    write: function (name, value) {
      if (yes(api.SetValue(name, value))) return true;
      // 401 undefined element, 402 unimplemented, 406 type mismatch, 407 out of range, 408
      // dependency not established: the value breaks the data model's rules, or this LMS's.
      var code = attempt(function () { return String(api.GetLastError()); });
      return ['401', '402', '406', '407', '408'].indexOf(code) >= 0 ? 'invalid' : false;
    },
    commit: function () { return yes(api.Commit('')); },
    close: function () {
      opened = false;
      return yes(api.Terminate(''));
    },
    held: function (v) {
      var success = v['cmi.success_status'];
      if (success !== 'passed' && success !== 'failed') return null;
      return { passed: success === 'passed', scaled: lms.share(v['cmi.score.scaled'], v['cmi.score.raw'], v['cmi.score.max']) };
    },
    values: function (kind, detail) {
      switch (kind) {
        case 'start': {
          var out = { 'cmi.exit': 'suspend' };
          var done = detail['cmi.completion_status'];
          if (!done || done === 'unknown' || done === 'not attempted') out['cmi.completion_status'] = 'incomplete';
          return out;
        }
        case 'attempt': return { 'cmi.suspend_data': JSON.stringify(detail), 'cmi.location': 'attempt-' + detail.attempt };
        case 'completed': return Object.assign(score(detail.score), {
          'cmi.completion_status': 'completed',
          'cmi.success_status': detail.passed ? 'passed' : 'failed',
        });
        case 'leave': return { 'cmi.session_time': lms.duration(detail) };
        case 'answer': return interaction(detail.n, lms.question(detail.report, detail.answer));
        default: return {};
      }
    },
    // The interactions the LMS holds: each one's key is its id and its timestamp.
    answered: function () {
      var count = parseInt(format.read('cmi.interactions._count'), 10) || 0;
      var keys = [];
      for (var i = 0; i < count; i += 1) {
        var id = format.read('cmi.interactions.' + i + '.id');
        var at = format.read('cmi.interactions.' + i + '.timestamp');
        if (id && at) keys.push(id + '@' + at);
      }
      return { count: count, keys: keys };
    },
  };

  /** The `n`th interaction, in the order 2004 asks: the id first, the type before the
   * responses. The description is the learner's language's where the report has it. */
  function interaction(n, q) {
    var p = 'cmi.interactions.' + n + '.';
    var out = {};
    out[p + 'id'] = q.id;
    out[p + 'type'] = q.kind;
    out[p + 'timestamp'] = lms.timestamp(q.at);
    out[p + 'learner_response'] = q.response;
    if (q.pattern !== null) out[p + 'correct_responses.0.pattern'] = q.pattern;
    out[p + 'result'] = q.correct ? 'correct' : 'incorrect';
    out[p + 'latency'] = lms.duration(q.latencyMs);
    out[p + 'description'] = (q.lang && q.lang !== 'en-US' ? '{lang=' + q.lang + '}' : '') + q.description.slice(0, 250);
    return out;
  }
  var names = ['cmi.completion_status', 'cmi.success_status', 'cmi.score.raw', 'cmi.score.min',
    'cmi.score.max', 'cmi.score.scaled', 'cmi.suspend_data', 'cmi.location'];
  if (!lms.connect(format, names)) return;
  var html = document.documentElement;
  var resume = format.read('cmi.suspend_data');
  if (resume) html.setAttribute('data-npuzzle-resume', resume);
  var lang = format.read('cmi.learner_preference.language');
  if (lang) html.setAttribute('data-npuzzle-lang', lang);
})();
