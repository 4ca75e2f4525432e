// Offline support: after one visit the page, the element's script, the solver and (once
// fetched) the tables are served from a cache. scripts/sw-stamp.mjs fills VERSION (a hash of the
// build) and PRECACHE (the build's files) at build time, so a new deploy installs a new cache.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `npuzzle-${VERSION}`;
const SCOPE = new URL(self.registration.scope);
// Only the app's own files: the build's, and the tables it fetches when a solve needs them.
// Other pages and files of the course site under the same path go to the network untouched.
const OURS = new Set(PRECACHE.map((f) => new URL(f, SCOPE).pathname));
const TABLES = new URL('tables/', SCOPE).pathname;
const ours = (url) => OURS.has(url.pathname) || (url.pathname.startsWith(TABLES) && url.pathname.endsWith('.bin'));

self.addEventListener('install', (event) => {
  // The first install takes over at once; a later build waits until no page of the one before
  // is open, so a page and the solver worker it starts always come from one build.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE))
    .then(() => (self.registration.active ? undefined : self.skipWaiting())));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('npuzzle-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Cache first (the files of one build never change), then the network; the tables the network
// gives are kept for next time. The page with a query (?board=…) is the same page, and so is a
// worker's loader (`?module=page`: the page brings its wasm).
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || !ours(url)) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    const loader = url.pathname.endsWith('/worker_loader.js');
    const hit = await cache.match(request, { ignoreSearch: request.mode === 'navigate' || loader });
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') event.waitUntil(keepIfSound(cache, request, response.clone(), url));
    return response;
  }));
});

// A tables file is zlib data (the core's `tables::store`): a host's error page answered with 200
// is not kept, or every later visit would read it from here. A file damaged further on fails the
// core's checksum; the solver worker then removes it and fetches it again.
async function keepIfSound(cache, request, response, url) {
  if (!url.pathname.startsWith(TABLES)) return cache.put(request, response);
  const body = await response.arrayBuffer();
  const [a, b] = new Uint8Array(body, 0, Math.min(2, body.byteLength));
  // A zlib header: deflate, and the two bytes a multiple of 31 (RFC 1950).
  if ((a & 15) !== 8 || (a * 256 + b) % 31 !== 0) return undefined;
  return cache.put(request, new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }));
}
