// The Scan dialog: a photo of a real puzzle becomes the board. Loaded the first time a component's
// "Scan a puzzle…" is clicked (crates/npuzzle-web/src/scan.rs), with its reader, a wasm of its own
// (crates/npuzzle-scan-wasm) run in a worker so the page never freezes. The photo is chosen or
// taken with a file input (which works in any iframe, sandboxed ones too); the board as read is
// shown over the photo, cell by cell, the unsure cells marked, each editable; "Use this board"
// puts it in the component's board editor, which checks it and says whether it can be solved.

const MAX_BYTES = 50_000_000;

const WORDS = {
  en: {
    title: 'Scan a puzzle',
    help: 'Take a photo from straight above, the whole board in view and well lit, or choose one.',
    photo: 'Photo',
    size: 'Size',
    sizeAuto: 'Read it off the photo',
    reading: 'Reading the photo…',
    read: 'Read a {size} board. Check the marked cells: tap a cell to change its number.',
    readSure: 'Read a {size} board. Check it against your puzzle; tap a cell to change its number.',
    board: 'The board as read (0 or empty for the blank)',
    cell: 'Row {row}, column {col}',
    unsure: 'not sure',
    duplicate: 'Each number from 0 to {max} must appear once: check {list}.',
    use: 'Use this board',
    cancel: 'Cancel',
    'too-large': 'The file is {mb} MB: photos up to 50 MB can be read.',
    'not-an-image': 'This file is not a photo (a JPEG or PNG image).',
    'no-board': 'No puzzle found in the photo: take it from above, with the whole board in view.',
    'two-boards': 'Two puzzles in the photo: take one at a time.',
    size_: 'This size cannot be scanned: sizes from 2×2 to 6×6.',
    'no-grid': 'The board was found but its tiles could not be told apart: more light, less glare.',
    failed: 'The reader could not start: {why}',
    alt: 'Your photo, with the board found outlined',
  },
  de: {
    title: 'Puzzle scannen',
    help: 'Von genau oben fotografieren, das ganze Brett im Bild und gut beleuchtet, oder ein Foto wählen.',
    photo: 'Foto',
    size: 'Größe',
    sizeAuto: 'Aus dem Foto lesen',
    reading: 'Das Foto wird gelesen…',
    read: 'Ein {size}-Brett gelesen. Die markierten Felder prüfen: ein Feld antippen, um seine Zahl zu ändern.',
    readSure: 'Ein {size}-Brett gelesen. Mit dem Puzzle vergleichen; ein Feld antippen, um seine Zahl zu ändern.',
    board: 'Das gelesene Brett (0 oder leer für die Lücke)',
    cell: 'Zeile {row}, Spalte {col}',
    unsure: 'unsicher',
    duplicate: 'Jede Zahl von 0 bis {max} muss einmal vorkommen: {list} prüfen.',
    use: 'Dieses Brett verwenden',
    cancel: 'Abbrechen',
    'too-large': 'Die Datei hat {mb} MB: Fotos bis 50 MB können gelesen werden.',
    'not-an-image': 'Diese Datei ist kein Foto (ein JPEG- oder PNG-Bild).',
    'no-board': 'Kein Puzzle im Foto gefunden: von oben fotografieren, mit dem ganzen Brett im Bild.',
    'two-boards': 'Zwei Puzzles im Foto: eines nach dem anderen fotografieren.',
    size_: 'Diese Größe kann nicht gescannt werden: Größen von 2×2 bis 6×6.',
    'no-grid': 'Das Brett wurde gefunden, aber seine Steine sind nicht zu unterscheiden: mehr Licht, weniger Spiegelung.',
    failed: 'Der Leser konnte nicht starten: {why}',
    alt: 'Ihr Foto, das gefundene Brett umrandet',
  },
  es: {
    title: 'Escanear un puzzle',
    help: 'Haz una foto desde arriba, con todo el tablero a la vista y bien iluminado, o elige una.',
    photo: 'Foto',
    size: 'Tamaño',
    sizeAuto: 'Leerlo de la foto',
    reading: 'Leyendo la foto…',
    read: 'Leído un tablero {size}. Revisa las casillas marcadas: toca una casilla para cambiar su número.',
    readSure: 'Leído un tablero {size}. Compáralo con tu puzzle; toca una casilla para cambiar su número.',
    board: 'El tablero leído (0 o vacío para el hueco)',
    cell: 'Fila {row}, columna {col}',
    unsure: 'no seguro',
    duplicate: 'Cada número de 0 a {max} debe aparecer una vez: revisa {list}.',
    use: 'Usar este tablero',
    cancel: 'Cancelar',
    'too-large': 'El archivo ocupa {mb} MB: se pueden leer fotos de hasta 50 MB.',
    'not-an-image': 'Este archivo no es una foto (una imagen JPEG o PNG).',
    'no-board': 'No se encontró ningún puzzle en la foto: hazla desde arriba, con todo el tablero a la vista.',
    'two-boards': 'Dos puzzles en la foto: haz una foto de cada uno.',
    size_: 'Este tamaño no se puede escanear: tamaños de 2×2 a 6×6.',
    'no-grid': 'Se encontró el tablero pero no se distinguen sus fichas: más luz, menos reflejos.',
    failed: 'El lector no pudo arrancar: {why}',
    alt: 'Tu foto, con el tablero encontrado marcado',
  },
};

