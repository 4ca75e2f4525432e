// <n-puzzle>: a sliding-tile puzzle for any page, from one script tag and no build step:
//   <script type="module" src="https://…/n-puzzle.js"></script>
//   <n-puzzle board="8 6 7 / 2 5 4 / 3 _ 1" controls="solve" lang="de"></n-puzzle>
// The component itself is Rust (crates/npuzzle-web); this class only mounts it in a shadow root,
// passes attribute changes on and exposes its methods. Events: npuzzle-ready, npuzzle-move,
// npuzzle-solved, npuzzle-result (data in `detail`). See embed.html for the whole guide.
import init, { mount } from './app.js';

const base = new URL('./', import.meta.url);
// `algorithm` is `algo`'s other spelling (as in a link's ?algorithm=).
const ATTRIBUTES = ['board', 'size', 'goal', 'algo', 'algorithm', 'heuristic', 'controls', 'autoplay', 'lang', 'order', 'ties', 'goal-test'];
let loading = null;
const load = () => (loading ??= init({ module_or_path: new URL('app_bg.wasm', base) }));

// Constructed (not inline) styles, so a host page's Content-Security-Policy need not allow them.
const hostSheet = new CSSStyleSheet();
hostSheet.replaceSync(':host { display: block; } :host([hidden]) { display: none; }');

export class NPuzzleElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;
  #handle = null;
  #root;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [hostSheet];
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = new URL('component.css', base).href;
    this.#root = document.createElement('div');
    this.#root.setAttribute('part', 'puzzle');
    shadow.append(css, this.#root);
  }

  async connectedCallback() {
    await load();
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
  /** Stops a running solve. */
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

/** mount(element, options) for pages that build their own UI (see app.d.ts for the Handle). */
export async function mountPuzzle(element, options = {}) {
  await load();
  return mount(element, { assets: base.href, ...options });
}
