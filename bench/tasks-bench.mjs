// The page's longest main-thread tasks while a 64×64 board (about 800,000 moves) is solved and
// played, and while DFS's 31-move 8-puzzle answer (tens of thousands of moves) is listed and
// stepped: what freeze.test.mjs bounds at 50 ms (the long-task limit), here in figures, down to
// the millisecond. Two measures:
// - tasks: the longest tasks of the page's main thread, from Chromium's trace (`RunTask`; the
//   harness's own left out), as the long-task limit counts them; issue 51 asks for at most
//   25 ms on this machine;
// - gaps: a heartbeat on a MessageChannel; the gap between two beats is all the work between
//   them, often a task and the frame it asks for, as a person feels it.
//   node bench/tasks-bench.mjs [runs] [--who] [--script-clicks]   (after `trunk build --release`)
// --who also names the callbacks that ran longest (an event's type, a timer, a frame, a
// worker's message, a microtask), to find which work to split.
import { startServer, launch, typeBoard, waitForResult } from '../tests/e2e/harness.mjs';

const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3);
const who = process.argv.includes('--who');
// --script-clicks: clicks dispatched by a script in the page (`element.click()`), without
// Playwright's hit tests and scrolling, which run in the page's main thread too.
const scriptClicks = process.argv.includes('--script-clicks');
const click = (page, selector) => (scriptClicks
  ? page.evaluate((s) => document.querySelector(s).click(), selector)
  : page.click(selector));
const srv = await startServer();
const browser = await launch();

