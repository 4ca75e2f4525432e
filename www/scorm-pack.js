// Zips an exercise's LMS package in a module worker, so zipping never holds the page up
// (started by the Exercise panel: crates/npuzzle-web/src/exercise_io.rs). What the package
// carries, its launch page and its imsmanifest.xml are worked out in Rust
// (crates/npuzzle-app/src/package.rs, which `npuzzle package` uses too); this only fetches the
// site's files it is given (`names`), puts the given texts in place of or beside them (`texts`)
// and zips the lot with fflate, copied into the site as vendor/fflate.js.
import { zipSync, strToU8 } from './vendor/fflate.js';

self.onmessage = async (e) => {
  const { site, names, texts } = e.data;
  try {
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
    for (const [name, text] of Object.entries(texts)) if (!(name in files)) files[name] = strToU8(text);
    const zip = zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
    self.postMessage({ zip }, [zip.buffer]);
  } catch (err) {
    self.postMessage({ error: String(err?.message ?? err) });
  }
};
