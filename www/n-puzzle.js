// <n-puzzle>: a sliding-tile puzzle for any page, from one script tag and no build step:
//   <script type="module" src="https://…/n-puzzle.js"></script>
//   <n-puzzle board="8 6 7 / 2 5 4 / 3 _ 1" controls="solve" lang="de"></n-puzzle>
// The component itself is Rust (crates/npuzzle-web); this class only mounts it in a shadow root,
// passes attribute changes on and exposes its methods. Events: npuzzle-ready, npuzzle-move,
// npuzzle-solved, npuzzle-result (data in `detail`), and npuzzle-error when the component
// cannot start here (the page's Content-Security-Policy, or offline). See embed.html.
import init, { mount } from './app.js';

const base = new URL('./', import.meta.url);
// `algorithm` is `algo`'s other spelling (as in a link's ?algorithm=).
const ATTRIBUTES = ['board', 'size', 'goal', 'algo', 'algorithm', 'heuristic', 'formula', 'controls', 'autoplay', 'lang', 'lang-menu', 'order', 'ties', 'goal-test', 'exercise', 'exercise-id', 'count', 'slack', 'hints', 'pass', 'keep', 'resume'];
let loading = null;
// A failed load is tried again by the next element (offline, then back online). The browser's
// ICU data, read by a page's first Intl.NumberFormat (25–40 ms; four times that on a slow
// phone), is read while the wasm downloads rather than in the component's first build.
const load = () => (loading ??= (() => {
  const started = init({ module_or_path: new URL('app_bg.wasm', base) })
    .catch((e) => { loading = null; throw e; });
  new Intl.NumberFormat();
  return started;
})());

// Constructed (not inline) styles, so a host page's Content-Security-Policy need not allow them.
const hostSheet = new CSSStyleSheet();
hostSheet.replaceSync(':host { display: block; } :host([hidden]) { display: none; }'
  + ' .load-notice { border: 1px solid #b91c1c; border-radius: 6px; padding: 0.5em 0.75em; color: #7f1d1d; background: #fef2f2; }');

// What the host page's Content-Security-Policy refused of ours: the directive, by URL.
const refused = new Map();
document.addEventListener('securitypolicyviolation', (e) => {
  const uri = e.blockedURI;
  // 'wasm-eval': compiling WebAssembly needs 'wasm-unsafe-eval' in script-src.
  if (uri === 'wasm-eval' || uri === 'eval') refused.set('wasm', `${e.effectiveDirective} 'wasm-unsafe-eval'`);
  else if (uri.startsWith(base.origin)) refused.set(uri, e.effectiveDirective);
});
// The policy's report comes as its own event, after the failure it explains.
const settle = () => new Promise((r) => setTimeout(r, 50));

// Words for when the puzzle itself cannot start (the component's words are in its wasm): every
// language's, from locales/ (lang/element.js, written at build time by the words crate's
// export-words), loaded only when a notice is shown; English here if even that cannot load (a
// test keeps these the same as locales/en/npuzzle.ftl).
const ENGLISH = {
  'element-policy': "The puzzle cannot start on this page: the page's Content-Security-Policy refuses it (\u0001directive\u0002). Whoever runs the page can allow it, as the embedding guide says.",
  'element-load': 'The puzzle could not be loaded (\u0001why\u0002). Check the connection and reload the page.',
  'element-style': "This page's Content-Security-Policy refuses the puzzle's stylesheet (\u0001directive\u0002): it works, but looks plain.",
};
const say = async (el, id, values) => {
  const tag = (el.getAttribute('lang') || document.documentElement.lang || navigator.language || 'en').toLowerCase();
  let table = ENGLISH;
  try {
    const all = (await import(new URL('lang/element.js', base).href)).default;
    table = all[tag] ?? all[tag.split(/[-_]/)[0]] ?? ENGLISH;
  } catch { /* English */ }
  return (table[id] ?? ENGLISH[id]).replace(/\u0001(\w+)\u0002/g, (_, k) => String(values[k] ?? ''));
};

