// LTI Client Side postMessage storage (1EdTech): inside an LMS's frame on another site, the
// browser may drop the tool's cookies, so the login's state is also kept by the LMS's own page
// (`lti.put_data`), and the launch checks it there (`lti.get_data`) before it opens a session.
// Messages go to the frame that `lti_storage_target` names, only at the LMS's origin, and only
// its answers to our own message id are read.
(() => {
  const el = document.querySelector('[data-lti-storage]');
  if (!el) return;
  const { mode, target, origin, key, value } = el.dataset;
  const host = window.parent !== window ? window.parent : window.opener;
  let frame = null;
  try {
    frame = target === '_parent' ? host : host?.frames[target] ?? null;
  } catch {
    frame = null;
  }
  const id = `npuzzle-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  // The LMS's answer, or null when it refuses, is missing or is silent for 3 s. The message
  // goes again every 300 ms meanwhile: a storage frame still loading drops what comes early.
  const ask = (message) => new Promise((resolve) => {
    if (!frame) { resolve(null); return; }
    let timer = 0;
    let again = 0;
    const done = (answer) => {
      clearTimeout(timer);
      clearInterval(again);
      removeEventListener('message', heard);
      resolve(answer);
    };
    function heard(event) {
      const d = event.data;
      if (event.source !== frame || event.origin !== origin || !d || typeof d !== 'object') return;
      if (d.message_id !== id || d.subject !== `${message.subject}.response`) return;
      done(d.error ? null : d);
    }
    const send = () => {
      try {
        frame.postMessage({ ...message, message_id: id }, origin);
      } catch {
        done(null);
      }
    };
    addEventListener('message', heard);
    timer = setTimeout(() => done(null), 3000);
    again = setInterval(send, 300);
    send();
  });
  if (mode === 'put') {
    // On to the LMS either way: where it keeps nothing, the cookie may still do.
    ask({ subject: 'lti.put_data', key, value }).then(() => location.replace(el.querySelector('a').href));
  } else {
    ask({ subject: 'lti.get_data', key }).then((answer) => {
      const form = el.querySelector('form');
      form.elements.storage_check.value = answer && answer.value === value ? 'confirmed' : 'unconfirmed';
      form.submit();
    });
  }
})();
