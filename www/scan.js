// The Scan dialog: a photo of a real puzzle becomes the board. Loaded the first time a component's
// "Scan a puzzle…" is clicked (crates/npuzzle-web/src/scan.rs), with its reader, a wasm of its own
// (crates/npuzzle-scan-wasm) run in a worker so the page never freezes. The photo is chosen or
// taken with a file input (which works in any iframe, sandboxed ones too); the board as read is
// shown over the photo, cell by cell, the unsure cells marked, each editable; "Use this board"
// puts it in the component's board editor, which checks it and says whether it can be solved.

// The photo reader's limits (crates/npuzzle-scan/src/decode.rs; a test there checks these are
// its own): a file is refused by its size in bytes, then by its size in pixels as its header
// gives it, before the browser decodes it, in the words the command line uses.
const MAX_BYTES = 50_000_000;
const MAX_PIXELS = 40_000_000;
// What decoding a JPEG may hold at once: a progressive one's limit is lower (JPEG_HELD there).
const JPEG_HELD = 300_000_000;

/**
 * What the component gives the dialog (crates/npuzzle-web/src/scan.rs).
 * @typedef {object} ScanHost
 * @property {(text: string) => void} apply Takes the board chosen, as the board editor's text
 *   ("3 3" then its rows, 0 the blank): the component shows it there and applies it.
 * @property {(template: string, values: Object<string, string | number>) => string} fill Fills
 *   one of the dialog's words in the component's language: `template` from lang/scan-<lang>.js
 *   (written at build time from locales/: "The scan dialog" of npuzzle.ftl), `values` its
 *   placeholders' (numbers as numbers: they pick a plural form and take the language's digits).
 * @property {string} lang The component's language (`fr`): which lang/scan-<lang>.js to load.
 */

/** A word's Fluent id: `sizeAuto` (or the reader's kind, `size-auto`) is `scan-size-auto`. */
const fluentId = (key) => 'scan-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** The dialog's `say(key, values)`: its words in the component's language (lang/scan-<lang>.js,
 * loaded with the dialog; English's if that cannot load), filled by the component. */
async function wordsFor(host) {
  const load = (lang) => import(new URL(`lang/scan-${lang}.js`, import.meta.url).href).then((m) => m.default);
  const table = await load(host.lang || 'en').catch(() => load('en')).catch(() => ({}));
  // A number with digits after the point (a size over a limit: 50.000001 MB) is written here,
  // in the language's digits, as the component writes whole ones (it writes numbers whole).
  const decimals = new Intl.NumberFormat(host.lang || 'en', { maximumFractionDigits: 6 });
  const written = (v) => (typeof v === 'number' && !Number.isInteger(v) ? decimals.format(v) : v);
  return (key, values = {}) => {
    const id = fluentId(key);
    const filled = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, written(v)]));
    return table[id] === undefined ? id : host.fill(table[id], filled);
  };
}

let worker = null;
let asked = 0;
const waiting = new Map();

/** The reader's worker, started once per page. */
function reader() {
  if (!worker) {
    // Started from a blob that imports it, as the solver's worker is: a sandboxed frame (an opaque
    // origin) may not start a worker from the site's URL, but a classic worker may import it.
    const base = new URL('./', import.meta.url).href;
    const source = `self.SCAN_BASE = ${JSON.stringify(base)}; importScripts(${JSON.stringify(base + 'scan-worker.js')});`;
    const blob = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    worker = new Worker(blob);
    URL.revokeObjectURL(blob);
    worker.onmessage = ({ data }) => {
      const done = waiting.get(data.id);
      waiting.delete(data.id);
      if (done) done(data);
    };
    worker.onerror = (e) => {
      for (const done of waiting.values()) done({ failed: e.message || 'worker error' });
      waiting.clear();
      worker = null;
    };
  }
  return worker;
}

/** Asks the reader: `photo` is `{ pixels, width, height }` (decoded and scaled by the browser),
 * with `corners` when the user placed the board's outline; its pixels move to the worker. */
function readPhoto(photo, rows, cols) {
  const id = ++asked;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    reader().postMessage({ id, rows, cols, ...photo }, [photo.pixels]);
  });
}

