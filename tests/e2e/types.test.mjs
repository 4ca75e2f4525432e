// The element's TypeScript types (www/n-puzzle.d.ts) against the events a page really hears:
// every field an event's detail carries is declared, and every field declared as required is
// carried, down to `solution` and its `stats`. A field added to an event and not to the types
// (or the reverse) fails here, naming it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, launch, openPage, typeBoard } from './harness.mjs';

const dts = fs.readFileSync(path.join(import.meta.dirname, '../../www/n-puzzle.d.ts'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** The text between the brace at `open` and its match. */
function braced(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error('unbalanced braces');
}

/** The fields of an object type's body: name → { optional, fields (an inline object type) }. */
function fields(body) {
  const out = {};
  let i = 0;
  while (i < body.length) {
    const m = /^\s*([A-Za-z_$][\w$]*|'[^']+')(\??):\s*/.exec(body.slice(i));
    if (!m) break;
    i += m[0].length;
    const name = m[1].replace(/'/g, '');
    let inner;
    if (body[i] === '{') {
      inner = fields(braced(body, i));
      i += braced(body, i).length + 2;
    }
    // The rest of the type, up to the next `;` or newline at this depth.
    const rest = /^[^;\n]*[;\n]?/.exec(body.slice(i))[0];
    i += rest.length;
    out[name] = { optional: m[2] === '?', fields: inner };
  }
  return out;
}

/** An interface's fields, with those of the interface it extends (less what it omits). */
function iface(name) {
  const at = dts.search(new RegExp(`interface ${name}\\b`));
  assert.ok(at >= 0, `n-puzzle.d.ts declares ${name}`);
  const head = dts.slice(at, dts.indexOf('{', at));
  let own = fields(braced(dts, dts.indexOf('{', at)));
  const base = /extends Omit<(\w+), '(\w+)'>/.exec(head);
  if (base) {
    const inherited = iface(base[1]);
    delete inherited[base[2]];
    own = { ...inherited, ...own };
  }
  return own;
}

/** Compares a detail with its declared fields, recursively; returns the differences. */
function differences(value, declared, where) {
  const found = [];
  for (const key of Object.keys(value)) {
    if (!(key in declared)) found.push(`${where}.${key} is sent but not declared`);
  }
  for (const [key, d] of Object.entries(declared)) {
    if (!(key in value)) {
      if (!d.optional) found.push(`${where}.${key} is declared but not sent`);
    } else if (d.fields && value[key] !== null) {
      found.push(...differences(value[key], d.fields, `${where}.${key}`));
    }
  }
  return found;
}

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

/** A page that keeps the detail of the first event of each kind. */
async function listening(url) {
  const page = await openPage(browser, url);
  await page.evaluate(() => {
    window.heard = {};
    for (const kind of ['npuzzle-move', 'npuzzle-solved', 'npuzzle-result', 'npuzzle-improved']) {
      document.addEventListener(kind, (e) => { window.heard[kind] ??= JSON.parse(JSON.stringify(e.detail)); });
    }
  });
  return page;
}

const heard = (page, kind) => page.waitForFunction((k) => window.heard[k], kind, { timeout: 60_000 }).then((h) => h.jsonValue());

test('a move, the goal reached by hand and a search result carry exactly the declared fields', async () => {
  const page = await listening(srv.url);
  // One move from the goal: the tile 8 slides left.
  await typeBoard(page, '1 2 3\n4 5 6\n7 0 8');
  await page.focus('#board');
  await page.keyboard.press('ArrowLeft');
  const move = await heard(page, 'npuzzle-move');
  assert.deepEqual(differences(move, iface('MoveDetail'), 'npuzzle-move'), []);
  const solved = await heard(page, 'npuzzle-solved');
  assert.deepEqual(differences(solved, iface('SolvedDetail'), 'npuzzle-solved'), []);
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.selectOption('#algo', 'astar');
  await page.click('#solve');
  const result = await heard(page, 'npuzzle-result');
  assert.deepEqual(differences(result, iface('ResultDetail'), 'npuzzle-result'), []);
  assert.equal(result.solution.moves.length, 31);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a better answer while the search goes on carries the declared fields, provedShortest too', async () => {
  const page = await listening(srv.url);
  // A 4×5 whose optimal search runs for minutes: an answer comes at once (improvement.test.mjs).
  await typeBoard(page, '17 0 18 13 4\n10 16 12 6 19\n7 9 14 5 2\n1 15 3 8 11');
  await page.click('#solve');
  const improved = await heard(page, 'npuzzle-improved');
  await page.click('#cancel');
  const declared = { ...iface('ImprovedDetail'), improvement: { optional: false, fields: iface('Improvement') } };
  assert.deepEqual(differences(improved, declared, 'npuzzle-improved'), []);
  assert.equal(typeof improved.improvement.provedShortest, 'boolean');
  assert.equal(improved.improvement.provedShortest, improved.improvement.moves.length <= improved.improvement.lowerBound);
  await page.context().close();
});
