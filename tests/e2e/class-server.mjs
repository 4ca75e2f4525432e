// The class server (`npuzzle serve`, crates/npuzzle-class) for the tests: started on a free
// loopback port over the built site (dist/) with a database of its own, stopped by `stop()`.
// The binary is the one the native tests built (target/debug/npuzzle, the test profile); it is
// built here if missing.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dist, freePort } from './harness.mjs';

export { freePort };

const root = new URL('../..', import.meta.url).pathname;
const NPUZZLE = process.env.NPUZZLE_BIN || path.join(root, 'target/debug/npuzzle');

/** The command line's path, built first if missing (a spec run alone, before the native tests;
 * that build of the one package is not the workspace's, which `cargo test` makes again). */
export function npuzzle() {
  if (!fs.existsSync(NPUZZLE)) {
    execFileSync('cargo', ['build', '--profile', 'test', '-q', '-p', 'npuzzle-cli'], { cwd: root, stdio: 'inherit' });
  }
  return NPUZZLE;
}


/**
 * `npuzzle serve` on a free port (or `port`: a server started again where the LMS knows it).
 * `host` names it in its public URL (`localhost` puts it on another site than a platform on
 * 127.0.0.1); `publicUrl` replaces the whole public URL (instances behind one balancer share
 * it); `db` defaults to a fresh SQLite file. Resolves with `{url, port, registration,
 * db, log(), stop(), kill()}` once it prints its registration URL; `kill()` is SIGKILL, a
 * server gone with no chance to finish anything.
 */
export async function startClassServer({ host = '127.0.0.1', db, port, publicUrl } = {}) {
  port ??= await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-class-'));
  db ??= `sqlite:${path.join(dir, 'class.db')}`;
  const url = publicUrl ?? `http://${host}:${port}`;
  const child = spawn(npuzzle(), ['serve', '--listen', `127.0.0.1:${port}`, '--public-url', url, '--db', db, '--site', dist],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  const registration = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npuzzle serve did not start:\n${log}`)), 60000);
    const look = () => {
      const m = log.match(/^registration: (\S+)$/m);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    };
    child.stdout.on('data', look);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`npuzzle serve exited (${code}):\n${log}`)); });
  });
  const ended = (signal) => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
  return {
    url,
    port,
    registration,
    db,
    log: () => log,
    stop: () => ended('SIGTERM'),
    kill: () => ended('SIGKILL'),
  };
}
