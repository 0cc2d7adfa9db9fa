/** Minimal types for janode 1.8.0 (it ships JavaScript only): the parts the Janus engine uses. */
declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export interface JanodeConnection extends EventEmitter {
    create(kaIntervalSecs?: number): Promise<JanodeSession>;
    close(): Promise<void>;
  }
  export interface JanodeSession extends EventEmitter {
    id: number;
    attach<H>(plugin: { id: string; Handle: new (...args: never[]) => H }): Promise<H>;
    destroy(): Promise<void>;
  }
  export interface JanodeHandle extends EventEmitter {
    id: number;
    detach(): Promise<void>;
    hangup(): Promise<unknown>;
  }
  const Janode: {
    connect(config: { address: Array<{ url: string; apisecret?: string }>; retry_time_secs?: number; max_retries?: number }): Promise<JanodeConnection>;
    Logger: { setLevel(level: 'debug' | 'verb' | 'info' | 'warn' | 'error' | 'none'): string };
    EVENT: {
      CONNECTION_CLOSED: 'connection_closed';
      SESSION_DESTROYED: 'session_destroyed';
      HANDLE_DETACHED: 'handle_detached';
      HANDLE_ICE_FAILED: 'handle_ice_failed';
      HANDLE_HANGUP: 'handle_hangup';
      HANDLE_MEDIA: 'handle_media';
      HANDLE_WEBRTCUP: 'handle_webrtcup';
      HANDLE_SLOWLINK: 'handle_slowlink';
      HANDLE_TRICKLE: 'handle_trickle';
      CONNECTION_ERROR: 'connection_error';
    };
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import type { JanodeHandle } from 'janode';

  export interface Jsep {
    type: 'offer' | 'answer';
    sdp: string;
    trickle?: boolean;
  }
  export interface VideoRoomStream {
    type: 'audio' | 'video' | 'data';
    mid: string;
    codec?: string;
    feed_id?: number;
    feed_mid?: string;
    disabled?: boolean;
  }
  export interface VideoRoomHandle extends JanodeHandle {
    exists(p: { room: number }): Promise<{ exists: boolean }>;
    create(p: Record<string, unknown>): Promise<unknown>;
    destroy(p: { room: number; permanent?: boolean; secret?: string }): Promise<unknown>;
    joinConfigurePublisher(p: { room: number; feed: number; display?: string; bitrate?: number; jsep: Jsep }): Promise<{ feed: number; jsep?: Jsep; streams?: VideoRoomStream[] }>;
    joinSubscriber(p: { room: number; streams: Array<{ feed: number; mid?: string }>; use_msid?: boolean; autoupdate?: boolean }): Promise<{ jsep?: Jsep; streams?: VideoRoomStream[] }>;
    start(p: { jsep: Jsep }): Promise<unknown>;
    switch(p: { streams: Array<{ feed: number; mid: string; sub_mid: string }> }): Promise<unknown>;
    leave(): Promise<unknown>;
  }
  const VideoRoomPlugin: {
    id: string;
    Handle: new (...args: never[]) => VideoRoomHandle;
    EVENT: Record<string, string>;
  };
  export default VideoRoomPlugin;
}
