// A teacher's look at a student's kept attempt, opened from the class view
// (`POST /lti/class/attempt`, served as /lti/review.js): the page resumes from the record the
// server put on its root element (`data-npuzzle-resume`, as a student's adapter puts it there
// once read), and nothing is sent: this adapter speaks to no server, and the site's
// lms-sync.js is not loaded.
//
// The app also keeps each attempt in the browser, under this page's address, and resumes
// from whichever record got further. Every review shares one address, so what an earlier
// review kept is forgotten before the app reads it (it would stand for this student's), and
// what this one keeps is forgotten as the page goes.
(function () {
  'use strict';
  var PREFIX = 'npuzzle:' + location.pathname + ':';
  function forget() {
    try {
      for (var i = localStorage.length - 1; i >= 0; i -= 1) {
        var key = localStorage.key(i);
        if (key && key.indexOf(PREFIX) === 0) localStorage.removeItem(key);
      }
    } catch (e) { /* storage refused: the app keeps nothing either */ }
  }
  forget();
  window.addEventListener('pagehide', forget);
})();
