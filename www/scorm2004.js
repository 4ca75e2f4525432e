// The SCORM 2004 (4th Edition) side of an exercise package: as scorm.js for SCORM 1.2, over the
// same lms-sync.js. It finds API_1484_11 in a parent or opener window, hands the saved attempt
// (cmi.suspend_data) and the learner's language to the app, and gives lms-sync.js the 2004 names:
// completion and success apart, the scaled score, where the student is (cmi.location), the
// session's time as an ISO 8601 duration, and exit = suspend so a new session resumes.
(function () {
  'use strict';
  var lms = window.NpuzzleLms;
  var api = lms && lms.findApi('API_1484_11');
  if (!api) return;
  var yes = lms.yes;
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
    write: function (name, value) { return yes(api.SetValue(name, value)); },
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
        default: return {};
      }
    },
  };
  var names = ['cmi.completion_status', 'cmi.success_status', 'cmi.score.raw', 'cmi.score.min',
    'cmi.score.max', 'cmi.score.scaled', 'cmi.suspend_data', 'cmi.location'];
  if (!lms.connect(format, names)) return;
  var html = document.documentElement;
  var resume = format.read('cmi.suspend_data');
  if (resume) html.setAttribute('data-npuzzle-resume', resume);
  var lang = format.read('cmi.learner_preference.language');
  if (lang) html.setAttribute('data-npuzzle-lang', lang);
})();
