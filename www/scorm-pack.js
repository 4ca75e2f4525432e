// Makes an exercise's LMS package in a module worker, so that making it never holds the page up
// (started by the Exercise panel: crates/npuzzle-web/src/exercise_io.rs). What the package
// carries, its launch page and its manifest are worked out in Rust (crates/npuzzle-app/src/
// package.rs, which `npuzzle package` uses too), compiled for this worker alone
// (crates/npuzzle-pack-wasm, in pack/): the page's own wasm does not carry it. This fetches the
// site's list of files and its page, asks the plan, fetches the files it names, puts the plan's
// texts in place of or beside them and zips the lot with fflate (copied into the site as
// vendor/fflate.js). It answers `{ zip }`, `{ bad: { name, why } }` for a listed name that cannot
// go into a package (the page words it), or `{ error }`.
import { zipSync, strToU8 } from './vendor/fflate.js';
import init, { plan } from './pack/npuzzle-pack-wasm.js';

async function text(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.text();
}

self.onmessage = async (e) => {
  const { site } = e.data;
  try {
    await init({ module_or_path: new URL('pack/npuzzle-pack-wasm_bg.wasm', site) });
    const listed = JSON.parse(await text(new URL('files.json', site)));
    if (!Array.isArray(listed)) throw new Error('files.json is not a list');
    const html = await text(new URL('index.html', site));
    let made;
    try {
      made = plan(listed.map(String), html, e.data);
    } catch (bad) {
      if (bad && typeof bad === 'object' && 'why' in bad) return self.postMessage({ bad });
      throw bad;
    }
    const { names, texts } = made;
    const files = {};
    for (const name of names) {
      if (name in texts) {
        files[name] = strToU8(texts[name]);
        continue;
      }
      const r = await fetch(new URL(name, site));
      if (!r.ok) throw new Error(`${name}: HTTP ${r.status}`);
      const bytes = new Uint8Array(await r.arrayBuffer());
      // The tables are zlib-compressed already: stored as they are, not deflated again.
      files[name] = name.endsWith('.bin') ? [bytes, { level: 0 }] : bytes;
    }
    for (const [name, t] of Object.entries(texts)) if (!(name in files)) files[name] = strToU8(t);
    const zip = zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
    self.postMessage({ zip }, [zip.buffer]);
  } catch (err) {
    self.postMessage({ error: String(err?.message ?? err) });
  }
};
