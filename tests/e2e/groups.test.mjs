// The end-to-end files' groups (tests/e2e/serial.txt, tests/e2e/run.mjs): each file named there
// exists, and each file that watches for long tasks, traces, throttles or reads the clock in the
// page (performance.now()) runs one at a time, not beside another file. Needs no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { groups } from './run.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '../..');
const TIMING = /longtask|startTracing|setCPUThrottlingRate|emulateNetworkConditions|performance\.now\(\)/;

test('every file tests/e2e/serial.txt names exists, once', () => {
  const { serial } = groups();
  assert.ok(serial.length > 0);
  for (const f of serial) assert.ok(fs.existsSync(path.join(root, f)), `${f} (in serial.txt) does not exist`);
  assert.equal(new Set(serial).size, serial.length, 'a file named twice');
});

test('every file that measures time by long tasks, a trace, throttling or performance.now() is in the serial group', () => {
  const { parallel, serial } = groups();
  const timing = parallel.filter((f) => !f.endsWith('groups.test.mjs') && TIMING.test(fs.readFileSync(path.join(root, f), 'utf8')));
  assert.deepEqual(timing, [], 'add these to tests/e2e/serial.txt, with why');
  assert.ok(serial.some((f) => TIMING.test(fs.readFileSync(path.join(root, f), 'utf8'))), 'the check finds what it looks for');
  assert.equal(parallel.length + serial.length, fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).length);
});
