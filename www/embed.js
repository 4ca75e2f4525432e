// The guide's live parts: the snippets name this site's address; the demo logs its events.
const here = new URL('./', document.baseURI).href;
for (const span of document.querySelectorAll('.origin')) span.textContent = here;
const log = document.getElementById('demo-log');
for (const type of ['npuzzle-move', 'npuzzle-solved']) {
  document.getElementById('demo').addEventListener(type, (e) => {
    const d = e.detail;
    // The event's own fields, as a host page would read them.
    log.textContent = type === 'npuzzle-solved'
      ? `npuzzle-solved: moves ${d.moves}`
      : `npuzzle-move: tile ${d.tile}, direction ${d.direction}, moves ${d.moves}`;
  });
}
