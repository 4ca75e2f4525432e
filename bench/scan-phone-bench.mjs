// Scan a puzzle on a slow phone: Chromium with the CPU slowed 4× and a 1.6 Mbit/s, 150 ms-latency
// network (as bench/phone-bench.mjs), a fresh context per run, the release build (dist/). Times a
// photo from its choice to the board shown as read: the first (the dialog's code and the reader's
// wasm load then) and the same read again with its size given (warm). Chromium does not slow a worker's CPU, so each is also
// given with the reader's own time (in its worker) multiplied by the slowdown ("worker slowed").
// Then a phone's own 12 MP photo (the fixture enlarged 5×).
//   node bench/scan-phone-bench.mjs [--runs 3] [--cpu 4] [--kbps 1600] [--latency 150] [--pause 3]
// --pause: seconds between opening the dialog and the photo's choice (the reader loads meanwhile).
import fs from 'node:fs';
import os from 'node:os';
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

// A phone's own photo is 12 MP: the fixture enlarged 5× (4000×3000) as a JPEG, made by Chromium's
// canvas (unthrottled), read as the second photo of each run.
async function enlarged(factor) {
  const page = await browser.newPage();
  const data = fs.readFileSync(photo).toString('base64');
  const b64 = await page.evaluate(async ([data, factor]) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(bitmap.width * factor, bitmap.height * factor);
    canvas.getContext('2d').drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const buffer = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < buffer.length; i += 0x8000) text += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
    return btoa(text);
  }, [data, factor]);
  await page.close();
  const file = path.join(os.tmpdir(), `scan-bench-${factor}x.jpg`);
  fs.writeFileSync(file, Buffer.from(b64, 'base64'));
  return file;
}
const big = await enlarged(5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];

/** Reads the photo: chosen, or (`again`) read again with its size given, as the dialog does when
 * the size is changed (choosing the same file again is no change to the input). */
async function read(dialog, page, file, again = false) {
  await dialog.locator('[data-scan=status]').evaluate((s) => { s.textContent = ''; });
  const t0 = Date.now();
  if (again) await dialog.locator('[data-scan=size]').selectOption('3x3');
  else await dialog.locator('[data-scan=file]').setInputFiles(file);
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
  const first = await read(dialog, page, photo);
  const second = await read(dialog, page, photo, true);
  const phone = await read(dialog, page, big);
  rows.push({ first, second, phone });
  const say = (r) => `${r.seconds.toFixed(2)} s (reader ${r.reader.toFixed(2)} s, worker slowed ${r.slowed.toFixed(2)} s)`;
  console.log(`run ${run}: first photo ${say(first)}; again ${say(second)}; a 12 MP photo ${say(phone)}`);
  await context.close();
}
const m = (f) => median(rows.map(f)).toFixed(2);
console.log(`median: first photo ${m((r) => r.first.seconds)} s (worker slowed ${m((r) => r.first.slowed)} s), again ${m((r) => r.second.seconds)} s (worker slowed ${m((r) => r.second.slowed)} s), 12 MP ${m((r) => r.phone.seconds)} s (worker slowed ${m((r) => r.phone.slowed)} s)`);
await browser.close();
srv.server.close();