/** The longest side the reader reads (it scales larger photos down to this itself). */
const READ_SIDE = 1024;

/** The photo's pixels at most READ_SIDE across, and the scale taken. */
function pixelsOf(bitmap) {
  const scale = Math.min(1, READ_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  g.drawImage(bitmap, 0, 0, width, height);
  return { photo: { pixels: g.getImageData(0, 0, width, height).data.buffer, width, height }, scale };
}

function stylesheet(root) {
  const host = root.getRootNode();
  const into = host instanceof ShadowRoot ? host : document.head;
  if (into.querySelector('link[data-npuzzle-scan]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./scan.css', import.meta.url).href;
  link.dataset.npuzzleScan = '';
  into.append(link);
}

function element(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'dataset') Object.assign(e.dataset, v);
    else if (k in e && typeof v !== 'string') e[k] = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

/** The camera's reasons, worded: denied by the user or the host page, none, or anything else. */
function cameraProblem(say, e) {
  if (e?.name === 'NotAllowedError' || e?.name === 'SecurityError') return say('cameraDenied');
  if (e?.name === 'NotFoundError' || e?.name === 'OverconstrainedError') return say('cameraNone');
  return say('cameraFailed', { why: e?.message || e?.name || String(e) });
}

/**
 * Opens the dialog of the component that holds `button`.
 * @param {Element} button the component's Scan button (focused again when the dialog closes)
 * @param {ScanHost} host where the board goes, and the words
 * @returns {Promise<void>} settled once the dialog has closed (the component then lets `host` go)
 */
export async function open(button, host) {
  const root = button.closest('.npz') ?? button.parentElement;
  stylesheet(root);
  const say = await wordsFor(host);
  let done;
  const closed = new Promise((resolve) => { done = resolve; });
  // One open dialog: its parts, and what it holds, shared by the parts' functions below.
  const s = {
    host, root, button, say, done,
    ui: parts(say, (button.id || 'npz-') + 'scan-'),
    bitmap: null, // the photo shown
    outline: null, // four [x, y] in the bitmap's pixels, or null
    picked: 0, // the corner the keys move
    placed: false, // whether the user moved the outline: then it is read as placed
    dragging: null, // the corner a pointer holds
    settle: 0, // the timer that reads again once the keys rest
    shape: null, // the board's { rows, cols } as read
    // The numbers the user typed into cells, by cell: a photo read again (corners moved, the size
    // changed) keeps them while its board is the same size.
    typed: { size: '', cells: new Map() },
    latest: 0, // the newest reading asked for
    stream: null, // the camera's, while it is open
  };
  root.append(s.ui.dialog);
  choosing(s);
  outlining(s);
  correcting(s);
  filming(s);
  s.ui.cancel.addEventListener('click', () => close(s));
  s.ui.dialog.addEventListener('cancel', (e) => { e.preventDefault(); close(s); });
  s.ui.dialog.showModal();
  s.ui.file.focus();
  // The reader loads while the photo is taken or chosen.
  reader().postMessage({ warm: true });
  return closed;
}

/** The dialog's parts, in `say`'s words; `id` prefixes the ids labels point at. */
function parts(say, id) {
  const file = element('input', { type: 'file', accept: 'image/*', capture: 'environment', id: id + 'file', dataset: { scan: 'file' } });
  // The live camera where the page may use it (a frame needs allow="camera"; Chromium says so
  // up front); the file input's capture opens a phone's camera anyway.
  const cameraAllowed = Boolean(navigator.mediaDevices?.getUserMedia) && (document.featurePolicy?.allowsFeature('camera') ?? true);
  const camera = element('button', { type: 'button', dataset: { scan: 'camera' }, hidden: !cameraAllowed }, say('camera'));
  const size = element('select', { id: id + 'size', dataset: { scan: 'size' } }, element('option', { value: '' }, say('sizeAuto')));
  for (let r = 2; r <= 6; r++) for (let c = 2; c <= 6; c++) size.append(element('option', { value: `${r}x${c}` }, `${r}×${c}`));
  const status = element('p', { role: 'status', 'aria-live': 'polite', dataset: { scan: 'status' } });
  // The size that read nearly as well as the one shown, offered when the size was read off.
  const other = element('button', { type: 'button', hidden: true, dataset: { scan: 'other' } });
  const problem = element('p', { class: 'error', role: 'alert', dataset: { scan: 'problem' } });
  const hint = element('p', { class: 'muted', dataset: { scan: 'hint' } });

  // The live view: the camera's picture under a frame to fit the board in.
  const video = element('video', { muted: true, playsInline: true, autoplay: true, 'aria-label': say('video'), dataset: { scan: 'video' } });
  const shoot = element('button', { type: 'button', class: 'primary', dataset: { scan: 'shoot' } }, say('shoot'));
  const stop = element('button', { type: 'button', dataset: { scan: 'stop' } }, say('stop'));
  const live = element('div', { class: 'scan-camera', hidden: true },
    element('div', { class: 'scan-live' }, video, element('div', { class: 'scan-guide', 'aria-hidden': 'true' })),
    element('p', { class: 'muted' }, say('guide')),
    element('div', { class: 'row' }, shoot, stop));

  // The photo drawn on a canvas (decoded by createImageBitmap): no blob: image for a strict
  // host's img-src to refuse. Over it, the board's outline, whose corners can be dragged.
  const canvas = element('canvas', { role: 'img', tabindex: '0', 'aria-label': say('alt'), 'aria-description': say('keys'), dataset: { scan: 'photo' } });
  const photo = element('div', { class: 'scan-photo', hidden: true }, canvas);

  // Left to right in every language, like the board it reads (in a right-to-left dialog a grid
  // fills from the right: the board read would show mirrored).
  const grid = element('div', { class: 'scan-grid', dir: 'ltr', role: 'group', 'aria-label': say('board'), dataset: { scan: 'board' } });
  const use = element('button', { type: 'button', class: 'primary', disabled: true, dataset: { scan: 'use' } }, say('use'));
  const cancel = element('button', { type: 'button', dataset: { scan: 'cancel' } }, say('cancel'));
  const dialog = element('dialog', { class: 'scan-dialog', 'aria-labelledby': id + 'title', dataset: { npuzzleScanDialog: '' } },
    element('h2', { id: id + 'title' }, say('title')),
    element('p', { class: 'muted' }, say('help')),
    element('div', { class: 'row' },
      element('span', { class: 'group' }, element('label', { for: id + 'file' }, say('photo')), file),
      camera,
      element('span', { class: 'group' }, element('label', { for: id + 'size' }, say('size')), size)),
    live,
    status, other, problem,
    element('div', { class: 'scan-view' }, element('div', {}, hint, photo), grid),
    element('div', { class: 'row buttons' }, use, cancel));
  return { dialog, file, camera, size, status, other, problem, hint, live, video, shoot, stop, canvas, photo, grid, use, cancel };
}

/** Closes the dialog: the camera and the photo let go, focus back on Scan. */
function close(s) {
  closeCamera(s);
  clearTimeout(s.settle);
  s.ui.dialog.close();
  s.ui.dialog.remove();
  s.bitmap?.close();
  s.button.focus();
  s.done();
}

// Choosing a photo: the file input (a phone's camera through it too), and the size to read.

function choosing(s) {
  const { file, size } = s.ui;
  file.addEventListener('change', () => readFile(s));
  // The same photo chosen again (after the camera, or to read it afresh) is a change too.
  file.addEventListener('click', () => { file.value = ''; });
  size.addEventListener('change', () => s.bitmap && readBitmap(s, s.placed ? s.outline : null));
  // The runner-up size, one tap: picked as if chosen in the list, and read so.
  s.ui.other.addEventListener('click', () => {
    size.value = s.ui.other.dataset.size;
    size.focus(); // the button hides while the photo is read again
    size.dispatchEvent(new Event('change'));
  });
}

async function readFile(s) {
  const { file, status, problem } = s.ui;
  const chosen = file.files?.[0];
  if (!chosen) return;
  problem.textContent = '';
  const refused = await refusal(chosen);
  if (refused) {
    status.textContent = '';
    problem.textContent = s.say(...refused);
    return;
  }
  closeCamera(s);
  s.bitmap?.close();
  s.bitmap = null;
  const bitmap = await createImageBitmap(chosen).catch(() => null);
  // The header's size, as the browser decoded it (nothing larger is made from it).
  if (bitmap && bitmap.width * bitmap.height > MAX_PIXELS) {
    bitmap.close();
    problem.textContent = s.say(...tooManyPixels(bitmap.width, bitmap.height, MAX_PIXELS));
    return;
  }
  newPhoto(s, bitmap);
  if (s.bitmap) return readBitmap(s, null);
  // A PNG or JPEG by its header that the browser cannot show is cut short or damaged, as the
  // command line's reader says when it cannot decode one (the reader reads what the browser
  // decodes).
  s.latest++;
  failed(s, { error: 'damaged' });
}

/** Why `file` is not read, as `say`'s key and values, or null: over MAX_BYTES, not a PNG or
 * JPEG, more pixels than its kind may have (by its header: nothing is decoded), or a PNG or
 * JPEG whose header does not read or, a JPEG, that is cut short: in that order, as the
 * command line's reader refuses them (npuzzle-scan's decode.rs). */
async function refusal(file) {
  if (file.size > MAX_BYTES) return ['tooLarge', { mb: millions(file.size, MAX_BYTES), max: MAX_BYTES / 1e6 }];
  const bytes = new Uint8Array(await file.arrayBuffer());
  const header = photoHeader(bytes);
  if (!header) return [photoSignature(bytes) ? 'damaged' : 'notAnImage'];
  const { width, height, max } = header;
  if (width * height > max) return tooManyPixels(width, height, max);
  return header.jpeg && !jpegWhole(bytes) ? ['damaged'] : null;
}

/** Whether `b` starts as a PNG or a JPEG does (as the image crate's `guess_format` tells them). */
const photoSignature = (b) => PNG.every((v, i) => b[i] === v) || (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff);

/** Whether a JPEG's file goes on to its end marker (FF D9) after its last scan's header (FF
 * DA): one cut short has none. As the reader checks it (decode.rs, `jpeg_whole`). */
function jpegWhole(b) {
  const last = (marker) => {
    for (let i = b.length - 2; i >= 0; i--) if (b[i] === 0xff && b[i + 1] === marker) return i;
    return -1;
  };
  const scan = last(0xda);
  return scan >= 0 && last(0xd9) > scan;
}

const tooManyPixels = (width, height, max) => ['tooManyPixels', { width, height, mp: millions(width * height, max), max: max / 1e6 }];

/** `n` in millions, to the fewest digits after the point that tell it from `limit` (at most
 * six: then exact), rounded half up: a size over a limit never reads as the limit
 * (npuzzle_i18n::Fixed::beside, which the command line uses). */
function millions(n, limit) {
  for (let places = 0, step = 1e6; ; places++, step /= 10) {
    const round = (v) => Math.floor((v + step / 2) / step);
    if (round(n) !== round(limit) || step === 1) return round(n) / 10 ** places;
  }
}

/** A PNG file's first eight bytes. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's or JPEG's size from its header, and the most pixels a photo of its kind may have,
 * as the reader has them (decode.rs), with `jpeg` set for a JPEG; null for any other file, or
 * one whose header does not read. */
function photoHeader(b) {
  const u16 = (i) => (b[i] << 8) | b[i + 1];
  const u32 = (i) => u16(i) * 65536 + u16(i + 2);
  if (PNG.every((v, i) => b[i] === v)) {
    return b.length >= 24 ? { width: u32(16), height: u32(20), max: MAX_PIXELS } : null;
  }
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  for (let i = 2; i + 9 < b.length;) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) { i++; continue; } // fill
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { i += 2; continue; } // no length
    if (marker === 0xd9 || marker === 0xda) return null; // the image data before its size
    const sof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (sof) {
      const components = b[i + 9];
      // Sequential ones decode row by row; the others hold 2 bytes a coefficient, per component.
      const held = Math.min(components, 3) + ([0xc0, 0xc1, 0xc9].includes(marker) ? 0 : 2 * components);
      const max = Math.min(MAX_PIXELS, Math.floor(JPEG_HELD / held / 1e6) * 1e6);
      return { width: u16(i + 7), height: u16(i + 5), max, jpeg: true };
    }
    i += 2 + u16(i + 2);
  }
  return null;
}

