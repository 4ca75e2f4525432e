// Offline support: after one visit the page, the element's script, the solver and (once
// fetched) the tables are served from a cache. scripts/sw-stamp.mjs fills VERSION (a hash of the
// build) and PRECACHE at build time, so a new deploy installs a new cache and drops the old ones.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `npuzzle-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('npuzzle-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Cache first (the files of one build never change), then the network; what the network gives
// (the tables, chiefly) is kept for next time. Pages with a query (?board=…) are the same page.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    const hit = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') cache.put(request, response.clone());
    return response;
  }));
});
