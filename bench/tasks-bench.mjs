// The page's longest main-thread tasks while a 64×64 board (about 800,000 moves) is solved and
// played, and while DFS's 31-move 8-puzzle answer (tens of thousands of moves) is listed and
// stepped: what freeze.test.mjs bounds at 50 ms (the long-task limit), here in figures, down to
// the millisecond. Two measures:
// - tasks: the longest tasks of the page's main thread, from Chromium's trace (`RunTask`; the
//   harness's own left out), as the long-task limit counts them; issue 51 asks for at most
//   25 ms on this machine;
// - gaps: a heartbeat on a MessageChannel; the gap between two beats is all the work between
//   them, often a task and the frame it asks for, as a person feels it.
//   node bench/tasks-bench.mjs [runs] [--who] [--script-clicks] [--big]   (after `trunk build --release`)
// Environment: CATS=… the trace's categories (THREADS needs `toplevel` among them); THREADS=1
// what the other threads ran during the longest tasks; LAYOUTS=1 every layout over 5 ms.
// --who also names the callbacks that ran longest (an event's type, a timer, a frame, a
// worker's message, a microtask), to find which work to split.
import { startServer, launch, typeBoard, waitForResult } from '../tests/e2e/harness.mjs';

const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3);
const who = process.argv.includes('--who');
// --script-clicks: clicks dispatched by a script in the page (`element.click()`), without
// Playwright's hit tests and scrolling, which run in the page's main thread too.
const scriptClicks = process.argv.includes('--script-clicks');
// --big: the 64×64 flow only (the one issue 51 bounds at 25 ms).
const bigOnly = process.argv.includes('--big');
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
  await page.cdp.send('Tracing.start', { categories: process.env.CATS ?? 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
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
  // The flow's end, marked by the harness: later tasks are its reading of the figures (the
  // trace's end comes in a browser message, and a collection can fall in it).
  const end = page.trace.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'bench-end')?.ts ?? Infinity;
  const long = on.filter((e) => e.name === 'RunTask' && e.dur > 5000 && e.ts + e.dur < end).sort((a, b) => b.dur - a.dur);
  const top = long.filter((e) => !harness(e)).slice(0, 5);
  if (who) {
    // Every task over 10 ms in time order, with its direct parts: what came before a long one.
    const t0 = on[0].ts;
    console.log(`    end mark at ${((end - t0) / 1000).toFixed(0)}`);
    for (const t of long.filter((e) => e.dur > 10000 && !harness(e)).sort((a, b) => a.ts - b.ts)) {
      const parts = on.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 2000 && /^[A-Z][A-Za-z]+$/.test(e.name) && !/^V8/.test(e.name));
      console.log(`    at ${((t.ts - t0) / 1000).toFixed(0)}: ${(t.dur / 1000).toFixed(1)} ms (cpu ${((t.tdur ?? 0) / 1000).toFixed(1)}) ${[...new Set(parts.map((e) => e.name + (e.name === 'EventDispatch' ? `(${e.args?.data?.type})` : '')))].slice(0, 5).join(' ')}`);
    }
    if (process.env.THREADS) {
      // What the other threads were doing during each long task: who took the cores.
      const names = new Map(page.trace.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
      for (const t of top.slice(0, 2)) {
        const busy = {};
        for (const e of page.trace) {
          if (e.ph !== 'X' || !/RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask/.test(e.name)) continue;
          const a = Math.max(e.ts, t.ts), b = Math.min(e.ts + e.dur, t.ts + t.dur);
          if (b > a) { const k = `${names.get(`${e.pid}:${e.tid}`) ?? e.tid}@${e.pid}`; busy[k] = (busy[k] || 0) + (b - a); }
        }
        console.log(`    during ${(t.dur / 1000).toFixed(0)} ms task: ${Object.entries(busy).sort((x, y) => y[1] - x[1]).slice(0, 8).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', ')}`);
      }
    }
    if (process.env.LAYOUTS) {
      for (const e of on.filter((e) => e.name === 'Layout' && e.dur > 5000)) console.log(`    layout ${(e.dur / 1000).toFixed(1)} ms at ${((e.ts - t0) / 1000).toFixed(0)}: ${JSON.stringify(e.args).slice(0, 400)}`);
    }
    for (const t of top.slice(0, 3)) {
      const by = {};
      for (const e of on) {
        if (e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1000) by[e.name] = (by[e.name] || 0) + e.dur;
      }
      if (!Object.keys(by).length) {
        const inside = page.trace.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ts >= t.ts && e.ts <= t.ts + t.dur && e !== t);
        console.log(`  task ${(t.dur / 1000).toFixed(1)} ms, small parts: ${[...new Set(inside.map((e) => e.name))].slice(0, 12).join(', ')}; ${JSON.stringify(t.args).slice(0, 200)}`);
      }
      // The task's direct parts, however short, and where it was posted from.
      const direct = {};
      for (const e of on) {
        if (e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && !on.some((p) => p !== t && p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur && p.ts >= t.ts && p.ts + p.dur <= t.ts + t.dur)) direct[e.name] = (direct[e.name] || 0) + e.dur;
      }
      console.log(`    direct: ${Object.entries(direct).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(', ')}; cpu ${((t.tdur ?? 0) / 1000).toFixed(1)} ms; at ${((t.ts - on[0].ts) / 1000).toFixed(0)} ms`);
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
  await page.evaluate(() => console.timeStamp('bench-end'));
  results.big.push(await longest(page));
  traced.big.push(await tasks(page));
  await page.context().close();
  if (bigOnly) continue;

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
  await dfs.evaluate(() => console.timeStamp('bench-end'));
  results.dfs.push(await longest(dfs));
  traced.dfs.push(await tasks(dfs));
  await dfs.context().close();
}
for (const [flow, runs] of Object.entries(results)) {
  if (!runs.length) continue;
  const name = flow === 'big' ? '64×64, 800k moves' : 'DFS 8-puzzle';
  console.log(`${name}: longest tasks (ms) per run: ${traced[flow].map((r) => r.join(' ')).join(' | ')}`);
  console.log(`${name}: longest heartbeat gaps (ms) per run: ${runs.map((r) => r.join(' ')).join(' | ')}`);
}
await browser.close();
srv.server.close();