/** Shows `bitmap` (or nothing) as the photo to read, with no outline or typed numbers yet. */
function newPhoto(s, bitmap) {
  Object.assign(s, { bitmap, outline: null, placed: false, typed: { size: '', cells: new Map() } });
  s.ui.photo.hidden = !bitmap;
  s.ui.hint.textContent = '';
}

/** The size picked, or 0×0 to read it off the photo. */
const sizeChosen = (s) => (s.ui.size.value ? s.ui.size.value.split('x').map(Number) : [0, 0]);

// Reading it: the reader's answer, the outline of the board found and its corners.

/** Reads the photo shown (`s.bitmap`), within the corners the user placed if given. */
async function readBitmap(s, corners) {
  const { dialog, status, problem, use, grid, other } = s.ui;
  const mine = ++s.latest;
  problem.textContent = '';
  other.hidden = true;
  status.textContent = s.say('reading');
  use.disabled = true;
  const [rows, cols] = sizeChosen(s);
  const { photo: sent, scale } = pixelsOf(s.bitmap);
  if (corners) sent.corners = new Float32Array(corners.flat().map((v) => v * scale));
  const answer = await readPhoto(sent, rows, cols);
  if (mine !== s.latest) return; // a newer reading was asked for
  if (!answer.reading) return failed(s, answer);
  answer.reading.corners = answer.reading.corners.map(([x, y]) => [x / scale, y / scale]);
  // How long the reader took (in its worker), for the phone bench.
  dialog.dataset.readMs = String(Math.round(answer.ms));
  show(s, answer.reading, Boolean(corners));
  if (!corners) (grid.querySelector('.unsure') ?? grid.querySelector('input'))?.focus();
}

