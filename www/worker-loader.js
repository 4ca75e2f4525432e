// The solver worker's loader, one source for both ways it starts: scripts/no-inline-script.mjs
// writes it as dist/worker_loader.js with relative URLs, and worker_client.rs starts it from a
// blob: with absolute ones (a sandboxed frame, or assets on another origin); each fills in the
// two names in capitals. If the solver cannot load, it says why instead of staying silent: what
// the browser said, and the Content-Security-Policy directive that refused it, if one did.
let refused = '';
self.addEventListener('securitypolicyviolation', (e) => { refused ||= e.effectiveDirective; });
// A moment's wait: the policy's report comes as its own event, after the failure.
const failed = (e) => setTimeout(() => postMessage({ npuzzleLoadFailed: String(e?.message ?? e), directive: refused }), 50);
try {
  importScripts(__WORKER_JS__);
  const start = (module) => wasm_bindgen({ module_or_path: module ?? __WORKER_WASM__ }).catch(failed);
  // `?module=page`: the page compiles the wasm while this loads (its download then starts with
  // the page's request, not after this loader's and the glue's round trips) and posts the module,
  // or null if it could not (this fetches it then).
  if (self.location.search.includes('module=page')) {
    self.onmessage = (e) => {
      self.onmessage = null;
      start(e.data?.npuzzleModule);
    };
  } else {
    start();
  }
} catch (e) {
  failed(e);
}
