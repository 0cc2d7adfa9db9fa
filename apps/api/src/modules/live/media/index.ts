/**
 * Live media engines (issue 11): `createLiveMedia` picks the engine from configuration (LIVE_MEDIA, JANUS_URL, ICE
 * servers); the product only sees the `LiveMedia` interface from ./types.ts.
 */
import { JanusMedia } from './janus-media.js';
import { MediaError, type LiveMedia } from './types.js';
import { WeriftSfu, type IceServer, type MediaLog } from './werift-sfu.js';

export * from './types.js';
export type { IceServer, MediaLog } from './werift-sfu.js';
export { WeriftSfu } from './werift-sfu.js';
export { JanusMedia, janusRoomNumber } from './janus-media.js';

export interface CreateLiveMediaOptions {
  engine: 'werift' | 'janus';
  /** Janus Gateway's WebSocket API (engine 'janus'), e.g. ws://127.0.0.1:8188 */
  janusUrl?: string;
  iceServers?: IceServer[];
  log?: MediaLog;
  /** werift: UDP port range of the SFU's sockets (default ephemeral ports) */
  rtcPortRange?: [number, number];
}

/**
 * Starts the configured engine. 'werift' never fails (it runs in this process); 'janus' connects to JANUS_URL first
 * and rejects with MediaError('engine_unavailable') when Janus is not reachable, so a wrong URL shows at start-up.
 */
export async function createLiveMedia(opts: CreateLiveMediaOptions): Promise<LiveMedia> {
  if (opts.engine === 'janus') {
    const url = opts.janusUrl ?? 'ws://127.0.0.1:8188';
    const media = new JanusMedia({ url, log: opts.log });
    try {
      await media.start();
    } catch (err) {
      await media.close().catch(() => {});
      throw new MediaError('engine_unavailable', `Janus is not reachable at ${url}: ${(err as Error).message}`);
    }
    return media;
  }
  if (opts.engine !== 'werift') throw new MediaError('engine_unavailable', `Unknown live media engine: ${String(opts.engine)}`);
  return new WeriftSfu({ iceServers: opts.iceServers, log: opts.log, portRange: opts.rtcPortRange });
}
