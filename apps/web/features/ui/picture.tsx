import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import styles from './picture.module.css';
import { withoutFillStyle } from './fill-style';
import { trimSrcSet } from './srcset';

/**
 * An optimised picture (srcset from the image optimiser, lazy by default) drawn on the server as a plain <img>, so
 * pages that only show pictures ship none of next/image's client code. `preload` marks the page's main picture:
 * it is fetched early with high priority (a <link rel="preload"> in the head) and never lazily.
 */
export function Picture({ preload, ...props }: ImageProps) {
  const { props: drawn } = getImageProps({ ...props, ...(preload ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  const img = {
    ...drawn,
    srcSet: trimSrcSet(drawn.srcSet, drawn.sizes),
    ...(props.fill ? { style: withoutFillStyle(drawn.style), className: [styles.fill, drawn.className].filter(Boolean).join(' ') } : {}),
  };
  if (preload && typeof img.src === 'string') {
    preloadResource(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // alt comes from the caller (getImageProps passes it through); decorative pictures give alt=""
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...img} />;
}
