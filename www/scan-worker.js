// The photo reader's worker (www/scan.js starts it from a blob: that sets SCAN_BASE, the site's
// absolute URL, as the solver's worker starts: a sandboxed frame may not start a worker from the
// site's URL, but a classic worker may import the site's scripts). The reader's wasm loads with it.
const base = self.SCAN_BASE ?? new URL('./', self.location.href).href;
let ready;
let warmed = false;
try {
  importScripts(base + 'scan/npuzzle-scan-wasm.js');
  ready = wasm_bindgen({ module_or_path: base + 'scan/npuzzle-scan-wasm_bg.wasm' });
} catch (e) {
  ready = Promise.reject(e);
}

self.onmessage = async ({ data }) => {
  const { id, pixels, width, height, rows, cols, corners, warm } = data;
  if (warm) {
    // The dialog opened: the reader loads, and reads a made-up photo so its hot code is compiled
    // before the user's photo comes (once: the worker lives as long as the page).
    if (warmed) return;
    warmed = true;
    try {
      await ready;
      wasm_bindgen.warmUp();
    } catch {
      // said when a photo is read
    }
    return;
  }
  try {
    await ready;
  } catch (e) {
    self.postMessage({ id, failed: String(e?.message ?? e) });
    return;
  }
  try {
    const t0 = performance.now();
    const rgba = new Uint8Array(pixels);
    const reading = JSON.parse(corners
      ? wasm_bindgen.readPixelsWithin(rgba, width, height, rows, cols, corners)
      : wasm_bindgen.readPixels(rgba, width, height, rows, cols));
    self.postMessage({ id, reading, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ id, error: String(e) });
  }
};
