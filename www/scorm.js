// The SCORM 1.2 side of an exercise package (see embed.html, "Exercises and grading"). Loaded
// only by the packaged page, before the app: it finds the LMS's API in a parent or opener
// window, initializes, hands the saved attempt (cmi.suspend_data) to the app, and writes each
// score, the lesson status, the resume data and the session time back. With no LMS around it
// does nothing, and the page runs as a plain page.
(function () {
  'use strict';
  function find(win) {
    // Up the frames (an LMS may nest the content a few deep), as the SCORM 1.2 RTE describes.
    for (var depth = 0; win && depth < 10; depth += 1) {
      try {
        if (win.API) return win.API;
      } catch (e) { /* another origin's window: not the LMS's */ }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = find(window);
  if (!api && window.opener) api = find(window.opener);
  if (!api || String(api.LMSInitialize('')) !== 'true') return;

  var started = Date.now();
  var finished = false;
  var set = function (name, value) { api.LMSSetValue(name, String(value)); };
  var resume = api.LMSGetValue('cmi.suspend_data');
  // Read by the page (page.rs) as the exercise's `resume` setting: this LMS's saved attempt wins
  // over the browser's, so a student resumes on another device too.
  if (resume) document.documentElement.setAttribute('data-npuzzle-resume', resume);
  var status = api.LMSGetValue('cmi.core.lesson_status');
  if (!status || status === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
  set('cmi.core.exit', 'suspend');
  api.LMSCommit('');

  document.addEventListener('npuzzle-attempt', function (e) {
    var saved = Object.assign({}, e.detail);
    delete saved.type;
    set('cmi.suspend_data', JSON.stringify(saved));
    api.LMSCommit('');
  });
  document.addEventListener('npuzzle-score', function (e) {
    var s = e.detail.score;
    set('cmi.core.score.raw', s.raw);
    set('cmi.core.score.min', s.min);
    set('cmi.core.score.max', s.max);
    api.LMSCommit('');
  });
  document.addEventListener('npuzzle-completed', function (e) {
    set('cmi.core.lesson_status', e.detail.passed ? 'passed' : 'failed');
    api.LMSCommit('');
  });

  // CMITimeSpan: HHHH:MM:SS.SS.
  function timespan(ms) {
    var cs = Math.round(ms / 10);
    var pad = function (n, w) { return String(n).padStart(w, '0'); };
    return pad(Math.floor(cs / 360000), 4) + ':' + pad(Math.floor(cs / 6000) % 60, 2) + ':'
      + pad(Math.floor(cs / 100) % 60, 2) + '.' + pad(cs % 100, 2);
  }
  function finish() {
    if (finished) return;
    finished = true;
    set('cmi.core.session_time', timespan(Date.now() - started));
    api.LMSCommit('');
    api.LMSFinish('');
  }
  window.addEventListener('pagehide', finish);
  window.addEventListener('beforeunload', finish);
})();