/** No board read: why, and an outline to place where the board may be. */
function failed(s, answer) {
  const { status, grid, use, problem, hint, other } = s.ui;
  status.textContent = '';
  other.hidden = true; // no size to offer for a photo not read (a file the browser cannot show)
  grid.replaceChildren();
  s.shape = null;
  use.disabled = true;
  const [rows, cols] = sizeChosen(s);
  problem.textContent = answer.failed ? s.say('failed', { why: answer.failed }) : s.say(answer.error, { size: `${rows}×${cols}` });
  // A photo with no board found, or a wrong one: the user can mark the board; the outline
  // starts where it was, or inset from the photo's edges.
  const b = s.bitmap;
  if (b && (answer.error === 'no-board' || answer.error === 'no-grid' || answer.error === 'two-boards')) {
    const [dx, dy] = [b.width * 0.2, b.height * 0.2];
    s.outline ??= [[dx, dy], [b.width - dx, dy], [b.width - dx, b.height - dy], [dx, b.height - dy]];
    hint.textContent = s.say('place');
  } else {
    s.outline = null;
    hint.textContent = '';
  }
  draw(s);
}

/** Draws the photo and, over it, the outline with its numbered handles. */
function draw(s) {
  const { canvas } = s.ui;
  const { bitmap, outline } = s;
  if (!bitmap) return;
  const scale = Math.min(1, 720 / Math.max(bitmap.width, bitmap.height));
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const g = canvas.getContext('2d');
  g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  canvas.dataset.corners = outline ? JSON.stringify(outline.map((p) => p.map(Math.round))) : '';
  if (!outline) return;
  const accent = getComputedStyle(s.root).getPropertyValue('--npz-accent').trim() || '#2f6fdb';
  g.lineWidth = Math.max(3, canvas.width / 150);
  g.strokeStyle = accent;
  g.beginPath();
  outline.forEach(([x, y], i) => (i ? g.lineTo(x * scale, y * scale) : g.moveTo(x * scale, y * scale)));
  g.closePath();
  g.stroke();
  // Handles a finger can hold, numbered as the keys pick them.
  const box = canvas.getBoundingClientRect();
  const r = Math.max(9, box.width ? (14 * canvas.width) / box.width : canvas.width / 45); // 14 CSS px
  g.font = `bold ${Math.round(r * 1.1)}px sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  // Inside <n-puzzle>, the shadow root knows what has focus (the document sees the element).
  const focused = canvas.getRootNode().activeElement === canvas;
  outline.forEach(([x, y], i) => {
    g.beginPath();
    g.arc(x * scale, y * scale, r, 0, 2 * Math.PI);
    g.fillStyle = i === s.picked && focused ? accent : '#fff';
    g.fill();
    g.stroke();
    g.fillStyle = i === s.picked && focused ? '#fff' : '#1d2230';
    g.fillText(String(i + 1), x * scale, y * scale);
  });
}

/** A point kept inside the photo. */
const inside = (s, [x, y]) => [Math.min(Math.max(x, 0), s.bitmap.width - 1), Math.min(Math.max(y, 0), s.bitmap.height - 1)];

/** A pointer's place on the canvas, in the bitmap's pixels. */
function at(s, e) {
  const box = s.ui.canvas.getBoundingClientRect();
  return inside(s, [((e.clientX - box.left) / box.width) * s.bitmap.width, ((e.clientY - box.top) / box.height) * s.bitmap.height]);
}

/** The outline's corners, dragged by a pointer or moved by keys; each move reads the photo again. */
function outlining(s) {
  const { canvas } = s.ui;
  canvas.addEventListener('pointerdown', (e) => {
    if (!s.bitmap || !s.outline) return;
    const p = at(s, e);
    const reach = (32 * s.bitmap.width) / canvas.getBoundingClientRect().width; // 32 CSS px
    const near = s.outline.map(([x, y], i) => [Math.hypot(x - p[0], y - p[1]), i]).sort((a, b) => a[0] - b[0])[0];
    if (near[0] > reach) return;
    s.dragging = near[1];
    s.picked = s.dragging;
    canvas.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (s.dragging === null) return;
    s.outline[s.dragging] = at(s, e);
    draw(s);
  });
  const letGo = () => {
    if (s.dragging === null) return;
    s.dragging = null;
    s.placed = true;
    readBitmap(s, s.outline);
  };
  canvas.addEventListener('pointerup', letGo);
  canvas.addEventListener('pointercancel', letGo);
  canvas.addEventListener('keydown', (e) => cornerKey(s, e));
  canvas.addEventListener('focus', () => draw(s));
  canvas.addEventListener('blur', () => draw(s));
}

/** 1 to 4 pick a corner, the arrows move it (Shift: further). */
function cornerKey(s, e) {
  if (!s.bitmap || !s.outline) return;
  if (/^[1-4]$/.test(e.key)) {
    s.picked = Number(e.key) - 1;
    draw(s);
    e.preventDefault();
    return;
  }
  const step = (e.shiftKey ? 0.05 : 0.01) * Math.max(s.bitmap.width, s.bitmap.height);
  const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
  if (!move) return;
  e.preventDefault();
  const [x, y] = s.outline[s.picked];
  s.outline[s.picked] = inside(s, [x + move[0], y + move[1]]);
  s.placed = true;
  draw(s);
  // Read again once the keys rest.
  clearTimeout(s.settle);
  s.settle = setTimeout(() => readBitmap(s, s.outline), 600);
}

// Correcting the board as read: its cells, editable, checked; then used.

function correcting(s) {
  s.ui.use.addEventListener('click', () => {
    if (!check(s)) return;
    const { rows, cols } = s.shape;
    const values = cells(s).map((c) => (c.value.trim() === '' ? '0' : String(Number(c.value))));
    const lines = [];
    for (let r = 0; r < rows; r++) lines.push(values.slice(r * cols, (r + 1) * cols).join(' '));
    s.host.apply(`${rows} ${cols}\n${lines.join('\n')}`);
    close(s);
  });
}

const cells = (s) => [...s.ui.grid.querySelectorAll('input')];

/** Whether the cells hold each number once; if not, which are wrong, marked and said. */
function check(s) {
  if (!s.shape) return false;
  const inputs = cells(s);
  const values = inputs.map((c) => (c.value.trim() === '' ? 0 : Number(c.value)));
  const n = s.shape.rows * s.shape.cols;
  const bad = [];
  values.forEach((v, i) => {
    const wrong = !Number.isInteger(v) || v < 0 || v >= n || values.indexOf(v) !== i || values.lastIndexOf(v) !== i;
    inputs[i].setAttribute('aria-invalid', String(wrong));
    if (wrong) bad.push(s.say('cell', { row: Math.floor(i / s.shape.cols) + 1, col: (i % s.shape.cols) + 1 }));
  });
  s.ui.problem.textContent = bad.length ? s.say('duplicate', { max: n - 1, list: bad.join('; ') }) : '';
  s.ui.use.disabled = bad.length > 0;
  return bad.length === 0;
}

/** Shows a reading: its cells (the numbers typed kept), its outline unless the user's, what it read. */
function show(s, reading, placedCorners) {
  const { grid, hint, status, other } = s.ui;
  const size = `${reading.rows}x${reading.cols}`;
  if (s.typed.size !== size) s.typed = { size, cells: new Map() };
  s.shape = { rows: reading.rows, cols: reading.cols };
  grid.replaceChildren();
  grid.style.setProperty('--scan-cols', String(reading.cols));
  reading.tiles.forEach((t, i) => {
    const row = Math.floor(i / reading.cols) + 1;
    const col = (i % reading.cols) + 1;
    const unsure = reading.uncertain.includes(i) && !s.typed.cells.has(i);
    const label = s.say('cell', { row, col }) + (unsure ? ` (${s.say('unsure')})` : '');
    const value = s.typed.cells.get(i) ?? (t === 0 ? '' : String(t));
    const input = element('input', { type: 'text', inputmode: 'numeric', maxlength: '2', autocomplete: 'off', 'aria-label': label, value, dataset: { cell: String(i) } });
    if (unsure) input.classList.add('unsure');
    input.addEventListener('input', () => { s.typed.cells.set(i, input.value); input.classList.remove('unsure'); check(s); });
    grid.append(input);
  });
  // The outline the user placed stays as placed (its handles keep their numbers).
  if (!placedCorners) s.outline = reading.corners;
  draw(s);
  hint.textContent = s.say('outline');
  status.textContent = s.say(reading.uncertain.length ? 'read' : 'readSure', { size: `${reading.rows}×${reading.cols}` });
  // A size read off the photo, another nearly as likely: offered, to read the photo so.
  const [r, c] = reading.otherSize ?? [];
  other.hidden = !r || Boolean(s.ui.size.value);
  if (r) {
    other.dataset.size = `${r}x${c}`;
    other.textContent = s.say('otherSize', { size: `${r}×${c}` });
  }
  check(s);
}

// The camera: its live view, the photo taken from it, closed.

function filming(s) {
  const { camera, stop, shoot } = s.ui;
  camera.addEventListener('click', () => openCamera(s));
  stop.addEventListener('click', () => { closeCamera(s); camera.focus(); });
  shoot.addEventListener('click', () => shootPhoto(s));
}

async function openCamera(s) {
  const { camera, problem, dialog, video, live, shoot } = s.ui;
  problem.textContent = '';
  camera.disabled = true;
  try {
    s.stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
      audio: false,
    });
  } catch (e) {
    camera.disabled = false;
    problem.textContent = cameraProblem(s.say, e);
    return;
  }
  // Closed while the browser asked for the camera: let it go at once.
  if (!dialog.isConnected) return closeCamera(s);
  video.srcObject = s.stream;
  live.hidden = false;
  await video.play().catch(() => {});
  shoot.focus();
}

async function shootPhoto(s) {
  const { video } = s.ui;
  if (!video.videoWidth) return; // no picture yet
  const frame = element('canvas', { width: video.videoWidth, height: video.videoHeight });
  frame.getContext('2d').drawImage(video, 0, 0);
  closeCamera(s);
  s.bitmap?.close();
  s.bitmap = null;
  newPhoto(s, await createImageBitmap(frame));
  readBitmap(s, null);
}

function closeCamera(s) {
  const { video, live, camera } = s.ui;
  s.stream?.getTracks().forEach((t) => t.stop());
  s.stream = null;
  video.srcObject = null;
  live.hidden = true;
  camera.disabled = false;
}
