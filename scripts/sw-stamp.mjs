// Writes the build's version (a hash of every file it ships) and the list of files to precache
// into sw.js, so each deploy gets its own cache and the old ones are dropped. Called by the
// post-build hook (no-inline-script.mjs) once every file is in place. The tables are left out of
// the precache (2.9 MB): the service worker keeps them once they have been fetched.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/** The files under `dir` (relative, `/`-separated, sorted), leaving out the folders and files
 * `skip(name, isFolder)` picks (the post-build hook lists a SCORM package's files so too). */
export function listFiles(dir, skip) {
  const files = [];
  (function walk(rel) {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = path.posix.join(rel, entry.name);
      if (skip(name, entry.isDirectory())) continue;
      if (entry.isDirectory()) walk(name);
      else files.push(name);
    }
  })('');
  return files.sort();
}

export function stamp(dir) {
  const files = listFiles(dir, (name, folder) => (folder ? ['tables', 'api', '.stage'].includes(name)
    : name === 'sw.js' || name.endsWith('.d.ts')));
  const hash = crypto.createHash('sha256');
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  const version = hash.digest('hex').slice(0, 16);
  // The page by its folder's address and by its own name (a link to index.html works offline too).
  const precache = ['./', ...files];
  const file = path.join(dir, 'sw.js');
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes('__VERSION__')) throw new Error(`${file}: no __VERSION__ to fill`);
  fs.writeFileSync(file, source.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(precache)));
  console.log(`sw-stamp: version ${version}, ${precache.length} files to precache`);
  return { version, precache };
}
