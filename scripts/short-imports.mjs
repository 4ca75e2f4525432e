// Release builds: gives the wasm's imports short names, in the wasm and in its wasm-bindgen glue
// alike. wasm-bindgen names each import after its JavaScript function plus a 16-digit hash
// (`__wbg_setAttribute_9c2e…`), and every name is written twice, once in each file; the hashes
// do not compress. About 260 imports: see docs/benchmarks.md, "Initial load and page size", for
// what it saves.
import fs from 'node:fs';
import path from 'node:path';

/** The module wasm-split's loader is imported as (`__wasm_split.js`). */
const SPLIT_LOADER = './__wasm_split.js';

/** The bytes of `n` as an unsigned LEB128. */
function leb(n) {
  const out = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
}

/** A short name for the k-th import: a, b, …, Z, a0, … (valid JavaScript identifiers). */
function shortName(k) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = letters[k % 52];
  for (let rest = Math.floor(k / 52); rest > 0; rest = Math.floor(rest / 36)) name += (rest % 36).toString(36);
  return name;
}

/**
 * Renames the imports of `<dir>/<stem>_bg.wasm` (one module, the glue's) and the keys of the
 * glue `<dir>/<stem>.js` that provide them. Throws rather than write a pair that would not link.
 */
export function shortImports(dir, stem) {
  const wasmFile = path.join(dir, `${stem}_bg.wasm`);
  const glueFile = path.join(dir, `${stem}.js`);
  const wasm = fs.readFileSync(wasmFile);
  let glue = fs.readFileSync(glueFile, 'utf8');
  let i = 8;
  const read = () => {
    let r = 0, s = 0, b;
    do { b = wasm[i++]; r |= (b & 0x7f) << s; s += 7; } while (b & 0x80);
    return r >>> 0;
  };
  const text = () => { const n = read(); const t = wasm.subarray(i, i + n).toString(); i += n; return t; };
  const parts = [wasm.subarray(0, 8)];
  const renamed = new Map();
  let module = null;
  while (i < wasm.length) {
    const start = i;
    const id = wasm[i++];
    const size = read();
    const end = i + size;
    if (id !== 2) {
      parts.push(wasm.subarray(start, end));
      i = end;
      continue;
    }
    const count = read();
    const body = [...leb(count)];
    const bytes = (s) => { const b = Buffer.from(s); body.push(...leb(b.length), ...b); };
    for (let k = 0; k < count; k++) {
      const from = text();
      const name = text();
      const descStart = i;
      const kind = wasm[i++];
      if (kind !== 0) throw new Error(`${wasmFile}: import ${name} is not a function`);
      read();
      // The loader of the page's parts loaded apart (scripts/split-page.mjs) is a module of
      // its own, imported by name: kept as it is.
      if (from === SPLIT_LOADER) {
        bytes(from);
        bytes(name);
        body.push(...wasm.subarray(descStart, i));
        continue;
      }
      if (module !== null && from !== module) throw new Error(`${wasmFile}: imports from ${module} and ${from}`);
      module = from;
      const short = shortName(renamed.size);
      renamed.set(name, short);
      bytes('a');
      bytes(short);
      body.push(...wasm.subarray(descStart, i));
    }
    if (i !== end) throw new Error(`${wasmFile}: the import section did not parse`);
    parts.push(Buffer.from([2, ...leb(body.length), ...body]));
  }
  if (module === null) return;
  // The glue's import object: `"<module>": import0` once, and each import's key once.
  const moduleKey = `${JSON.stringify(module)}:`;
  if (glue.split(moduleKey).length !== 2) throw new Error(`${glueFile}: ${moduleKey} is not there once`);
  glue = glue.replace(moduleKey, '"a":');
  for (const [name, short] of renamed) {
    const key = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?=\\s*:)`, 'g');
    const found = glue.match(key)?.length ?? 0;
    if (found !== 1) throw new Error(`${glueFile}: the import ${name} is keyed ${found} times`);
    glue = glue.replace(key, short);
  }
  fs.writeFileSync(wasmFile, Buffer.concat(parts));
  fs.writeFileSync(glueFile, glue);
  console.log(`short-imports: ${renamed.size} imports of ${stem}_bg.wasm renamed`);
}
