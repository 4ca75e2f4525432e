// A load balancer for the tests: one loopback address in front of several class servers, each
// request to the next one in turn. A server that refuses the connection (killed) is skipped,
// and the request goes to another; one that dies with a request in flight leaves it answered
// 502, as a real balancer would, and the client tries again. `hold` makes a server slow to
// answer: the request reaches it at once, its answer waits.
import http from 'node:http';

/** Starts it on `port` in front of `backends` (ports on 127.0.0.1): `{url, stop()}`. `hold(req)`
 * may answer a promise: the backend's answer to `req` is passed on once it settles. */
export async function startBalancer(port, backends, { hold = () => null } = {}) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const forward = (req, body, res, tried) => {
    const backend = backends[next++ % backends.length];
    const out = http.request({
      host: '127.0.0.1', port: backend, method: req.method, path: req.url, headers: req.headers, agent,
    }, (answer) => {
      const pass = () => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      };
      Promise.resolve(hold(req)).then(pass, pass);
    });
    out.on('error', (e) => {
      if (res.headersSent) { res.destroy(); return; }
      // Never reached it: another may take the request. Reached it and lost it: say so.
      if (e.code === 'ECONNREFUSED' && tried + 1 < backends.length) forward(req, body, res, tried + 1);
      else { res.writeHead(502, { 'content-type': 'text/plain' }); res.end(`no answer: ${e.code ?? e.message}`); }
    });
    out.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 0));
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => { agent.destroy(); server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}
