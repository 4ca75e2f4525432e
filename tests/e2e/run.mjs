// Runs the end-to-end tests: every file but those tests/e2e/serial.txt names, two files at a time,
// then those (they measure time) one at a time. `node tests/e2e/run.mjs parallel` or `… serial`
// runs one group (scripts/test.sh times each as a stage of its own); with neither, both run, the
// second even if the first failed. Exits nonzero if a test failed. Arguments after the group go
// to `node --test` (`--test-reporter=tap`, say).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The files of each group, as paths relative to the repository: `{ parallel, serial }`. */
export function groups() {
  const serial = fs.readFileSync(path.join(dir, 'serial.txt'), 'utf8').split('\n')
    .map((line) => line.replace(/#.*/, '').trim()).filter(Boolean);
  const all = fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).sort();
  const rel = (f) => path.join('tests/e2e', f);
  return { parallel: all.filter((f) => !serial.includes(f)).map(rel), serial: serial.map(rel) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [which = 'both', ...more] = process.argv.slice(2);
  if (!['both', 'parallel', 'serial'].includes(which)) {
    console.error('usage: node tests/e2e/run.mjs [parallel|serial] [node --test options]');
    process.exit(2);
  }
  const { parallel, serial } = groups();
  const root = path.resolve(dir, '../..');
  const run = (files, concurrency) => {
    const r = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...more, ...files], { cwd: root, stdio: 'inherit' });
    return r.status === 0;
  };
  let ok = true;
  if (which !== 'serial') ok = run(parallel, 2) && ok;
  if (which !== 'parallel') ok = run(serial, 1) && ok;
  process.exit(ok ? 0 : 1);
}