export class NPuzzleElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;
  #handle = null;
  #root;
  #failed = false;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [hostSheet];
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = new URL('component.css', base).href;
    css.addEventListener('error', async () => {
      await settle();
      const directive = refused.get(css.href);
      if (directive) this.#notice(await say(this, 'element-style', { directive }), 'status');
    });
    this.#root = document.createElement('div');
    this.#root.setAttribute('part', 'puzzle');
    shadow.append(css, this.#root);
  }

  /** A line above the puzzle, for what stops or spoils it before the component can say so. */
  #notice(text, role) {
    const p = document.createElement('p');
    p.className = 'load-notice';
    p.setAttribute('part', 'notice');
    p.setAttribute('role', role);
    p.textContent = text;
    this.shadowRoot.insertBefore(p, this.#root);
  }

  async connectedCallback() {
    try {
      await load();
    } catch (e) {
      if (this.#failed) return;
      this.#failed = true;
      await settle();
      const directive = refused.get('wasm') ?? refused.get(new URL('app_bg.wasm', base).href)
        ?? refused.get(new URL('app.js', base).href);
      const text = directive ? await say(this, 'element-policy', { directive }) : await say(this, 'element-load', { why: e?.message ?? String(e) });
      this.#notice(text, 'alert');
      const detail = { reason: directive ? 'policy' : 'load', directive: directive ?? null, message: text };
      this.dispatchEvent(new CustomEvent('npuzzle-error', { bubbles: true, composed: true, detail }));
      return;
    }
    if (!this.isConnected || this.#handle) return;
    const options = { assets: base.href, host: this };
    for (const name of ATTRIBUTES) {
      if (this.hasAttribute(name)) options[name] = this.getAttribute(name);
    }
    this.#handle = mount(this.#root, options);
    this.dispatchEvent(new CustomEvent('npuzzle-ready', { bubbles: true, composed: true }));
  }

  disconnectedCallback() {
    // Moved to another place in the page (disconnected, then connected again at once): keep the
    // board and the result. Removed: its listeners, timers and solver jobs go with it.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#handle?.destroy();
      this.#handle?.free();
      this.#handle = null;
    });
  }

  attributeChangedCallback(name, old, value) {
    if (this.#handle && old !== value) this.#handle.setOption(name, value);
  }

  /** Whether the component is mounted (after npuzzle-ready). */
  get ready() { return this.#handle !== null; }
  /** The board on show, as text. */
  get board() { return this.#handle?.board ?? this.getAttribute('board'); }
  set board(text) { this.setAttribute('board', text); }
  /** Solves the board on show; npuzzle-result follows. */
  solve() { this.#handle?.solve(); }
  /** Stops a running solve; npuzzle-result follows, its status 'cancelled'. */
  cancel() { this.#handle?.cancel(); }
  /** A random solvable board of the current size. */
  shuffle() { this.#handle?.shuffle(); }
  /** Sets the board; throws an Error saying what is wrong with the text. */
  setBoard(text) {
    if (!this.#handle) throw new Error('n-puzzle is not ready yet: wait for npuzzle-ready');
    this.#handle.setBoard(text);
  }
}

for (const name of ['size', 'goal', 'algo', 'heuristic', 'controls', 'lang']) {
  Object.defineProperty(NPuzzleElement.prototype, name, {
    get() { return this.getAttribute(name); },
    set(v) { if (v == null) this.removeAttribute(name); else this.setAttribute(name, v); },
  });
}

if (!customElements.get('n-puzzle')) customElements.define('n-puzzle', NPuzzleElement);

// The puzzle fills the element it is mounted in with its panels (sections, a canvas, controls,
// forms of its own), so that must be an HTML element that shows such children. These do not:
// void elements, those whose content is text, fallback or kept apart (<template>), the parts of
// tables and menus (the parser moves or drops a <div> there), and controls (a click inside
// would be theirs).
const NO_PANELS = new Set(('a area audio base br button canvas col colgroup datalist embed frame frameset head hr '
  + 'html iframe img input label link meta noscript object optgroup option picture script select slot source '
  + 'style summary table tbody template textarea tfoot thead title tr track video wbr').split(' '));
const NODES = { 2: 'an attribute', 3: 'a text node', 4: 'a CDATA section', 7: 'a processing instruction', 8: 'a comment', 9: 'a document', 10: 'a doctype' };

/** Why the puzzle cannot be mounted in `element`, or nothing if it can. */
function unmountable(element) {
  const call = 'mountPuzzle(element, options)';
  const type = element?.nodeType;
  if (type !== 1) {
    const what = element == null ? String(element)
      : NODES[type] ?? (type === 11 ? (element.host ? 'a shadow root' : 'a document fragment') : `a ${typeof element}`);
    return `${call}: element must be an HTML element to draw the puzzle in, such as a <div>, not ${what}`;
  }
  const tag = `<${element.localName}>`;
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
    return `${call}: the puzzle cannot be drawn in ${tag}, which is not an HTML element: mount it in a <div>`;
  }
  if (NO_PANELS.has(element.localName)) {
    return `${call}: the puzzle cannot be drawn in ${tag}: it needs an element that holds its panels and controls, such as a <div> or a <section>`;
  }
  // Markup parsed inside a form drops the forms in it, and the exercises have forms.
  if (element.closest('form')) {
    return `${call}: the puzzle cannot be drawn inside a <form> (its exercises have forms of their own, which cannot nest): mount it outside the form, or use <n-puzzle>, which can be inside one`;
  }
  return null;
}

/** mount(element, options) for pages that build their own UI (see app.d.ts for the Handle).
 * Rejects with a TypeError saying why for an element the puzzle cannot be drawn in. */
export async function mountPuzzle(element, options = {}) {
  const why = unmountable(element);
  if (why) throw new TypeError(why);
  await load();
  return mount(element, { assets: base.href, ...options });
}
