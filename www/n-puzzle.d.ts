// TypeScript definitions for n-puzzle.js (the <n-puzzle> element and mountPuzzle()).

/** Attributes of <n-puzzle>, and the options of mountPuzzle(); all optional. */
export interface PuzzleOptions {
  /** The board: rows on lines or separated by `/`, blank as `0`, `_` or `.`. */
  board?: string;
  /** e.g. `3x3`, `4x4`, `3x5` (a board decides its own). */
  size?: string;
  /** `end` (blank last, the default) or `start` (blank first). */
  goal?: 'end' | 'start';
  algo?: 'auto' | 'bfs' | 'dfs' | 'iddfs' | 'bibfs' | 'greedy' | 'astar' | 'idastar' | 'fast';
  heuristic?: 'hamming' | 'manhattan' | 'linear-conflict';
  /** Panels beside the board: `full` (default), `none`, `play`, `solve`, `study`, or a list such as `solve,study`. */
  controls?: string;
  /** Solve at once and play the solution. */
  autoplay?: boolean | string;
  /** A language of locales/ (default: the host page's `lang`, else the browser's languages); a
   * regional tag falls back to its base (`pt-PT` → `pt`, `zh-TW` → `zh`). */
  lang?: 'en' | 'ar' | 'de' | 'es' | 'fa' | 'fr' | 'he' | 'hi' | 'it' | 'ja' | 'ko' | 'nl' | 'pl' | 'pt' | 'ru' | 'tr' | 'uk' | 'zh' | string;
  /** `1`: a menu of every language in the component. */
  'lang-menu'?: boolean | string;
  /** The order the blank's moves are tried: four letters such as `udlr` (the default) or `rdlu`. */
  order?: string;
  /** Greedy and A*: which of equally good nodes goes first: `deeper` (default), `oldest`, `newest`. */
  ties?: 'deeper' | 'oldest' | 'newest';
  /** BFS: test for the goal at `generation` (default) or `expansion`. */
  'goal-test'?: 'generation' | 'expansion';
  /** The same as `goal-test`, for object literals. */
  goalTest?: 'generation' | 'expansion';
  /** Where the worker and tables are (default: beside n-puzzle.js). */
  assets?: string;
  /** Where npuzzle-* events are dispatched (default: the element mounted in). */
  host?: EventTarget;
}

/** A mounted puzzle. */
export interface PuzzleHandle {
  solve(): void;
  cancel(): void;
  shuffle(): void;
  /** Throws an Error saying what is wrong with the text; the board stays as it was. */
  setBoard(text: string): void;
  /** As an attribute change; `null` restores the default of `controls` and `lang`. */
  setOption(name: keyof PuzzleOptions, value: string | null): void;
  readonly board: string | undefined;
  /** Removes it: listeners, timers and solver jobs go with it. */
  destroy(): void;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface MoveDetail { type: 'npuzzle-move'; tile: number; direction: Direction; moves: number; board: string; solved: boolean }
export interface SolvedDetail { type: 'npuzzle-solved'; moves: number; board: string }
/** How a search ended: every `solve()` (or Solve) ends with one. `cancelled`: stopped by Cancel,
 * `cancel()`, a new board or another search chosen, with the best answer found so far in
 * `moves` if the search had one (else none). It may be frozen (deeply), kept or cloned. */
export interface ResultDetail {
  type: 'npuzzle-result';
  board: string;
  solution: {
    status: 'solved' | 'unsolvable' | 'limit' | 'cancelled';
    algorithm: string;
    heuristic: string | null;
    method: string;
    /** The blank's moves. */
    moves: Direction[];
    /** The tile that slid at each move. */
    tiles: number[];
    optimal: boolean;
    /** Optimal searches: the shortest takes at least this many moves (proved; the length when
     * solved and optimal). A stopped search keeps its best answer in `moves`. */
    lowerBound?: number;
    stats: { expanded: number; generated: number; maxFrontier: number; depth: number; ms: number; hStart: number; tableMs: number };
  };
}
/** The core's improvement, as the search reported it (the same name from the search to this
 * event; `solveAnytime` of the JavaScript API streams the same). */
export interface Improvement {
  /** The best answer so far: the blank's moves (valid, not necessarily shortest). */
  moves: Direction[];
  /** The shortest solution takes at least this many moves (proved). */
  lowerBound: number;
  /** Milliseconds since the search started. */
  ms: number;
  /** Whether the answer is proved shortest (its length is the bound). */
  provedShortest: boolean;
}
/** A better answer while the search for the shortest goes on (`solution.optimal` false,
 * `solution.lowerBound` what is proved so far); `npuzzle-result` still ends the search. */
export interface ImprovedDetail extends Omit<ResultDetail, 'type'> { type: 'npuzzle-improved'; improvement: Improvement }

export declare class NPuzzleElement extends HTMLElement {
  readonly ready: boolean;
  board: string | null;
  size: string | null;
  goal: string | null;
  algo: string | null;
  heuristic: string | null;
  controls: string | null;
  lang: string;
  solve(): void;
  cancel(): void;
  shuffle(): void;
  setBoard(text: string): void;
}

/** The element could not start here; its notice says the same to the reader. */
export interface ErrorDetail {
  /** `policy`: the page's Content-Security-Policy refused it; `load`: it could not be fetched. */
  reason: 'policy' | 'load';
  /** The directive that refused it, e.g. `script-src 'wasm-unsafe-eval'` or `connect-src`. */
  directive: string | null;
  /** The notice shown, in the element's language. */
  message: string;
}

/** Draws a puzzle in `element` (its content is replaced): an HTML element that holds block
 * content, such as a `<div>`, outside any `<form>`. Rejects with a TypeError saying why for any
 * other (a text node, `<template>`, `<select>`, `<table>`, `<textarea>`, `<iframe>`, `<svg>`,
 * ...). */
export declare function mountPuzzle(element: HTMLElement, options?: PuzzleOptions): Promise<PuzzleHandle>;

declare global {
  interface HTMLElementTagNameMap { 'n-puzzle': NPuzzleElement }
  interface HTMLElementEventMap {
    'npuzzle-ready': CustomEvent<null>;
    'npuzzle-move': CustomEvent<MoveDetail>;
    'npuzzle-solved': CustomEvent<SolvedDetail>;
    'npuzzle-result': CustomEvent<ResultDetail>;
    'npuzzle-improved': CustomEvent<ImprovedDetail>;
    'npuzzle-error': CustomEvent<ErrorDetail>;
  }
}
