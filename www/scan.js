// The Scan dialog: a photo of a real puzzle becomes the board. Loaded the first time a component's
// "Scan a puzzle…" is clicked (crates/npuzzle-web/src/scan.rs), with its reader, a wasm of its own
// (crates/npuzzle-scan-wasm) run in a worker so the page never freezes. The photo is chosen or
// taken with a file input (which works in any iframe, sandboxed ones too); the board as read is
// shown over the photo, cell by cell, the unsure cells marked, each editable; "Use this board"
// puts it in the component's board editor, which checks it and says whether it can be solved.

// The largest photo read (npuzzle_scan::MAX_BYTES, as the command line refuses): refused by its
// size before the browser decodes it.
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
    outline: 'Not the board? Drag the outline’s corners onto the board’s corners.',
    place: 'Or mark the board yourself: drag the outline’s corners onto the board’s corners.',
    keys: 'Your photo with the board’s outline. To move a corner, press 1, 2, 3 or 4 to pick it, then the arrow keys.',
    camera: 'Use the camera',
    shoot: 'Take the photo',
    stop: 'Close the camera',
    guide: 'Fit the whole board inside the frame, from straight above.',
    video: 'The camera’s view',
    cameraDenied: 'The camera is not allowed here: allow it for this page, or take or choose a photo with Photo.',
    cameraNone: 'No camera was found: take or choose a photo with Photo.',
    cameraFailed: 'The camera could not be opened ({why}): take or choose a photo with Photo.',
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
    outline: 'Nicht das Brett? Die Ecken des Umrisses auf die Ecken des Bretts ziehen.',
    place: 'Oder das Brett selbst markieren: die Ecken des Umrisses auf die Ecken des Bretts ziehen.',
    keys: 'Ihr Foto mit dem Umriss des Bretts. Eine Ecke verschieben: 1, 2, 3 oder 4 drücken, um sie zu wählen, dann die Pfeiltasten.',
    camera: 'Kamera verwenden',
    shoot: 'Foto aufnehmen',
    stop: 'Kamera schließen',
    guide: 'Das ganze Brett in den Rahmen bringen, von genau oben.',
    video: 'Das Bild der Kamera',
    cameraDenied: 'Die Kamera ist hier nicht erlaubt: sie für diese Seite erlauben oder mit „Foto“ ein Foto aufnehmen oder wählen.',
    cameraNone: 'Keine Kamera gefunden: mit „Foto“ ein Foto aufnehmen oder wählen.',
    cameraFailed: 'Die Kamera ließ sich nicht öffnen ({why}): mit „Foto“ ein Foto aufnehmen oder wählen.',
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
    outline: '¿No es el tablero? Arrastra las esquinas del contorno a las esquinas del tablero.',
    place: 'O marca tú el tablero: arrastra las esquinas del contorno a las esquinas del tablero.',
    keys: 'Tu foto con el contorno del tablero. Para mover una esquina, pulsa 1, 2, 3 o 4 para elegirla y luego las flechas.',
    camera: 'Usar la cámara',
    shoot: 'Hacer la foto',
    stop: 'Cerrar la cámara',
    guide: 'Encaja todo el tablero en el marco, desde arriba.',
    video: 'La imagen de la cámara',
    cameraDenied: 'La cámara no está permitida aquí: permítela para esta página, o haz o elige una foto con «Foto».',
    cameraNone: 'No se encontró ninguna cámara: haz o elige una foto con «Foto».',
    cameraFailed: 'No se pudo abrir la cámara ({why}): haz o elige una foto con «Foto».',
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
function cameraProblem(w, e) {
  if (e?.name === 'NotAllowedError' || e?.name === 'SecurityError') return say(w, 'cameraDenied');
  if (e?.name === 'NotFoundError' || e?.name === 'OverconstrainedError') return say(w, 'cameraNone');
  return say(w, 'cameraFailed', { why: e?.message || e?.name || String(e) });
}