const say = (w, key, values = {}) =>
  (w[key] ?? WORDS.en[key]).replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? ''));

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

/** Asks the reader: `photo` is `{ bytes }` (the file, decoded by the reader) or `{ pixels,
 * width, height }` (decoded and scaled by the browser); its buffer moves to the worker. */
function readPhoto(photo, rows, cols) {
  const id = ++asked;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    reader().postMessage({ id, rows, cols, ...photo }, [photo.bytes ?? photo.pixels]);
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

/** Opens the dialog of the component that holds `button`. */
export function open(button) {
  const root = button.closest('.npz') ?? button.parentElement;
  const lang = (root.closest('[lang]')?.getAttribute('lang') ?? 'en').slice(0, 2);
  const w = WORDS[lang] ?? WORDS.en;
  const id = (button.id || 'npz-') + 'scan-';
  stylesheet(root);

  const file = element('input', { type: 'file', accept: 'image/*', capture: 'environment', id: id + 'file', dataset: { scan: 'file' } });
  const size = element('select', { id: id + 'size', dataset: { scan: 'size' } }, element('option', { value: '' }, say(w, 'sizeAuto')));
  for (let r = 2; r <= 6; r++) for (let c = 2; c <= 6; c++) size.append(element('option', { value: `${r}x${c}` }, `${r}×${c}`));
  const status = element('p', { role: 'status', 'aria-live': 'polite', dataset: { scan: 'status' } });
  const problem = element('p', { class: 'error', role: 'alert', dataset: { scan: 'problem' } });
  // The photo drawn on a canvas (decoded by createImageBitmap): no blob: image for a strict
  // host's img-src to refuse.
  const canvas = element('canvas', { role: 'img', 'aria-label': say(w, 'alt'), dataset: { scan: 'photo' } });
  const photo = element('div', { class: 'scan-photo', hidden: true }, canvas);
  let bitmap = null;
  const draw = (corners) => {
    if (!bitmap) return;
    const scale = Math.min(1, 720 / Math.max(bitmap.width, bitmap.height));
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const g = canvas.getContext('2d');
    g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    if (!corners) return;
    g.lineWidth = Math.max(3, canvas.width / 150);
    g.strokeStyle = getComputedStyle(root).getPropertyValue('--npz-accent').trim() || '#2f6fdb';
    g.beginPath();
    corners.forEach(([x, y], i) => (i ? g.lineTo(x * scale, y * scale) : g.moveTo(x * scale, y * scale)));
    g.closePath();
    g.stroke();
  };
  const grid = element('div', { class: 'scan-grid', role: 'group', 'aria-label': say(w, 'board'), dataset: { scan: 'board' } });
  const use = element('button', { type: 'button', class: 'primary', disabled: true, dataset: { scan: 'use' } }, say(w, 'use'));
  const cancel = element('button', { type: 'button', dataset: { scan: 'cancel' } }, say(w, 'cancel'));
  const title = element('h2', { id: id + 'title' }, say(w, 'title'));
  const dialog = element('dialog', { class: 'scan-dialog', 'aria-labelledby': id + 'title', dataset: { npuzzleScanDialog: '' } },
    title,
    element('p', { class: 'muted' }, say(w, 'help')),
    element('div', { class: 'row' },
      element('span', { class: 'group' }, element('label', { for: id + 'file' }, say(w, 'photo')), file),
      element('span', { class: 'group' }, element('label', { for: id + 'size' }, say(w, 'size')), size)),
    status, problem,
    element('div', { class: 'scan-view' }, photo, grid),
    element('div', { class: 'row buttons' }, use, cancel));
  root.append(dialog);

  let shape = null;
  const close = () => {
    dialog.close();
    dialog.remove();
    bitmap?.close();
    button.focus();
  };
  cancel.addEventListener('click', close);
  dialog.addEventListener('cancel', (e) => { e.preventDefault(); close(); });

  const cells = () => [...grid.querySelectorAll('input')];
  const check = () => {
    if (!shape) return false;
    const values = cells().map((c) => (c.value.trim() === '' ? 0 : Number(c.value)));
    const n = shape.rows * shape.cols;
    const bad = [];
    values.forEach((v, i) => {
      const wrong = !Number.isInteger(v) || v < 0 || v >= n || values.indexOf(v) !== i || values.lastIndexOf(v) !== i;
      cells()[i].setAttribute('aria-invalid', String(wrong));
      if (wrong) bad.push(say(w, 'cell', { row: Math.floor(i / shape.cols) + 1, col: (i % shape.cols) + 1 }));
    });
    problem.textContent = bad.length ? say(w, 'duplicate', { max: n - 1, list: bad.join('; ') }) : '';
    use.disabled = bad.length > 0;
    return bad.length === 0;
  };

  const show = (reading) => {
    shape = { rows: reading.rows, cols: reading.cols };
    grid.replaceChildren();
    grid.style.setProperty('--scan-cols', String(reading.cols));
    reading.tiles.forEach((t, i) => {
      const row = Math.floor(i / reading.cols) + 1;
      const col = (i % reading.cols) + 1;
      const unsure = reading.uncertain.includes(i);
      const label = say(w, 'cell', { row, col }) + (unsure ? ` (${say(w, 'unsure')})` : '');
      const input = element('input', { type: 'text', inputmode: 'numeric', maxlength: '2', autocomplete: 'off', 'aria-label': label, value: t === 0 ? '' : String(t), dataset: { cell: String(i) } });
      if (unsure) input.classList.add('unsure');
      input.addEventListener('input', () => { input.classList.remove('unsure'); check(); });
      grid.append(input);
    });
    draw(reading.corners);
    const sizeText = `${reading.rows}×${reading.cols}`;
    status.textContent = say(w, reading.uncertain.length ? 'read' : 'readSure', { size: sizeText });
    check();
    (grid.querySelector('.unsure') ?? grid.querySelector('input'))?.focus();
  };

  const read = async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    problem.textContent = '';
    if (chosen.size > MAX_BYTES) {
      status.textContent = '';
      problem.textContent = say(w, 'too-large', { mb: Math.floor(chosen.size / 1_000_000) });
      return;
    }
    bitmap = await createImageBitmap(chosen).catch(() => null);
    photo.hidden = !bitmap;
    draw(null);
    status.textContent = say(w, 'reading');
    use.disabled = true;
    const [rows, cols] = size.value ? size.value.split('x').map(Number) : [0, 0];
    // A photo the browser can show, it decodes and scales (a phone's 12 MP photo in a moment);
    // anything else goes to the reader as it is, which says what it is not.
    const { photo: sent, scale } = bitmap ? pixelsOf(bitmap) : { photo: { bytes: await chosen.arrayBuffer() }, scale: 1 };
    const answer = await readPhoto(sent, rows, cols);
    if (answer.reading) {
      answer.reading.corners = answer.reading.corners.map(([x, y]) => [x / scale, y / scale]);
      // How long the reader took (in its worker), for the phone bench.
      dialog.dataset.readMs = String(Math.round(answer.ms));
      show(answer.reading);
    } else {
      status.textContent = '';
      grid.replaceChildren();
      shape = null;
      problem.textContent = answer.failed ? say(w, 'failed', { why: answer.failed }) : say(w, answer.error === 'size' ? 'size_' : answer.error);
    }
  };
  file.addEventListener('change', read);
  size.addEventListener('change', read);

  use.addEventListener('click', () => {
    if (!check()) return;
    const values = cells().map((c) => (c.value.trim() === '' ? '0' : String(Number(c.value))));
    const rows = [];
    for (let r = 0; r < shape.rows; r++) rows.push(values.slice(r * shape.cols, (r + 1) * shape.cols).join(' '));
    const text = root.querySelector('[data-part="board-text"]');
    text.value = `${shape.rows} ${shape.cols}\n${rows.join('\n')}`;
    text.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('[data-part="apply-text"]').click();
    close();
  });

  dialog.showModal();
  file.focus();
  // The reader loads while the photo is taken or chosen.
  reader().postMessage({ warm: true });
}
