// The SCORM package under the phone bench's settings (4× slower CPU, 1,600 kbit/s, 150 ms
// latency; see phone-bench.mjs): its size, and the time from "Download for your LMS" to the
// downloaded zip. Needs dist/ (trunk build --release).
//   node bench/scorm-pack-bench.mjs [--runs 3] [--no-throttle]
import fs from 'node:fs';
import { startServer, launch } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const throttle = !args.includes('--no-throttle');
const srv = await startServer();
const browser = await launch();
const times = [];
let bytes = 0;
for (let i = 0; i < runs; i += 1) {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${srv.url}?board=${encodeURIComponent('1 2 3/4 _ 6/7 5 8')}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  await page.click('#tab-share').catch(() => {});
  await page.click('#author > summary');
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 150, downloadThroughput: (1600 * 1000) / 8, uploadThroughput: (750 * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const t0 = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 300000 }), page.click('#au-download')]);
  bytes = fs.statSync(await download.path()).size;
  times.push(Date.now() - t0);
  await context.close();
}
times.sort((a, b) => a - b);
console.log(`SCORM package: ${bytes} bytes; made and downloaded in ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s (median ${(times[times.length >> 1] / 1000).toFixed(1)} s), ${throttle ? 'phone bench settings' : 'no throttling'}`);
await browser.close();
srv.server.close();
