// Seeing the search: Compare, step through a recorded search, hint, heuristics on the board,
// the assignment's printout; all usable by keyboard and audited by axe.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { startServer, launch, openPage, typeBoard, readBoard, shots, waitForResult } from './harness.mjs';
import { npuzzle } from './class-server.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

/** On a phone (narrow), one panel shows at a time: the tab of the one needed. */
const tab = async (page, name) => { if (await page.isVisible(`#tab-${name}`)) await page.click(`#tab-${name}`); };
// Soft hyphens (a long name's break points) left out: the text as read.
const cells = (page, sel) => page.$$eval(`${sel} tr`, (rows) => rows.map((r) => [...r.children].map((c) => c.textContent.replace(/\u00ad/g, '').trim())));

test('Compare: one row per pair, the optimal searches agree, DFS is no shorter, a row plays', async () => {
  const page = await openPage(browser, srv.url, { viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  await typeBoard(page, '8 1 3\n4 0 2\n7 6 5');
  await page.click('[data-part=compare]');
  await page.waitForSelector('[data-part=copy-csv]', { state: 'visible', timeout: 120000 });
  const rows = await cells(page, '[data-part=compare-rows]');
  assert.equal(rows.length, 13);
  const number = (text) => Number(text.replace(/,/g, ''));
  const length = (a, h = '–') => number(rows.find((r) => r[0] === a && r[1] === h)[2]);
  const optimal = length('Breadth-first search');
  assert.ok(optimal > 0);
  assert.equal(length('Bidirectional BFS'), optimal, 'bidirectional BFS');
  for (const h of ['Hamming', 'Manhattan', 'Linear conflict']) {
    assert.equal(length('A*', h), optimal, `A* ${h}`);
    assert.equal(length('IDA*', h), optimal, `IDA* ${h}`);
  }
  const dfs = rows.find((r) => r[0] === 'Depth-first search');
  assert.ok(dfs[2] === 'node limit' || number(dfs[2]) >= optimal, `DFS ${dfs}`);
  assert.deepEqual(await new AxeBuilder({ page }).include('[data-part=study-panel]').analyze().then((r) => r.violations.map((v) => v.id)), []);
  await page.click('[data-part=copy-md]');
  await page.waitForFunction(() => /Copied/.test(document.querySelector('[data-part=live]').textContent));
  const md = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(md, /^\| algorithm \| heuristic \| status \| length \|/);
  assert.equal(md.trim().split('\n').length, 15);
  // One table across, as wide as its panel, the board beside it in view.
  const fit = await page.evaluate(() => [document.querySelector('[data-part=compare-table]').scrollWidth, document.querySelector('.table-scroll').clientWidth]);
  assert.ok(fit[0] <= fit[1], `the table is wider than its panel: ${fit}`);
  assert.ok(await page.isVisible('[data-part=compare-table] thead'), 'a table, not cards');
  // Sorted by a column's heading: upwards, then downwards; rows without the figure last.
  const column = async (i) => (await cells(page, '[data-part=compare-rows]')).map((r) => number(r[i]));
  await page.click('th[data-col=expanded] button');
  assert.equal(await page.getAttribute('th[data-col=expanded]', 'aria-sort'), 'ascending');
  const up = await column(4);
  assert.deepEqual(up, [...up].sort((a, b) => a - b));
  await page.click('th[data-col=expanded] button');
  assert.equal(await page.getAttribute('th[data-col=expanded]', 'aria-sort'), 'descending');
  assert.deepEqual(await column(4), [...up].reverse());
  assert.equal(await page.getAttribute('th[data-col=length]', 'aria-sort'), 'none');
  // Play the greedy solution: the board goes to the goal, and its row is marked.
  await page.click('[data-part=compare-rows] button[aria-label*="Greedy"][aria-label*="Manhattan"]');
  const marked = await page.$$eval('[data-part=compare-rows] tr[aria-current=true]', (r) => r.map((tr) => tr.textContent));
  assert.equal(marked.length, 1);
  assert.match(marked[0], /^Greedy best-firstManhattan/);
  const board = await page.locator('#board').boundingBox();
  assert.ok(board.y >= 0 && board.y + board.height <= 900, 'the board stays in view beside the table');
  await page.click('#pb-last');
  assert.deepEqual((await readBoard(page)).flat, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  assert.deepEqual(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id)), []);
  await page.screenshot({ path: path.join(shots, 'compare.png') });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('two Compare rows of the same length: the move list shows the row played, not the one before', async () => {
  // BFS and A* with Hamming both find 31 moves on this board, by different paths: a list cached by
  // length (and the start board) kept BFS's moves under A*'s playback.
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.click('[data-part=compare]');
  await page.waitForSelector('[data-part=copy-csv]', { state: 'visible', timeout: 120000 });
  const play = (algorithm, heuristic) => page.$$eval('[data-part=compare-rows] tr', (rows, [a, h]) => {
    const row = rows.find((r) => r.children[0].textContent.trim() === a && r.children[1].textContent.trim() === h);
    row.querySelector('button').click();
  }, [algorithm, heuristic]);
  const list = () => page.$$eval('#moves-list button', (bs) => bs.map((b) => b.textContent).join(' '));
  await play('Breadth-first search', '–');
  const bfs = await list();
  await play('A*', 'Hamming');
  const astar = await list();
  assert.equal(bfs.split(' ').length, 31);
  assert.equal(astar.split(' ').length, 31);
  assert.notEqual(astar, bfs, 'the list follows the row played');
  // Each button of the list is a move of the solution on show: replayed from the start, the
  // tiles named slide the board to the goal.
  await page.click('#pb-first');
  const tiles = astar.split(' ').map((b) => Number.parseInt(b, 10));
  for (let i = 0; i < 3; i++) {
    const before = (await readBoard(page)).flat;
    await page.click(`#moves-list button[data-step="${i + 1}"]`);
    const after = (await readBoard(page)).flat;
    const moved = after.find((t, at) => t !== 0 && t !== before[at]);
    assert.equal(moved, tiles[i], `move ${i + 1}`);
  }
  await page.click('#pb-last');
  assert.deepEqual((await readBoard(page)).flat, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('Compare on a phone: the rows become cards, every figure labelled and in view, no sideways scrolling', async () => {
  const page = await openPage(browser, srv.url, { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  await tab(page, 'board');
  await typeBoard(page, '8 1 3\n4 0 2\n7 6 5');
  await tab(page, 'study');
  await page.click('[data-part=compare]');
  await page.waitForSelector('[data-part=copy-csv]', { state: 'visible', timeout: 120000 });
  const layout = await page.evaluate(() => {
    const table = document.querySelector('[data-part=compare-table]');
    const row = [...table.querySelectorAll('tbody tr')].find((r) => /A\*/.test(r.cells[0].textContent) && /Manhattan/.test(r.cells[1].textContent));
    const cells = [...row.querySelectorAll('td')].filter((c) => c.textContent.trim() && !c.querySelector('button, meter'));
    return {
      page: document.documentElement.scrollWidth,
      table: table.scrollWidth, box: table.parentElement.clientWidth,
      cells: cells.map((c) => ({ label: getComputedStyle(c, '::before').content, text: c.textContent.trim(), right: c.getBoundingClientRect().right })),
    };
  });
  assert.ok(layout.page <= 360, `the page scrolls sideways: ${layout.page}px`);
  assert.ok(layout.table <= layout.box, `the table is wider than its panel: ${layout.table} > ${layout.box}`);
  const labels = layout.cells.map((c) => c.label);
  for (const name of ['Heuristic', 'Length', 'Optimal', 'Expanded', 'Enqueued', 'Largest frontier', 'ms']) {
    assert.ok(labels.some((l) => l.startsWith(`"${name}`)), `${name} labelled: ${labels}`);
  }
  for (const c of layout.cells) assert.ok(c.right <= 360, `${c.label} ${c.text} out of view at ${c.right}px`);
  assert.deepEqual(await new AxeBuilder({ page }).include('[data-part=study-panel]').analyze().then((r) => r.violations.map((v) => v.id)), []);
  await page.locator('[data-part=compare-table]').screenshot({ path: path.join(shots, 'compare-phone.png') });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('step through A*: the board shows the node expanded, the frontier is in f order, Back rewinds, the goal is reached', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '1 2 3\n4 0 6\n7 5 8');
  // With Auto chosen, the click is answered under the button itself (the Solve panel is elsewhere).
  await page.click('[data-part=trace]');
  const said = page.locator('[data-part=study-message]');
  assert.match(await said.textContent(), /^Step through needs one of the searches taught/);
  const [button, line] = [await page.locator('[data-part=trace]').boundingBox(), await said.boundingBox()];
  assert.ok(line.y > button.y && line.y - (button.y + button.height) < 60, `the answer is far from the button: ${JSON.stringify([button, line])}`);
  await page.selectOption('#algo', 'astar');
  assert.equal(await said.textContent(), '');
  await page.click('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
  await page.click('[data-part=trace-step]');
  assert.match(await page.textContent('[data-part=trace-event]'), /^Expand node 0 \(g 0, h 2, f 2\)\. Line 3: node ← frontier\.pop_min\(\)$/);
  for (let i = 0; i < 4; i++) await page.click('[data-part=trace-step]');
  const children = await cells(page, '[data-part=children]');
  assert.equal(children.length, 4, 'the blank in the middle has four moves');
  const frontier = await cells(page, '[data-part=frontier]');
  const f = frontier.map((r) => Number(r[4]));
  assert.deepEqual(f, [...f].sort((a, b) => a - b), 'frontier in f order');
  const status = await page.textContent('[data-part=trace-status]');
  await page.click('[data-part=trace-step]');
  await page.click('[data-part=trace-back]');
  assert.equal(await page.textContent('[data-part=trace-status]'), status, 'Back is the state before');
  await page.click('[data-part=trace-end]');
  assert.match(await page.textContent('[data-part=trace-event]'), /^Goal found: node \d+\. Line 4: if node is the goal: return node$/);
  assert.deepEqual((await readBoard(page)).flat, [1, 2, 3, 4, 5, 6, 7, 8, 0], 'the goal, once found');
  // The tree: the path to the goal in green, and a text alternative with the numbers.
  const summary = await page.getAttribute('[data-part=tree]', 'aria-label');
  assert.match(summary, /^Search tree: \d+ nodes drawn \(\d+ expanded, \d+ open, 0 cut off, 0 hidden\), depth 2\. The path to the goal: nodes 0, \d+, \d+\.$/);
  assert.equal(await page.locator('[data-part=tree] circle.path').count(), 3);
  const drawn = await page.locator('[data-part=tree] circle').count();
  await page.check('[data-part=tree-collapse]');
  assert.ok(await page.locator('[data-part=tree] circle').count() <= drawn, 'collapsed draws no more');
  assert.equal(await page.locator('[data-part=tree] circle.path').count(), 3, 'the path stays');
  await page.locator('[data-part=tree] circle.path').last().hover();
  assert.match(await page.textContent('[data-part=tree-focus]'), /^Node \d+: g 2, h 0, f 2\. Board: 1 2 3 \/ 4 5 6 \/ 7 8 blank$/);
  // By keyboard: focus the tree, walk its nodes with the arrow keys (parents first: the start).
  await page.focus('[data-part=tree]');
  await page.keyboard.press('Home');
  assert.match(await page.textContent('[data-part=tree-focus]'), /^Node 0: g 0, h 2, f 2\. Board: 1 2 3 \/ 4 blank 6 \/ 7 5 8$/);
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('[data-part=tree-focus]'), /^Node \d+: g 1, /);
  assert.equal(await page.locator('[data-part=tree] circle.focused').count(), 1);
  await page.keyboard.press('ArrowLeft');
  assert.match(await page.textContent('[data-part=tree-focus]'), /^Node 0: /);
  assert.match(await page.getAttribute('[data-part=chart-depth]', 'aria-label'), /^Nodes per depth: 1?,? ?\d+, \d+/);
  // IDDFS shows the course's "Tree Depth".
  await page.selectOption('#algo', 'iddfs');
  await page.click('[data-part=trace-close]');
  await page.click('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
  await page.click('[data-part=trace-step]');
  assert.match(await page.textContent('[data-part=trace-bound]'), /^Tree Depth: 0$/);
  await page.click('[data-part=trace-end]');
  assert.match(await page.textContent('[data-part=trace-bound]'), /^Tree Depth: 2$/);
  await page.locator('[data-part=study-panel]').screenshot({ path: path.join(shots, 'step-through.png') });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('hint, heuristics on the board with g + h = f, and the assignment printout', async () => {
  const page = await openPage(browser, srv.url, { permissions: ['clipboard-read', 'clipboard-write'] });
  await typeBoard(page, '8 1 3\n4 0 2\n7 6 5');
  await page.check('[data-part=overlay]');
  assert.match(await page.textContent('[data-part=board-totals]'), /^Hamming 5 · Manhattan 10 · Linear conflict \d+\.$/);
  assert.match(await page.textContent('[data-part=heuristics]'), /corner shows its Manhattan distance/, 'the legend stays in the panel');
  await page.click('[data-part=hint]');
  await page.waitForFunction(() => /^Next: slide \d+ \w+\. \d+ moves to go/.test(document.querySelector('[data-part=hint-text]').textContent));
  await page.screenshot({ path: path.join(shots, 'heuristics-overlay.png') });
  await page.selectOption('#algo', 'astar');
  await page.click('#solve');
  await waitForResult(page);
  await page.click('#pb-fwd');
  assert.match(await page.textContent('[data-part=board-totals]'), /Step 1: g = 1, h = \d+ \(Manhattan\), f = g \+ h = \d+\.$/);
  await page.click('[data-part=copy-assignment]');
  await page.waitForFunction(() => /Copied/.test(document.querySelector('[data-part=live]').textContent));
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(text, /^8 1 3\n4   2\n7 6 5\n\n/);
  assert.match(text, /\nNumber of moves = \d+\nNumber of states enqueued = \d+\n$/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('Predict: the right pick is accepted, a wrong one explained', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '8 1 3\n4 0 2\n7 6 5');
  await page.selectOption('#algo', 'astar');
  await page.click('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
  await page.check('[data-part=predict]');
  const rows = async () => (await cells(page, '[data-part=frontier]')).map((r) => ({ node: Number(r[1]), g: Number(r[2]), h: Number(r[3]), f: Number(r[4]) }));
  const best = (list) => [...list].sort((a, b) => a.f - b.f || a.h - b.h || a.node - b.node)[0];
  let list = await rows();
  assert.ok(list.length >= 2, 'a frontier to choose from');
  const right = best(list);
  await page.click(`[data-part=frontier] button[data-node="${right.node}"]`);
  assert.match(await page.textContent('[data-part=verdict]'), new RegExp(`^Right: A\\* takes the smallest f = g \\+ h .*; node ${right.node} has f = ${right.f}\\.$`));
  list = await rows();
  const answer = best(list);
  const wrong = list.find((o) => o.node !== answer.node);
  await page.click(`[data-part=frontier] button[data-node="${wrong.node}"]`);
  assert.match(await page.textContent('[data-part=verdict]'), new RegExp(`^Not quite: node ${answer.node} is next\\. .* and node ${wrong.node} has f = ${wrong.f}\\.$`));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('A* on an 8-puzzle mid-search: the whole tree and the frontier, on a desktop and on a 360×640 phone', async () => {
  for (const [name, options] of [
    ['desktop', { viewport: { width: 1280, height: 900 } }],
    ['phone', { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }],
  ]) {
    const page = await openPage(browser, srv.url, options);
    await tab(page, 'board');
    await typeBoard(page, '8 1 3\n4 0 2\n7 6 5');
    await tab(page, 'solve');
    await page.selectOption('#algo', 'astar');
    await tab(page, 'study');
    await page.click('[data-part=trace]');
    await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
    for (let i = 0; i < 40; i++) await page.click('[data-part=trace-step]');
    if (await page.isChecked('[data-part=tree-collapse]')) await page.uncheck('[data-part=tree-collapse]');
    const nodes = await page.locator('[data-part=tree] circle').count();
    assert.ok(nodes > 10, `${name}: a tree of ${nodes} nodes`);
    assert.ok(await page.locator('[data-part=tree] circle.open').count() > 0, 'open nodes drawn');
    assert.ok(await page.locator('[data-part=frontier] tr').count() > 0, 'the frontier listed');
    // Nothing but the tree's own scroll box may be wider than the screen.
    const wide = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
    assert.ok(wide <= 0, `${name}: the page scrolls sideways by ${wide} px`);
    if (name === 'desktop') {
      await page.screenshot({ path: path.join(shots, 'step-astar-desktop.png'), fullPage: true });
    } else {
      await page.locator('[data-part=trace-view]').screenshot({ path: path.join(shots, 'step-astar-phone.png') });
      await page.check('[data-part=overlay]');
      await page.locator('#board').scrollIntoViewIfNeeded();
      // The totals are read with the board, not a screen further down.
      const totals = await page.locator('[data-part=board-totals]').boundingBox();
      assert.ok(totals && totals.y + totals.height <= 640, `the totals under the board are in view: ${JSON.stringify(totals)}`);
      await page.screenshot({ path: path.join(shots, 'overlay-phone.png') });
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('search settings: from the URL, in the menus, in the stepper and the share link', async () => {
  const page = await openPage(browser, `${srv.url}?board=8 1 3/4 _ 2/7 6 5&algo=astar&ties=newest&order=rdlu`);
  await page.click('[data-part=settings] summary');
  assert.equal(await page.inputValue('#ties'), 'newest');
  assert.equal(await page.inputValue('#order'), 'rdlu');
  assert.equal(await page.inputValue('#goal-test'), 'generation');
  await page.click('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
  for (let i = 0; i < 12; i++) await page.click('[data-part=trace-step]');
  // Among equal f the newest node (the larger number) comes first.
  const rows = (await cells(page, '[data-part=frontier]')).map((r) => ({ node: Number(r[1]), f: Number(r[4]) }));
  assert.ok(rows.length >= 2);
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    assert.ok(a.f < b.f || (a.f === b.f && a.node > b.node), `frontier order ${JSON.stringify(rows)}`);
  }
  await page.check('[data-part=predict]');
  const first = (await cells(page, '[data-part=frontier]')).map((r) => ({ node: Number(r[1]), f: Number(r[4]) }))
    .sort((a, b) => a.f - b.f || b.node - a.node)[0];
  await page.click(`[data-part=frontier] button[data-node="${first.node}"]`);
  assert.match(await page.textContent('[data-part=verdict]'), /^Right: A\* takes the smallest f = g \+ h \(ties: the newest\)/);
  // Changed in the menu: the share link follows.
  await page.selectOption('#ties', 'oldest');
  await page.click('[data-part=share] summary');
  // Filled in once open (the toggle event comes a task later).
  await page.waitForFunction(() => document.querySelector('[data-part=share-link]').value !== '');
  assert.match(await page.inputValue('[data-part=share-link]'), /&order=rdlu&ties=oldest$/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the pseudocode follows the step: the line of each event lit, and Back moves it back', async () => {
  const page = await openPage(browser, `${srv.url}?board=1 2 3/4 _ 6/7 5 8&algo=bfs`);
  await page.click('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
  const lit = () => page.$eval('[data-part=pseudocode] li[aria-current]', (li) => li.querySelector('code').textContent.trim());
  const lines = await page.$$eval('[data-part=pseudocode] li', (l) => l.map((li) => li.textContent));
  assert.ok(lines.some((l) => /^if child is the goal: return child \/\/ when a node is generated$/.test(l.trim())), lines.join('\n'));
  assert.equal(await lit(), 'frontier ← queue [start]; reached ← {start}', 'before the first event');
  await page.click('[data-part=trace-step]');
  assert.equal(await lit(), 'node ← frontier.pop_first()', 'an expansion');
  await page.click('[data-part=trace-step]');
  assert.equal(await lit(), 'reached.add(child); frontier.push(child)', 'a new child');
  // Screen readers hear the line with the event.
  assert.match(await page.textContent('[data-part=trace-event]'), /Line \d+: reached\.add\(child\); frontier\.push\(child\)$/);
  await page.click('[data-part=trace-back]');
  assert.equal(await lit(), 'node ← frontier.pop_first()', 'Back moves the light back');
  await page.click('[data-part=trace-end]');
  assert.equal(await lit(), 'if child is the goal: return child', 'the goal, found when generated');
  // Another goal test, another line: at expansion.
  await page.click('[data-part=trace-close]');
  await page.click('[data-part=settings] summary');
  await page.selectOption('#goal-test', 'expansion');
  await page.click('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
  await page.click('[data-part=trace-end]');
  assert.equal(await lit(), 'if node is the goal: return node');
  await page.locator('[data-part=trace-view]').screenshot({ path: path.join(shots, 'pseudocode.png') });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('bidirectional BFS steps with two frontiers, two trees and the path through both', async () => {
  const page = await openPage(browser, `${srv.url}?board=8 1 3/4 _ 2/7 6 5&algo=bibfs`, { viewport: { width: 1280, height: 900 } });
  await page.click('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
  const lit = () => page.$eval('[data-part=pseudocode] li[aria-current]', (li) => li.querySelector('code').textContent.trim());
  assert.equal(await lit(), 'front ← queue [start]; back ← queue [goal]; reached ← {start: front, goal: back}');
  await page.click('[data-part=trace-step]');
  assert.match(await page.textContent('[data-part=trace-event]'), /^Expand node 0 \(g 0, h 0, f 0\)\. Line \d+: level ← the smaller of front and back/);
  // An expansion by the goal's search says so in its own sentence.
  let event = '';
  for (let i = 0; i < 80 && !/from the goal;/.test(event); i++) {
    await page.click('[data-part=trace-step]');
    event = await page.textContent('[data-part=trace-event]');
  }
  assert.match(event, /^Expand node \d+ \(from the goal; g \d+, h \d+, f \d+\)\. Line \d+/);
  // Step until the goal's search has nodes waiting: both frontiers in one table, the start's first.
  let rows = [];
  for (let i = 0; i < 40 && !rows.some((r) => /from the goal/.test(r[1])); i++) {
    await page.click('[data-part=trace-step]');
    rows = await cells(page, '[data-part=frontier]');
  }
  const sides = rows.map((r) => /from the goal/.test(r[1]));
  assert.ok(sides.includes(true) && sides.includes(false), `both frontiers: ${JSON.stringify(rows)}`);
  assert.deepEqual(sides, [...sides].sort(), "the start's queue, then the goal's");
  await page.click('[data-part=trace-end]');
  assert.equal(await lit(), 'if child was reached from the other end: return the path start → child → goal');
  assert.match(await page.textContent('[data-part=trace-event]'), /^Goal found: node \d+\./);
  // Two trees, the start's and the goal's; the path runs through both: a board per move and one.
  const status = await page.textContent('[data-part=trace-status]');
  const summary = await page.getAttribute('[data-part=tree]', 'aria-label');
  const onPath = /nodes ([\d, ]+)\.$/.exec(summary)[1].split(', ').length;
  assert.equal(await page.locator('[data-part=tree] circle.path').count(), onPath);
  assert.ok(onPath >= 3, summary);
  await page.locator('[data-part=study-panel]').screenshot({ path: path.join(shots, 'bidirectional.png') });
  assert.ok(status.length > 0);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the textbook's experiment in the worker: the CLI's numbers for the same seed, no freeze, Cancel keeps the rows", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
  });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  await page.goto(srv.url);
  await page.waitForSelector('#loading', { state: 'hidden' });
  const set = async (part, value) => { await page.fill(`[data-part=${part}]`, value); await page.dispatchEvent(`[data-part=${part}]`, 'change'); };
  await set('exp-depths', '2..12:2');
  await set('exp-count', '10');
  await set('exp-seed', '3');
  await page.evaluate(() => { window.longTasks = []; });
  await page.click('[data-part=exp-run]');
  await page.waitForSelector('[data-part=exp-csv]', { state: 'visible', timeout: 120000 });
  assert.deepEqual(await page.evaluate(() => window.longTasks), [], 'no long task while it ran');
  assert.equal(await page.locator('[data-part=exp-rows] tr').count(), 6);
  assert.equal(await page.locator('[data-part=exp-chart] polyline').count(), 3);
  await page.click('[data-part=exp-csv]');
  await page.waitForFunction(() => /Copied/.test(document.querySelector('[data-part=live]').textContent));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const cli = execFileSync(npuzzle(), ['experiment', '--depths', '2..12:2', '-n', '10', '--seed', '3', '--csv'], { encoding: 'utf8' });
  assert.equal(copied, cli, 'the page and the CLI give the same numbers');
  assert.deepEqual(await new AxeBuilder({ page }).include('[data-part=study-panel]').analyze().then((r) => r.violations.map((v) => v.id)), []);
  await page.locator('[data-part=study-panel]').screenshot({ path: path.join(shots, 'experiment.png') });
  // A long one, cancelled after its first rows: they stay, and it says so.
  await set('exp-depths', '2..24:2');
  await set('exp-count', '1000');
  await page.click('[data-part=exp-run]');
  await page.waitForFunction(() => /\(/.test(document.querySelector('[data-part=exp-rows] td')?.textContent ?? ''), null, { timeout: 60000 });
  await page.click('[data-part=exp-cancel]');
  assert.match(await page.textContent('[data-part=exp-message]'), /^Cancelled/);
  assert.ok(await page.isEnabled('[data-part=exp-run]'));
  assert.match(await page.textContent('[data-part=exp-rows] td'), /^\d[\d,]* \(\d\.\d\d\)$/);
  assert.deepEqual(page.problems, []);
  await context.close();
});
