/**
 * Starts a real Janus Gateway (Debian package `janus`) with our own configuration in a temporary folder: the
 * VideoRoom plugin and the WebSockets transport only (on a free port, bound to 127.0.0.1 unless told otherwise), no
 * admin API, no 1:1 NAT mapping, RTP ports in a small free range, logging to a file. Used by the Janus tests and the
 * bench; also runnable by hand for development:
 *
 *   npx tsx apps/api/src/modules/live/media/janus/start-janus.ts     # prints JANUS_URL, Ctrl-C stops it
 *   (env for that command only: JANUS_WS_PORT, JANUS_WS_IP, JANUS_RTP_PORTS; the folder is kept for its log)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { createSocket } from 'node:dgram';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RunningJanus {
  url: string;
  port: number;
  dir: string;
  logFile: string;
  rtpRange: [number, number];
  process: ChildProcess;
  /** the end of Janus's log (for test failure messages) */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export interface StartJanusOptions {
  /** number of RTP/RTCP ports Janus may use (one per PeerConnection with BUNDLE); default 300 */
  rtpPorts?: number;
  /** WebSocket port; default a free one */
  port?: number;
  /** address the WebSocket transport binds to; default 127.0.0.1 */
  wsIp?: string;
  /** Janus debug level 0-7; default 4 */
  debugLevel?: number;
  /** keep the temporary folder (configuration and log) after stop() */
  keepDir?: boolean;
  /** milliseconds to wait for the WebSocket port; default 15000 */
  startTimeoutMs?: number;
}

const LIB_DIRS = ['/usr/lib/x86_64-linux-gnu/janus', '/usr/lib/aarch64-linux-gnu/janus', '/usr/lib/janus', '/usr/local/lib/janus', '/opt/janus/lib/janus'];

/** the janus binary, or null when the Debian package is not installed */
export function findJanus(): string | null {
  for (const p of ['/usr/bin/janus', '/usr/local/bin/janus', '/opt/janus/bin/janus']) if (existsSync(p)) return p;
  const r = spawnSync('sh', ['-c', 'command -v janus'], { encoding: 'utf8' });
  const p = r.stdout?.trim();
  return p ? p : null;
}

function janusLibDir(): string {
  const dir = LIB_DIRS.find((d) => existsSync(join(d, 'plugins', 'libjanus_videoroom.so')));
  if (!dir) throw new Error('Janus is installed but its plugins folder (libjanus_videoroom.so) was not found');
  return dir;
}

function freeTcpPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

function udpPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createSocket('udp4');
    s.once('error', () => resolve(false));
    s.bind(port, () => s.close(() => resolve(true)));
  });
}

/** a range of `size` UDP ports, probing its first, middle and last port */
async function freeUdpRange(size: number): Promise<[number, number]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = 20000 + Math.floor(Math.random() * (40000 - size));
    const probes = [base, base + Math.floor(size / 2), base + size - 1];
    const ok = await Promise.all(probes.map(udpPortFree));
    if (ok.every(Boolean)) return [base, base + size - 1];
  }
  throw new Error('no free UDP port range for Janus');
}

function waitForTcp(host: string, port: number, timeoutMs: number, exited: () => string | null): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const why = exited();
      if (why) return reject(new Error(why));
      const sock = connect(port, host);
      sock.once('connect', () => {
        sock.destroy();
        resolve();
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() - start > timeoutMs) reject(new Error(`Janus did not open ws://${host}:${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export async function startJanus(opts: StartJanusOptions = {}): Promise<RunningJanus> {
  const bin = findJanus();
  if (!bin) throw new Error('janus is not installed (Debian: apt-get install -y janus)');
  const lib = janusLibDir();
  const wsIp = opts.wsIp ?? '127.0.0.1';
  const port = opts.port ?? (await freeTcpPort(wsIp));
  const rtpRange = await freeUdpRange(opts.rtpPorts ?? 300);
  const dir = mkdtempSync(join(tmpdir(), 'janus-'));
  const logFile = join(dir, 'janus.log');
  const q = (s: string) => JSON.stringify(s);

  const disabledPlugins = ['audiobridge', 'duktape', 'echotest', 'lua', 'nosip', 'recordplay', 'sip', 'streaming', 'textroom', 'videocall', 'voicemail']
    .map((p) => `libjanus_${p}.so`)
    .join(',');
  const disabledTransports = ['http', 'mqtt', 'nanomsg', 'pfunix', 'rabbitmq'].map((p) => `libjanus_${p}.so`).join(',');
  const disabledEvents = ['gelfevh', 'mqttevh', 'nanomsgevh', 'rabbitmqevh', 'sampleevh', 'wsevh'].map((p) => `libjanus_${p}.so`).join(',');

  writeFileSync(
    join(dir, 'janus.jcfg'),
    `general: {
\tconfigs_folder = ${q(dir)}
\tplugins_folder = ${q(join(lib, 'plugins'))}
\ttransports_folder = ${q(join(lib, 'transports'))}
\tevents_folder = ${q(join(lib, 'events'))}
\tloggers_folder = ${q(join(lib, 'loggers'))}
\tlog_to_stdout = false
\tlog_to_file = ${q(logFile)}
\tdebug_level = ${opts.debugLevel ?? 4}
\tdebug_timestamps = true
\tdebug_colors = false
\tsession_timeout = 60
\treclaim_session_timeout = 0
}
certificates: {
}
media: {
\trtp_port_range = "${rtpRange[0]}-${rtpRange[1]}"
\tipv6 = false
}
nat: {
\tnice_debug = false
\tfull_trickle = false
\tice_lite = false
\tice_tcp = false
\tice_ignore_list = "vmnet"
}
plugins: {
\tdisable = ${q(disabledPlugins)}
}
transports: {
\tdisable = ${q(disabledTransports)}
}
loggers: {
\tdisable = "libjanus_jsonlog.so"
}
events: {
\tbroadcast = false
\tdisable = ${q(disabledEvents)}
}
`,
  );
  writeFileSync(
    join(dir, 'janus.transport.websockets.jcfg'),
    `general: {
\tjson = "plain"
\tws = true
\tws_port = ${port}
\tws_ip = ${q(wsIp)}
\twss = false
}
admin: {
\tadmin_ws = false
\tadmin_wss = false
}
`,
  );
  writeFileSync(
    join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {
\tstring_ids = false
}
`,
  );

  const child = spawn(bin, ['-C', join(dir, 'janus.jcfg'), '-F', dir, '-L', logFile, '-N'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + String(d)).slice(-4000)));
  let exit: string | null = null;
  child.once('exit', (code, signal) => (exit = `janus exited (code ${code}, signal ${signal}) ${stderr}`));

  const logTail = (lines = 40) => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(t);
    }
    if (!opts.keepDir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForTcp(wsIp, port, opts.startTimeoutMs ?? 15_000, () => exit);
  } catch (err) {
    const tail = logTail();
    await stop();
    throw new Error(`${(err as Error).message}\n${tail}`);
  }
  return { url: `ws://${wsIp}:${port}`, port, dir, logFile, rtpRange, process: child, logTail, stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const j = await startJanus({ wsIp: process.env.JANUS_WS_IP, port: Number(process.env.JANUS_WS_PORT) || undefined, rtpPorts: Number(process.env.JANUS_RTP_PORTS) || undefined, keepDir: true });
  console.log(`JANUS_URL=${j.url}\nlog: ${j.logFile}\nRTP ports: ${j.rtpRange.join('-')}\nCtrl-C to stop`);
  const bye = () => void j.stop().then(() => process.exit(0));
  process.on('SIGINT', bye);
  process.on('SIGTERM', bye);
}
