// Renders the production nginx configuration (deploy/nginx/) for a run as an ordinary user: pid, logs, cache and
// temporary folders inside one folder, the listen port and the upstream processes given by the caller. Used by
// `npm run start:prod` (scripts/start-prod.mjs) and the browser test e2e/deploy/nginx.spec.ts.
//
// The templates are real nginx files. A line ending in `# @name` is rewritten here (each name below must be
// handled, so a template and this renderer cannot drift apart silently); the lines between `# @production-only {`
// and `# @production-only }` (the TLS server and the port-80 redirect) are kept only when `tls` is given.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const templateDir = path.join(root, 'deploy/nginx');
/** The template files, relative to deploy/nginx (the main file first). */
export const templateFiles = ['nginx.conf', 'nakshatra.conf', 'snippets/nakshatra-locations.conf', 'snippets/nakshatra-proxy.conf'];
const TEMP_FOLDERS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
/** Where Debian keeps nginx's dynamic modules (/usr/share/nginx/modules links to the first). */
const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/share/nginx/modules'];

/** The nginx binary: NGINX_BIN when set, else nginx on PATH, else Debian's /usr/sbin/nginx (not on an ordinary user's PATH); null if none. */
export function findNginx(env = process.env) {
  const candidates = [];
  if (env.NGINX_BIN) candidates.push(env.NGINX_BIN);
  else {
    for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(path.join(dir, 'nginx'));
    candidates.push('/usr/sbin/nginx');
  }
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch { /* next */ }
  }
  return null;
}

export const NGINX_MISSING = 'nginx is not installed (not on PATH, not /usr/sbin/nginx, or not at NGINX_BIN). Install it with "apt-get install -y nginx" (Debian/Ubuntu), or set NGINX_BIN to its path.';

/** The file of Debian's brotli filter module (package libnginx-mod-http-brotli-filter), or null when not installed. */
export function brotliModule() {
  for (const dir of MODULE_DIRS) {
    const file = path.join(dir, 'ngx_http_brotli_filter_module.so');
    if (existsSync(file)) return file;
  }
  return null;
}

/**
 * Writes the configuration into `dir` and returns the paths of its parts.
 * @param {object} options
 * @param {string} options.dir folder for everything nginx writes (created)
 * @param {string|number} options.listen address of the plain HTTP server: a port or host:port (default 127.0.0.1)
 * @param {string[]} [options.web] Next.js processes, host:port each (default 127.0.0.1:3000)
 * @param {string[]} [options.api] API processes, host:port each (default 127.0.0.1:3001)
 * @param {number} [options.microCacheSeconds] validity of a cached page (the template's value when absent)
 * @param {{certificate: string, key: string}|null} [options.tls] keep the TLS and port-80 servers, with these files
 * @param {number|'auto'} [options.workerProcesses] default 1 (a local run shares the machine)
 * @param {boolean} [options.brotli] brotli compression (default: when the Debian module is installed)
 */
