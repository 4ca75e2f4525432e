// Every LMS: a SCORM 2004 package graded in scorm-again's Scorm2004API (played well and badly,
// then resumed), packages that carry only their own shape's tables, and the learner's language
// as the LMS keeps it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { npuzzle } from './class-server.mjs';
import { startServer, launch, dist } from './harness.mjs';
import { clickCells, makePackage, startLms, cmi } from './lms.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
const playPackage = (format, id, board = TWO_AWAY) => makePackage(browser, srv, `board=${encodeURIComponent(board)}`, async (page) => {
  await page.selectOption('#au-task', 'play');
  await page.fill('#au-slack', '0');
  await page.fill('#au-id', id);
  await page.selectOption('#au-format', format);
});

async function openLms(lms, query = '') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${lms.origin}/lms.html${query}`);
  const frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#exercise:not([hidden])');
  return { context, page, frame };
}

test('SCORM 2004: the manifest, a play task passed and failed in Scorm2004API, then resumed', async () => {
  const { files, name } = await playPackage('scorm2004', 'week3-2004');
  assert.equal(name, 'npuzzle-week3-2004-scorm2004.zip');
  const manifest = strFromU8(files['imsmanifest.xml']);
  assert.match(manifest, /<schemaversion>2004 4th Edition<\/schemaversion>/);
  assert.match(manifest, /xmlns="http:\/\/www.imsglobal.org\/xsd\/imscp_v1p1"/);
  assert.match(manifest, /adlcp:scormType="sco" href="index.html"/);
  assert.ok(files['scorm2004.js'] && files['lms-sync.js'] && !files['scorm.js'], 'its own adapter only');
  assert.match(strFromU8(files['index.html']), /<script src="lms-sync.js"><\/script><script src="scorm2004.js"><\/script>/);

  // `npuzzle package` with the same settings writes the same package: files, page, manifest.
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-pkg-')), 'week3.zip');
  execFileSync(npuzzle(), ['package', '--lang', 'en', '--site', dist,
    '--format', 'scorm2004', '--task', 'play', '--board', TWO_AWAY, '--slack', '0', '--id', 'week3-2004', '-o', out],
  { stdio: ['ignore', 'ignore', 'inherit'] });
  const cli = unzipSync(new Uint8Array(fs.readFileSync(out)));
  assert.deepEqual(Object.keys(cli).sort(), Object.keys(files).sort());
  for (const f of ['imsmanifest.xml', 'index.html']) assert.equal(strFromU8(cli[f]), strFromU8(files[f]), f);

  const lms = await startLms(files, { format: 'scorm2004' });
  let { context, page, frame } = await openLms(lms);
  assert.equal(await cmi(page, 'cmi.completion_status'), 'incomplete');
  await clickCells(frame, [[2, 1], [2, 2]]);
  await page.waitForFunction(() => window.API_1484_11.cmi.success_status === 'passed');
  assert.equal(await cmi(page, 'cmi.completion_status'), 'completed');
  assert.equal(await cmi(page, 'cmi.score.scaled'), '1');
  assert.equal(await cmi(page, 'cmi.score.raw'), '100');
  assert.equal(await cmi(page, 'cmi.location'), 'attempt-1');
  const suspend = await cmi(page, 'cmi.suspend_data');
  assert.equal(JSON.parse(suspend).moves, 2);
  await frame.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const calls = await page.evaluate(() => window.calls);
  const time = calls.find((c) => c[0] === 'SetValue' && c[1] === 'cmi.session_time');
  assert.match(time?.[2] ?? '', /^PT(\d+H)?(\d+M)?[\d.]+S$/);
  assert.ok(calls.some((c) => c[0] === 'SetValue' && c[1] === 'cmi.exit' && c[2] === 'suspend'), 'resumable');
  assert.deepEqual(calls.slice(-2).map((c) => c[0]), ['Commit', 'Terminate']);
  await context.close();

  // A new session from the data the LMS kept: the attempt comes back finished.
  ({ context, page, frame } = await openLms(lms, `?cmi=${encodeURIComponent(JSON.stringify({ suspend_data: suspend }))}`));
  await frame.waitForSelector('#ex-score:not([hidden])');
  assert.match(await frame.textContent('#ex-note'), /restored/);
  assert.match(await frame.textContent('#ex-score'), /^Passed: 100 of 100/);
  await context.close();

  // Another student: four moves where two would do.
  ({ context, page, frame } = await openLms(lms));
  await clickCells(frame, [[0, 1], [1, 1], [2, 1], [2, 2]]);
  await page.waitForFunction(() => window.API_1484_11.cmi.success_status === 'failed');
  assert.equal(await cmi(page, 'cmi.completion_status'), 'completed');
  assert.equal(await cmi(page, 'cmi.score.scaled'), '0.5');
  await context.close();
  lms.server.close();
});

test('a package carries its own shape\'s tables only: none for a 3×3, the 15-puzzle\'s for a 4×4', async () => {
  const small = await playPackage('scorm12', 'size-3x3');
  const tables = (files) => Object.keys(files).filter((f) => f.startsWith('tables/')).sort();
  assert.deepEqual(tables(small.files), []);
  console.log(`# 3×3 package: ${small.bytes} bytes`);
  // The app, its solver and every language's words (17 files of 8 to 10 KB: a learner's
  // preference may be any of them). The solver holds the 50 KB machine that prunes duplicate
  // move sequences (about 25 KB zipped; docs/benchmarks.md, "Exercise packages"). Each
  // language's words carry the
  // pseudocode's lines too (659,170 bytes in all on 2026-12-03: the words of Scan, of the element's
  // notices and of the class page for a record store, which a package never shows, left out).
  assert.ok(small.bytes <= 700_000, `${small.bytes} bytes`);
  const big = await playPackage('scorm12', 'size-4x4', '1 2 3 4/5 6 7 8/9 10 11 12/13 14 _ 15');
  assert.deepEqual(tables(big.files), ['tables/pdb-4x4-quick.bin', 'tables/pdb-4x4.bin']);
  console.log(`# 4×4 package: ${big.bytes} bytes`);
  // The 4×4's package works in the LMS: one move, passed.
  const lms = await startLms(big.files);
  const { context, page, frame } = await openLms(lms);
  await frame.locator('#board').focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
  await context.close();
  lms.server.close();
});