async function open(query) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.gaps = [];
    window.beating = false;
    const channel = new MessageChannel();
    let last = 0;
    channel.port1.onmessage = () => {
      const now = performance.now();
      if (window.beating) window.gaps.push(now - last);
      last = now;
      channel.port2.postMessage(null);
    };
    window.beat = () => { window.beating = true; last = performance.now(); channel.port2.postMessage(null); };
  });
  if (who) await context.addInitScript(timeCallbacks);
  const page = await context.newPage();
  await page.goto(`${srv.url}${query}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  // The trace runs from here to `longest` (the page's start is not measured).
  page.cdp = await context.newCDPSession(page);
  page.trace = [];
  page.cdp.on('Tracing.dataCollected', (d) => page.trace.push(...d.value));
  await page.cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  return page;
}

/** The longest tasks (ms) of the page's main thread in its trace, and what they ran. */
async function tasks(page) {
  const done = new Promise((r) => page.cdp.once('Tracing.tracingComplete', r));
  await page.cdp.send('Tracing.end');
  await done;
  const main = new Set(page.trace.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const on = page.trace.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  // The harness's own tasks are left out: those with none of the page's work in them (an event,
  // a timer, a message, a frame, style, layout, paint, a script of the site's, garbage
  // collection), such as Playwright's scripts compiled on first use and protocol tasks.
  const pageWork = /^(EventDispatch|TimerFire|HandlePostMessage|FireAnimationFrame|Layout|UpdateLayoutTree|Paint|Commit|MinorGC|MajorGC)$/;
  const harness = (t) => !on.some((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur
    && (pageWork.test(e.name) || (e.name === 'FunctionCall' && String(e.args?.data?.url ?? '').startsWith('http'))));
  const long = on.filter((e) => e.name === 'RunTask' && e.dur > 5000).sort((a, b) => b.dur - a.dur);
  const top = long.filter((e) => !harness(e)).slice(0, 5);
  if (who) {
    for (const t of top.slice(0, 3)) {
      const by = {};
      for (const e of on) {
        if (e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1000) by[e.name] = (by[e.name] || 0) + e.dur;
      }
      if (!Object.keys(by).length) {
        const inside = page.trace.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ts >= t.ts && e.ts <= t.ts + t.dur && e !== t);
        console.log(`  task ${(t.dur / 1000).toFixed(1)} ms, small parts: ${[...new Set(inside.map((e) => e.name))].slice(0, 12).join(', ')}; ${JSON.stringify(t.args).slice(0, 200)}`);
      }
      console.log(`  task ${(t.dur / 1000).toFixed(1)} ms: ${Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(', ')}`);
    }
  }
  return top.map((t) => Math.round(t.dur / 1000));
}

/** Wraps every callback the page hands the browser, and keeps those over 8 ms with a name. */
function timeCallbacks() {
  window.slow = [];
  // Long animation frames: which scripts ran, and how long style, layout and paint took.
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      if (!window.beating || f.duration < 30) continue;
      const end = f.startTime + f.duration;
      const render = f.renderStart ? Math.round(end - f.renderStart) : 0;
      const layout = f.styleAndLayoutStart ? Math.round(end - f.styleAndLayoutStart) : 0;
      const scripts = f.scripts.map((s) => `${s.invoker} ${Math.round(s.duration)}`).join(' + ');
      window.slow.push(`[frame ${Math.round(f.duration)}: ${scripts}; render ${render} (style+layout+paint ${layout})]`);
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
  const timed = (name, f) => function (...args) {
    const t = performance.now();
    try { return f.apply(this, args); } finally {
      const d = performance.now() - t;
      const on = args[0]?.target;
      const what = on?.id || on?.dataset?.part || '';
      if (window.beating && d > 8) window.slow.push(`${name}${what ? `(${what})` : ''} ${Math.round(d)}`);
    }
  };
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, f, ...rest) {
    if (typeof f !== 'function') return listen.call(this, type, f, ...rest);
    return listen.call(this, type, timed(`${this.constructor.name}.${type}`, f), ...rest);
  };
  for (const [proto, props] of [[Worker.prototype, ['onmessage']], [MessagePort.prototype, ['onmessage']], [HTMLElement.prototype, ['onclick', 'oninput', 'onkeydown']]]) {
    for (const p of props) {
      const d = Object.getOwnPropertyDescriptor(proto, p);
      if (!d) continue;
      Object.defineProperty(proto, p, { ...d, set(f) { d.set.call(this, typeof f === 'function' ? timed(`${this.constructor.name}.${p}`, f) : f); } });
    }
  }
  // Calls into the browser that may be the long part: storage, markup, drawing.
  const costly = (proto, name, label) => {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    const wrap = (f) => function (...args) {
      const t = performance.now();
      try { return f.apply(this, args); } finally {
        const d = performance.now() - t;
        if (window.beating && d > 3) window.slow.push(`<${label} ${Math.round(d)}${args[0]?.length > 1000 ? ` ${args[0].length} chars` : ''}>`);
      }
    };
    if (d.set) Object.defineProperty(proto, name, { ...d, set: wrap(d.set) });
    else proto[name] = wrap(d.value);
  };
  costly(Storage.prototype, 'setItem', 'storage');
  costly(Element.prototype, 'innerHTML', 'innerHTML');
  costly(Node.prototype, 'textContent', 'textContent');
  costly(CanvasRenderingContext2D.prototype, 'fillText', 'fillText');
  costly(History.prototype, 'replaceState', 'replaceState');
  costly(Element.prototype, 'setAttribute', 'setAttribute');
  costly(Element.prototype, 'scrollIntoView', 'scrollIntoView');
  for (const name of ['setTimeout', 'requestAnimationFrame', 'queueMicrotask', 'requestIdleCallback']) {
    const orig = window[name];
    if (orig) window[name] = function (f, ...rest) { return orig.call(window, typeof f === 'function' ? timed(name, f) : f, ...rest); };
  }
}

/** The longest gaps (ms), and which flow. */
async function longest(page) {
  const gaps = await page.evaluate(() => { window.beating = false; return window.gaps; });
  if (who) console.log('  slow callbacks (ms):', (await page.evaluate(() => window.slow)).join(', ') || 'none');
  return gaps.sort((a, b) => b - a).slice(0, 5).map((g) => Math.round(g));
}

const results = { big: [], dfs: [] };
const traced = { big: [], dfs: [] };
for (let r = 0; r < runs; r++) {
  const page = await open('?size=64x64');
  await page.evaluate(() => window.beat());
  await click(page, '#solve');
  await waitForResult(page, 120000);
  await click(page, '#pb-play');
  await page.waitForTimeout(1000);
  await click(page, '#pb-last');
  await click(page, '#pb-back');
  await page.waitForTimeout(300);
  results.big.push(await longest(page));
  traced.big.push(await tasks(page));
  await page.context().close();

  const dfs = await open('');
  await typeBoard(dfs, '8 6 7\n2 5 4\n3 0 1');
  await dfs.selectOption('#algo', 'dfs');
  await dfs.evaluate(() => window.beat());
  await click(dfs, '#solve');
  await waitForResult(dfs, 60000);
  for (let i = 0; i < 5; i++) await click(dfs, '#pb-fwd');
  await click(dfs, '#pb-last');
  await click(dfs, '#pb-first');
  await click(dfs, '[data-part=moves-later]');
  await dfs.$eval('#pb-speed', (e) => { e.value = '10'; e.dispatchEvent(new Event('input', { bubbles: true })); });
  await click(dfs, '#pb-play');
  await dfs.waitForTimeout(1500);
  await click(dfs, '#pb-play');
  await dfs.waitForTimeout(300);
  results.dfs.push(await longest(dfs));
  traced.dfs.push(await tasks(dfs));
  await dfs.context().close();
}
for (const [flow, runs] of Object.entries(results)) {
  const name = flow === 'big' ? '64×64, 800k moves' : 'DFS 8-puzzle';
  console.log(`${name}: longest tasks (ms) per run: ${traced[flow].map((r) => r.join(' ')).join(' | ')}`);
  console.log(`${name}: longest heartbeat gaps (ms) per run: ${runs.map((r) => r.join(' ')).join(' | ')}`);
}
await browser.close();
srv.server.close();