export function renderNginxConfig(options) {
  const dir = path.resolve(options.dir);
  const listen = /^\d+$/.test(String(options.listen)) ? `127.0.0.1:${options.listen}` : String(options.listen);
  const web = options.web ?? ['127.0.0.1:3000'];
  const api = options.api ?? ['127.0.0.1:3001'];
  const tls = options.tls ?? null;
  const brotli = options.brotli === false ? null : brotliModule();
  if (options.brotli && !brotli) throw new Error('nginx config: brotli asked for, but libnginx-mod-http-brotli-filter is not installed');
  if (!web.length || !api.length) throw new Error('nginx config: at least one web and one API process');
  if (/[\s;{}]/.test([listen, ...web, ...api].join(''))) throw new Error('nginx config: addresses may not contain spaces, ";" or braces');

  const paths = {
    dir,
    conf: path.join(dir, 'nginx.conf'),
    pid: path.join(dir, 'nginx.pid'),
    errorLog: path.join(dir, 'logs/error.log'),
    accessLog: path.join(dir, 'logs/access.log'),
    cache: path.join(dir, 'cache'),
  };
  for (const sub of ['logs', 'cache', 'snippets', ...TEMP_FOLDERS.map((t) => `tmp/${t}`)]) mkdirSync(path.join(dir, sub), { recursive: true });

  const seen = new Set();
  /** @type {Record<string, (line: string) => string[]>} */
  const rules = {
    // as root, the workers must be able to write the folders created here (nginx would otherwise switch to nobody)
    user: () => (process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : []),
    // Debian's modules-enabled files name modules relative to its prefix, which is not ours: load only what we use
    modules: () => (brotli ? [`load_module ${brotli};`] : []),
    'worker-processes': () => [`worker_processes ${options.workerProcesses ?? 1};`],
    pid: () => [`pid ${paths.pid};`],
    'error-log': () => [`error_log ${paths.errorLog} warn;`],
    'access-log': (line) => [line.replace(/access_log\s+\S+/, `access_log ${paths.accessLog}`)],
    'temp-body': () => [`client_body_temp_path ${dir}/tmp/body;`],
    'temp-proxy': () => [`proxy_temp_path ${dir}/tmp/proxy;`],
    'temp-fastcgi': () => [`fastcgi_temp_path ${dir}/tmp/fastcgi;`],
    'temp-uwsgi': () => [`uwsgi_temp_path ${dir}/tmp/uwsgi;`],
    'temp-scgi': () => [`scgi_temp_path ${dir}/tmp/scgi;`],
    brotli: (line) => {
      if (!brotli) return [line];
      return ['brotli on;', 'brotli_comp_level 5;', `brotli_types text/plain text/css text/xml text/javascript application/javascript application/json application/xml application/rss+xml application/manifest+json image/svg+xml text/x-component text/calendar;`];
    },
    'web-servers': (line) => web.map((addr) => line.replace(/server\s+\S+/, `server ${addr}`)),
    'api-servers': (line) => api.map((addr) => line.replace(/server\s+\S+/, `server ${addr}`)),
    'cache-path': (line) => [line.replace(/proxy_cache_path\s+(\S+)/, (_m, p) => `proxy_cache_path ${path.join(paths.cache, path.basename(p))}`)],
    'micro-cache': (line) => (options.microCacheSeconds ? [line.replace(/(proxy_cache_valid\s+200\s+)\S+;/, `$1${options.microCacheSeconds}s;`)] : [line]),
    'http-listen': (line) => [line.replace(/listen\s+\S+;/, `listen ${listen};`)],
    'tls-certificate': (line) => [line.replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${tls?.certificate};`)],
    'tls-certificate-key': (line) => [line.replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${tls?.key};`)],
  };

  for (const file of templateFiles) {
    const out = [`# Generated by scripts/nginx-config.mjs from deploy/nginx/${file}: edit that file, not this one.`];
    let production = false;
    for (const line of readFileSync(path.join(templateDir, file), 'utf8').split('\n')) {
      if (/#\s*@production-only\s*\{\s*$/.test(line)) { production = true; continue; }
      if (/#\s*@production-only\s*\}\s*$/.test(line)) { production = false; continue; }
      if (production && !tls) continue;
      const tag = line.match(/#\s*@([\w-]+)\s*$/)?.[1];
      if (!tag) { out.push(line); continue; }
      const rule = rules[tag];
      if (!rule) throw new Error(`deploy/nginx/${file}: no rule for the tag @${tag} in scripts/nginx-config.mjs`);
      seen.add(tag);
      const indent = line.match(/^\s*/)[0];
      out.push(...rule(line).map((l) => (/^\s/.test(l) || !l ? l : indent + l)));
    }
    if (production) throw new Error(`deploy/nginx/${file}: an @production-only block is not closed`);
    writeFileSync(path.join(dir, file), out.join('\n'));
  }
  const unused = Object.keys(rules).filter((t) => !seen.has(t) && !(t.startsWith('tls-') && !tls));
  if (unused.length) throw new Error(`deploy/nginx: the tags ${unused.map((t) => `@${t}`).join(', ')} were not found (scripts/nginx-config.mjs expects them)`);
  return paths;
}

/** The command line that runs the rendered configuration in the foreground. */
export function nginxArgs(paths) {
  return ['-p', `${paths.dir}/`, '-c', paths.conf, '-g', 'daemon off;'];
}

/** `nginx -t` on the rendered configuration: { ok, output }. */
export function testNginxConfig(nginx, paths) {
  const r = spawnSync(nginx, ['-t', '-p', `${paths.dir}/`, '-c', paths.conf], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/**
 * Starts nginx in the foreground on the rendered configuration (its own process group: Ctrl+C reaches the caller only).
 * @param {string} nginx
 * @param {{dir: string, conf: string}} paths
 * @param {{stdio?: import('node:child_process').StdioOptions}} [options]
 */
export function startNginx(nginx, paths, { stdio = 'inherit' } = {}) {
  return spawn(nginx, nginxArgs(paths), { stdio, detached: true });
}

/** The last lines of nginx's error log (for a message when it stops or refuses to start). */
export function errorLogTail(paths, lines = 20) {
  if (!existsSync(paths.errorLog)) return '';
  return readFileSync(paths.errorLog, 'utf8').trim().split('\n').slice(-lines).join('\n');
}
