// The heuristic task's grading as a student waits for it: from "Hand in h" to the score on
// screen (the worker checks h on all 181,440 8-puzzles, then races A* with it against A* with
// Manhattan on 120 boards). A fresh context per run, so the solver worker loads each time; the
// release build (dist/). Prints each formula's time per run and the median.
//   node bench/heuristic-exercise-bench.mjs [--runs 3] [--cpu 4]
// --cpu slows the page (Chromium does not slow workers: the grading itself runs at full speed).
import { startServer, launch } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = opt('runs', 3), cpu = opt('cpu', 1);
const formulas = ['manhattan + 2*conflicts', 'manhattan', 'max(manhattan, hamming)', 'manhattan * 2',
  'sum(t: abs(row(t) - goal_row(t)) + abs(col(t) - goal_col(t)))'];

const srv = await startServer();
const browser = await launch();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const formula of formulas) {
  const times = [];
  let verdict = '';
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${srv.url}?exercise=heuristic`);
    await page.waitForSelector('#ex-heuristic:not([hidden])');
    await page.fill('#ex-formula', formula);
    const t0 = Date.now();
    await page.click('#ex-submit-h');
    await page.waitForSelector('#ex-score:not([hidden])', { timeout: 120000 });
    times.push((Date.now() - t0) / 1000);
    verdict = (await page.textContent('#ex-score')).split('.')[0];
    await context.close();
  }
  console.log(`${formula.padEnd(64)} ${times.map((t) => t.toFixed(2)).join(' ')} s; median ${median(times).toFixed(2)} s (${verdict})`);
}
await browser.close();
srv.server.close();
