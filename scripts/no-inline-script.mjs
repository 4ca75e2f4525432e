// Trunk post-build hook: moves the inline module script Trunk writes into index.html (its wasm
// loader) into start.js, so the page's Content-Security-Policy needs no 'unsafe-inline' for
// scripts. Fails the build if an inline script would remain or the policy is missing.
import fs from 'node:fs';
import path from 'node:path';
import { stamp } from './sw-stamp.mjs';
import { minifyGlue } from './minify-glue.mjs';

const dir = process.env.TRUNK_STAGING_DIR || 'dist';
const file = path.join(dir, 'index.html');
let html = fs.readFileSync(file, 'utf8');
let count = 0;
// Quotes are optional: a minified release page writes `<script type=module>`.
html = html.replace(/<script type=["']?module["']?>([\s\S]*?)<\/script>/g, (_, body) => {
  count += 1;
  const name = count === 1 ? 'start.js' : `start-${count}.js`;
  fs.writeFileSync(path.join(dir, name), body.trim() + '\n');
  return `<script type="module" src="./${name}"></script>`;
});
// A preload of the wasm (as=fetch) cannot be checked by integrity, and Chromium warns on every
// visit that the attribute is ignored there: drop it from that link only (the module preloads
// keep theirs).
html = html.replace(/<link\b[^>]*\brel=["']?preload["']?[^>]*>/g, (link) => link.replace(/\s+integrity=("[^"]*"|'[^']*'|[^\s>]+)/, ''));
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) throw new Error(`${file}: an inline script is left`);
if (!/http-equiv=["']?Content-Security-Policy/.test(html)) throw new Error(`${file}: no Content-Security-Policy`);
fs.writeFileSync(file, html);
console.log(`no-inline-script: ${count} inline script(s) moved out of ${file}`);

// Trunk's worker loader calls the wasm-bindgen init the deprecated way (a bare URL), and the
// worker warns on every start: pass the object it expects.
const loader = path.join(dir, 'worker_loader.js');
if (fs.existsSync(loader)) {
  const text = fs.readFileSync(loader, 'utf8');
  const fixed = text.replace(/wasm_bindgen\((["'][^"']+["'])\)/, 'wasm_bindgen({ module_or_path: $1 })');
  if (fixed === text && !text.includes('module_or_path')) throw new Error(`${loader}: the init call was not found`);
  fs.writeFileSync(loader, fixed);
}

// Release builds: the wasm-bindgen glue minified too (its integrity hash follows).
if (process.env.TRUNK_PROFILE === 'release') await minifyGlue(dir);

// Last, once every file is in place: the service worker's version and precache list.
stamp(dir);
