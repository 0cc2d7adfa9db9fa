/** Shared SDP checks for the live media engines. */

/** a WebRTC SDP: version line, an audio or video section, ICE credentials and a DTLS fingerprint */
export function validSdp(sdp: unknown): sdp is string {
  return (
    typeof sdp === 'string' &&
    sdp.length < 64_000 &&
    /^v=0\r?\n/.test(sdp) &&
    /\r?\nm=(audio|video) /.test(sdp) &&
    /\r?\na=ice-ufrag:/.test(sdp) &&
    /\r?\na=fingerprint:/.test(sdp)
  );
}
