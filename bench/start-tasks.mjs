// The page's start on a slow phone, task by task: Chromium's trace of the main thread from the
// address opened (a shared link, Korf #1) until the page is ready, with the CPU slowed 4× and the
// phone bench's network (1.6 Mbit/s, 150 ms; `--no-net`: unthrottled). Prints per run the time to
// ready, the main thread's layout and style work, every task over 15 ms with what it spent its
// time on (ms since the address was opened), and what forced each layout over 8 ms (the innermost
// frames of its stack; the glue's names are minified). Wall times move with the machine; the
// tasks after the page's wasm has arrived are the page's own work. See docs/benchmarks.md.
//   node bench/start-tasks.mjs [--runs 3] [--no-net]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launch } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const net = !args.includes('--no-net');
// Korf's #1 as a shared link writes it (goal blank first): rows split by /, the blank as _.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tiles = fs.readFileSync(path.join(root, '../shared/data/korf100_15puzzle.txt'), 'utf8')
  .split('\n').find((l) => l.trim() && !l.startsWith('#')).trim().split(/\s+/).slice(4)
  .map((t) => (t === '0' ? '_' : t));
const KORF1 = [0, 4, 8, 12].map((i) => tiles.slice(i, i + 4).join(' ')).join('/');
const SUMMED = ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'FunctionCall', 'EvaluateScript', 'Paint'];

const srv = await startServer();
const browser = await launch();
for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (net) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  }
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
  const t0 = Date.now();
  await page.goto(`${srv.url}?goal=start&board=${encodeURIComponent(KORF1)}`);
  await page.waitForSelector('#loading', { state: 'hidden', timeout: 120_000 });
  const ready = Date.now() - t0;
  const events = JSON.parse(await browser.stopTracing()).traceEvents;
  const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  const mine = events.filter((e) => e.pid === main && e.ph === 'X' && e.dur);
  const start = Math.min(...mine.map((e) => e.ts));
  const at = (e) => ((e.ts - start) / 1000).toFixed(0);
  const ms = (us) => (us / 1000).toFixed(0);
  const sums = SUMMED.map((name) => `${name} ${ms(mine.filter((e) => e.name === name).reduce((s, e) => s + e.dur, 0))}`);
  console.log(`run ${run}: ready ${ready} ms; main thread: ${sums.join(', ')} ms`);
  for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur > 15_000)) {
    const inside = mine.filter((e) => e !== task && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 3_000);
    console.log(`  task at ${at(task)}: ${ms(task.dur)} ms; ${inside.map((e) => `${e.name} ${ms(e.dur)}`).join(', ')}`);
  }
  for (const e of mine.filter((e) => e.name === 'Layout' && e.dur > 8_000)) {
    const stack = e.args?.beginData?.stackTrace ?? [];
    const by = stack.length ? `forced by ${stack.slice(0, 4).map((f) => f.functionName || '?').join(' < ')}` : 'in the frame';
    console.log(`  layout at ${at(e)}: ${ms(e.dur)} ms, ${by}`);
  }
  await context.close();
}
await browser.close();
srv.server.close();