/** Opens the dialog of the component that holds `button`. */
export function open(button) {
  const root = button.closest('.npz') ?? button.parentElement;
  const lang = (root.closest('[lang]')?.getAttribute('lang') ?? 'en').slice(0, 2);
  const w = WORDS[lang] ?? WORDS.en;
  const id = (button.id || 'npz-') + 'scan-';
  stylesheet(root);

  const file = element('input', { type: 'file', accept: 'image/*', capture: 'environment', id: id + 'file', dataset: { scan: 'file' } });
  // The live camera where the page may use it (a frame needs allow="camera"; Chromium says so
  // up front); the file input's capture opens a phone's camera anyway.
  const cameraAllowed = Boolean(navigator.mediaDevices?.getUserMedia) && (document.featurePolicy?.allowsFeature('camera') ?? true);
  const camera = element('button', { type: 'button', dataset: { scan: 'camera' }, hidden: !cameraAllowed }, say(w, 'camera'));
  const size = element('select', { id: id + 'size', dataset: { scan: 'size' } }, element('option', { value: '' }, say(w, 'sizeAuto')));
  for (let r = 2; r <= 6; r++) for (let c = 2; c <= 6; c++) size.append(element('option', { value: `${r}x${c}` }, `${r}×${c}`));
  const status = element('p', { role: 'status', 'aria-live': 'polite', dataset: { scan: 'status' } });
  const problem = element('p', { class: 'error', role: 'alert', dataset: { scan: 'problem' } });
  const hint = element('p', { class: 'muted', dataset: { scan: 'hint' } });

  // The live view: the camera's picture under a frame to fit the board in.
  const video = element('video', { muted: true, playsInline: true, autoplay: true, 'aria-label': say(w, 'video'), dataset: { scan: 'video' } });
  const shoot = element('button', { type: 'button', class: 'primary', dataset: { scan: 'shoot' } }, say(w, 'shoot'));
  const stop = element('button', { type: 'button', dataset: { scan: 'stop' } }, say(w, 'stop'));
  const live = element('div', { class: 'scan-camera', hidden: true },
    element('div', { class: 'scan-live' }, video, element('div', { class: 'scan-guide', 'aria-hidden': 'true' })),
    element('p', { class: 'muted' }, say(w, 'guide')),
    element('div', { class: 'row' }, shoot, stop));
  let stream = null;
  const closeCamera = () => {
    stream?.getTracks().forEach((t) => t.stop());
    stream = null;
    video.srcObject = null;
    live.hidden = true;
    camera.disabled = false;
  };

  // The photo drawn on a canvas (decoded by createImageBitmap): no blob: image for a strict
  // host's img-src to refuse. Over it, the board's outline, whose corners can be dragged.
  const canvas = element('canvas', { role: 'img', tabindex: '0', 'aria-label': say(w, 'alt'), 'aria-description': say(w, 'keys'), dataset: { scan: 'photo' } });
  const photo = element('div', { class: 'scan-photo', hidden: true }, canvas);
  let bitmap = null;
  let outline = null; // four [x, y] in the bitmap's pixels, or null
  let picked = 0; // the corner the keys move
  let placed = false; // whether the user moved the outline: then it is read as placed
  const shown = () => Math.min(1, 720 / Math.max(bitmap.width, bitmap.height));
  const draw = () => {
    if (!bitmap) return;
    const scale = shown();
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const g = canvas.getContext('2d');
    g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    canvas.dataset.corners = outline ? JSON.stringify(outline.map((p) => p.map(Math.round))) : '';
    if (!outline) return;
    const accent = getComputedStyle(root).getPropertyValue('--npz-accent').trim() || '#2f6fdb';
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
      g.fillStyle = i === picked && focused ? accent : '#fff';
      g.fill();
      g.stroke();
      g.fillStyle = i === picked && focused ? '#fff' : '#1d2230';
      g.fillText(String(i + 1), x * scale, y * scale);
    });
  };
  /** A pointer's place on the canvas, in the bitmap's pixels. */
  const at = (e) => {
    const box = canvas.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * bitmap.width;
    const y = ((e.clientY - box.top) / box.height) * bitmap.height;
    return [Math.min(Math.max(x, 0), bitmap.width - 1), Math.min(Math.max(y, 0), bitmap.height - 1)];
  };
  let dragging = null;
  canvas.addEventListener('pointerdown', (e) => {
    if (!bitmap || !outline) return;
    const p = at(e);
    const reach = (32 * bitmap.width) / canvas.getBoundingClientRect().width; // 32 CSS px
    const near = outline.map(([x, y], i) => [Math.hypot(x - p[0], y - p[1]), i]).sort((a, b) => a[0] - b[0])[0];
    if (near[0] > reach) return;
    dragging = near[1];
    picked = dragging;
    canvas.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (dragging === null) return;
    outline[dragging] = at(e);
    draw();
  });
  const letGo = () => {
    if (dragging === null) return;
    dragging = null;
    placed = true;
    readBitmap(outline);
  };
  canvas.addEventListener('pointerup', letGo);
  canvas.addEventListener('pointercancel', letGo);
  let settle = 0;
  canvas.addEventListener('keydown', (e) => {
    if (!bitmap || !outline) return;
    if (/^[1-4]$/.test(e.key)) {
      picked = Number(e.key) - 1;
      draw();
      e.preventDefault();
      return;
    }
    const step = (e.shiftKey ? 0.05 : 0.01) * Math.max(bitmap.width, bitmap.height);
    const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!move) return;
    e.preventDefault();
    const [x, y] = outline[picked];
    outline[picked] = [Math.min(Math.max(x + move[0], 0), bitmap.width - 1), Math.min(Math.max(y + move[1], 0), bitmap.height - 1)];
    placed = true;
    draw();
    // Read again once the keys rest.
    clearTimeout(settle);
    settle = setTimeout(() => readBitmap(outline), 600);
  });
  canvas.addEventListener('focus', draw);
  canvas.addEventListener('blur', draw);

  const grid = element('div', { class: 'scan-grid', role: 'group', 'aria-label': say(w, 'board'), dataset: { scan: 'board' } });
  const use = element('button', { type: 'button', class: 'primary', disabled: true, dataset: { scan: 'use' } }, say(w, 'use'));
  const cancel = element('button', { type: 'button', dataset: { scan: 'cancel' } }, say(w, 'cancel'));
  const title = element('h2', { id: id + 'title' }, say(w, 'title'));
  const dialog = element('dialog', { class: 'scan-dialog', 'aria-labelledby': id + 'title', dataset: { npuzzleScanDialog: '' } },
    title,
    element('p', { class: 'muted' }, say(w, 'help')),
    element('div', { class: 'row' },
      element('span', { class: 'group' }, element('label', { for: id + 'file' }, say(w, 'photo')), file),
      camera,
      element('span', { class: 'group' }, element('label', { for: id + 'size' }, say(w, 'size')), size)),
    live,
    status, problem,
    element('div', { class: 'scan-view' }, element('div', {}, hint, photo), grid),
    element('div', { class: 'row buttons' }, use, cancel));
  root.append(dialog);

  let shape = null;
  // The numbers the user typed into cells, by cell: a photo read again (corners moved, the size
  // changed) keeps them while its board is the same size.
  let typed = { size: '', cells: new Map() };
  const close = () => {
    closeCamera();
    clearTimeout(settle);
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

  const show = (reading, placedCorners) => {
    const size = `${reading.rows}x${reading.cols}`;
    if (typed.size !== size) typed = { size, cells: new Map() };
    shape = { rows: reading.rows, cols: reading.cols };
    grid.replaceChildren();
    grid.style.setProperty('--scan-cols', String(reading.cols));
    reading.tiles.forEach((t, i) => {
      const row = Math.floor(i / reading.cols) + 1;
      const col = (i % reading.cols) + 1;
      const unsure = reading.uncertain.includes(i) && !typed.cells.has(i);
      const label = say(w, 'cell', { row, col }) + (unsure ? ` (${say(w, 'unsure')})` : '');
      const value = typed.cells.get(i) ?? (t === 0 ? '' : String(t));
      const input = element('input', { type: 'text', inputmode: 'numeric', maxlength: '2', autocomplete: 'off', 'aria-label': label, value, dataset: { cell: String(i) } });
      if (unsure) input.classList.add('unsure');
      input.addEventListener('input', () => { typed.cells.set(i, input.value); input.classList.remove('unsure'); check(); });
      grid.append(input);
    });
    // The outline the user placed stays as placed (its handles keep their numbers).
    if (!placedCorners) outline = reading.corners;
    draw();
    hint.textContent = say(w, 'outline');
    const sizeText = `${reading.rows}×${reading.cols}`;
    status.textContent = say(w, reading.uncertain.length ? 'read' : 'readSure', { size: sizeText });
    check();
  };

  const failed = (answer) => {
    status.textContent = '';
    grid.replaceChildren();
    shape = null;
    use.disabled = true;
    problem.textContent = answer.failed ? say(w, 'failed', { why: answer.failed }) : say(w, answer.error === 'size' ? 'size_' : answer.error);
    // A photo with no board found, or a wrong one: the user can mark the board; the outline
    // starts where it was, or inset from the photo's edges.
    if (bitmap && (answer.error === 'no-board' || answer.error === 'no-grid' || answer.error === 'two-boards')) {
      const [dx, dy] = [bitmap.width * 0.2, bitmap.height * 0.2];
      outline ??= [[dx, dy], [bitmap.width - dx, dy], [bitmap.width - dx, bitmap.height - dy], [dx, bitmap.height - dy]];
      hint.textContent = say(w, 'place');
    } else {
      outline = null;
      hint.textContent = '';
    }
    draw();
  };

  /** The size picked, or 0×0 to read it off the photo. */
  const sizeChosen = () => (size.value ? size.value.split('x').map(Number) : [0, 0]);

  /** Reads the photo shown (`bitmap`), within the corners the user placed if given. */
  let latest = 0;
  const readBitmap = async (corners) => {
    const mine = ++latest;
    problem.textContent = '';
    status.textContent = say(w, 'reading');
    use.disabled = true;
    const [rows, cols] = sizeChosen();
    const { photo: sent, scale } = pixelsOf(bitmap);
    if (corners) sent.corners = new Float32Array(corners.flat().map((v) => v * scale));
    const answer = await readPhoto(sent, rows, cols);
    if (mine !== latest) return; // a newer reading was asked for
    if (answer.reading) {
      answer.reading.corners = answer.reading.corners.map(([x, y]) => [x / scale, y / scale]);
      // How long the reader took (in its worker), for the phone bench.
      dialog.dataset.readMs = String(Math.round(answer.ms));
      show(answer.reading, Boolean(corners));
      if (!corners) (grid.querySelector('.unsure') ?? grid.querySelector('input'))?.focus();
    } else {
      failed(answer);
    }
  };

  const readFile = async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    problem.textContent = '';
    if (chosen.size > MAX_BYTES) {
      status.textContent = '';
      problem.textContent = say(w, 'too-large', { mb: Math.floor(chosen.size / 1_000_000) });
      return;
    }
    closeCamera();
    bitmap?.close();
    bitmap = await createImageBitmap(chosen).catch(() => null);
    outline = null;
    placed = false;
    typed = { size: '', cells: new Map() };
    photo.hidden = !bitmap;
    hint.textContent = '';
    if (bitmap) return readBitmap(null);
    // A file the browser cannot show is no photo (the reader reads what the browser decodes).
    latest++;
    failed({ error: 'not-an-image' });
  };
  file.addEventListener('change', readFile);
  // The same photo chosen again (after the camera, or to read it afresh) is a change too.
  file.addEventListener('click', () => { file.value = ''; });
  size.addEventListener('change', () => bitmap && readBitmap(placed ? outline : null));

  camera.addEventListener('click', async () => {
    problem.textContent = '';
    camera.disabled = true;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      });
    } catch (e) {
      camera.disabled = false;
      problem.textContent = cameraProblem(w, e);
      return;
    }
    // Closed while the browser asked for the camera: let it go at once.
    if (!dialog.isConnected) return closeCamera();
    video.srcObject = stream;
    live.hidden = false;
    await video.play().catch(() => {});
    shoot.focus();
  });
  stop.addEventListener('click', () => { closeCamera(); camera.focus(); });
  shoot.addEventListener('click', async () => {
    if (!video.videoWidth) return; // no picture yet
    const frame = element('canvas', { width: video.videoWidth, height: video.videoHeight });
    frame.getContext('2d').drawImage(video, 0, 0);
    closeCamera();
    bitmap?.close();
    bitmap = await createImageBitmap(frame);
    outline = null;
    placed = false;
    typed = { size: '', cells: new Map() };
    photo.hidden = false;
    hint.textContent = '';
    readBitmap(null);
  });

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
