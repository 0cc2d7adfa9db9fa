#!/usr/bin/env node
// `npm run typecheck`: strict TypeScript over the API, the engine and the web app. The three compilers run at once (each
// is single-threaded; one after the other they took 3.5 minutes of CI on two cores) and every one's errors are printed;
// the exit code is non-zero when any of them failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const projects = ['apps/api', 'packages/jyotish', 'apps/web'];

const results = await Promise.all(projects.map((project) => new Promise((resolve) => {
  const started = Date.now();
  const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => { output += c; });
  child.stderr.on('data', (c) => { output += c; });
  child.on('close', (code) => resolve({ project, code, output, seconds: (Date.now() - started) / 1000 }));
})));

let failed = false;
for (const r of results) {
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.project} (${r.seconds.toFixed(0)} s)`);
  if (r.output.trim()) console.log(r.output.trimEnd());
  if (r.code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
