'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './content.module.css';

type Props = {
  /** an uploaded file (/upload/video/…) or another direct video address; absent: "coming soon" */
  src?: string;
  /** the item's picture, shown before playing and instead of a player that cannot play */
  poster?: string;
  title: string;
  /** shown over the poster when there is no video, and when the file cannot be played */
  comingSoon: string;
  unavailable: string;
};

/**
 * A video file with the browser's controls. It never shows a broken player: when there is no address, or
 * the file is missing or cannot be decoded, the poster stays with a plain sentence instead.
 */
export function VideoPlayer({ src, poster, title, comingSoon, unavailable }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    // an error before hydration fires no React event: read the element's state once mounted
    const v = ref.current;
    if (v && (v.error || v.networkState === HTMLMediaElement.NETWORK_NO_SOURCE)) setFailed(true);
  }, []);
  if (!src || hasFailed)
    return (
      <div className={styles.videoPoster} role="img" aria-label={`${title}: ${src ? unavailable : comingSoon}`} data-testid="video-unavailable">
        {/* a plain img: the poster is decoration behind the sentence */}
        {poster && <img src={poster} alt="" />}
        <p>{src ? unavailable : comingSoon}</p>
      </div>
    );
  return (
    <video ref={ref} controls preload="metadata" poster={poster} src={src} onError={() => setFailed(true)} data-testid="video-player">
      {unavailable}
    </video>
  );
}
