// A PostgreSQL of the tests' own: a fresh cluster (Debian's `postgresql` package, installed by
// scripts/setup.sh) in a temporary folder on a free loopback port, with trust authentication on
// loopback only; `stop()` ends it and removes the folder. As root, the cluster runs as the
// `postgres` user (initdb refuses root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness.mjs';

const BIN = process.env.PG_BIN || (() => {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length ? path.join(base, versions[0], 'bin') : '';
})();

const asOwner = (cmd, args) => (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
const run = (cmd, args) => {
  const [c, a] = asOwner(path.join(BIN, cmd), args);
  return execFileSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
};

/** A running cluster: `{url, stop()}`; `url` is `postgres://npuzzle@127.0.0.1:PORT/postgres`. */
export async function startPostgres() {
  if (!BIN || !fs.existsSync(path.join(BIN, 'initdb'))) {
    throw new Error('PostgreSQL is not installed (scripts/setup.sh installs Debian\'s postgresql)');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'npuzzle', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const port = await freePort();
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://npuzzle@127.0.0.1:${port}/postgres`,
    stop: () => {
      try { run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']); } catch { /* already down */ }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
