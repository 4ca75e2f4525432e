// Scan a puzzle on a slow phone: Chromium with the CPU slowed 4× and a 1.6 Mbit/s, 150 ms-latency
// network (as bench/phone-bench.mjs), a fresh context per run, the release build (dist/). Times a
// photo from its choice to the board shown as read: the first (the dialog's code and the reader's
// wasm load then) and the same read again with its size given (warm). Chromium does not slow a worker's CPU, so each is also
// given with the reader's own time (in its worker) multiplied by the slowdown ("worker slowed").
//   node bench/scan-phone-bench.mjs [--runs 3] [--cpu 4] [--kbps 1600] [--latency 150] [--pause 3]
// --pause: seconds between opening the dialog and the photo's choice (the reader loads meanwhile).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launch } from '../tests/e2e/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const photo = path.join(root, 'tests/e2e/fixtures/scan-3x3.jpg');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = opt('runs', 3), cpu = opt('cpu', 4), kbps = opt('kbps', 1600), latency = opt('latency', 150);
const pause = opt('pause', 3);

const srv = await startServer();
const browser = await launch();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];

/** Reads the photo: chosen, or (`again`) read again with its size given, as the dialog does when
 * the size is changed (choosing the same file again is no change to the input). */
async function read(dialog, page, again = false) {
  await dialog.locator('[data-scan=status]').evaluate((s) => { s.textContent = ''; });
  const t0 = Date.now();
  if (again) await dialog.locator('[data-scan=size]').selectOption('3x3');
  else await dialog.locator('[data-scan=file]').setInputFiles(photo);
  await dialog.locator('[data-scan=status]').filter({ hasText: /\d×\d/ }).waitFor({ timeout: 120000 });
  const seconds = (Date.now() - t0) / 1000;
  const reader = Number(await dialog.getAttribute('data-read-ms')) / 1000;
  return { seconds, reader, slowed: seconds + (cpu - 1) * reader };
}

for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency, downloadThroughput: (kbps * 1000) / 8, uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(srv.url);
  await page.waitForSelector('#loading', { state: 'hidden', timeout: 60000 });
  if (await page.isVisible('#tab-board')) await page.click('#tab-board');
  await page.click('#scan');
  const dialog = page.locator('dialog[data-npuzzle-scan-dialog]');
  await dialog.waitFor({ timeout: 60000 });
  // A person takes a few seconds to take or choose the photo; the reader loads meanwhile.
  await page.waitForTimeout(pause * 1000);
  const first = await read(dialog, page);
  const second = await read(dialog, page, true);
  rows.push({ first, second });
  console.log(`run ${run}: first photo ${first.seconds.toFixed(2)} s (reader ${first.reader.toFixed(2)} s, worker slowed ${first.slowed.toFixed(2)} s); `
    + `second ${second.seconds.toFixed(2)} s (reader ${second.reader.toFixed(2)} s, worker slowed ${second.slowed.toFixed(2)} s)`);
  await context.close();
}
const m = (f) => median(rows.map(f)).toFixed(2);
console.log(`median: first photo ${m((r) => r.first.seconds)} s (worker slowed ${m((r) => r.first.slowed)} s), second ${m((r) => r.second.seconds)} s (worker slowed ${m((r) => r.second.slowed)} s)`);
await browser.close();
srv.server.close();