test("the learner's language as the LMS keeps it: SCORM 1.2's and 2004's", async () => {
  for (const [format, cmiData, lang, title] of [
    ['scorm12', { student_preference: { language: 'de' } }, 'de', 'Übung'],
    ['scorm2004', { learner_preference: { language: 'es-ES' } }, 'es', 'Ejercicio'],
  ]) {
    const { files } = await playPackage(format, `lang-${format}`);
    const lms = await startLms(files, { format });
    const { context, frame } = await openLms(lms, `?cmi=${encodeURIComponent(JSON.stringify(cmiData))}`);
    assert.equal(await frame.evaluate(() => document.documentElement.lang), lang, format);
    assert.equal((await frame.textContent('#exercise h2')).trim(), title, format);
    await context.close();
    lms.server.close();
  }
});

test('a course page of three exercises names their regions apart, in English, German and Spanish: axe clean', async () => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const { startHost } = await import('./harness.mjs');
  for (const lang of ['en', 'de', 'es']) {
    const host = await startHost({
      '/week3.html': `<!doctype html><html lang="${lang}"><title>Week 3</title>
        <script type="module" src="${srv.url}n-puzzle.js"></script>
        <main><h1>Week 3</h1>
        <n-puzzle id="a" exercise="play" board="1 2 3 / 4 _ 6 / 7 5 8" lang="${lang}"></n-puzzle>
        <n-puzzle id="b" exercise="predict" board="8 6 7 / 2 5 4 / 3 _ 1" count="2" lang="${lang}"></n-puzzle>
        <n-puzzle id="c" exercise="play" board="1 2 3 / 4 5 6 / 7 _ 8" aria-label="Bonus" lang="${lang}"></n-puzzle></main>`,
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${host.origin}/week3.html`);
    for (const id of ['a', 'b', 'c']) await page.locator(`#${id} [data-part=exercise]`).waitFor();
    await page.locator('#b [data-part=ex-frontier] button').first().waitFor();
    // Each element's regions carry its name: its place, or its own label.
    const names = await page.evaluate(() => ['a', 'b', 'c'].map((id) => [...document.getElementById(id).shadowRoot.querySelectorAll('section[aria-label]')].map((s) => s.getAttribute('aria-label'))));
    const word = { en: 'Puzzle', de: 'Puzzle', es: 'Puzle' }[lang];
    assert.ok(names[0].length >= 4 && names[0].every((n) => n.endsWith(`, ${word} 1`)), `${lang}: ${names[0]}`);
    assert.ok(names[1].every((n) => n.endsWith(`, ${word} 2`)), `${lang}: ${names[1]}`);
    assert.ok(names[2].every((n) => n.endsWith(', Bonus')), `${lang}: ${names[2]}`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`), [], lang);
    await context.close();
    host.server.close();
  }
});
