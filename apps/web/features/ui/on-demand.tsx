'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time it is rendered (or earlier, with `preload`), so it stays out of
 * the page's first-load JavaScript. Until the code has arrived it renders nothing. Unlike React.lazy (and
 * next/dynamic) it suspends nothing: no fallback, no reveal timer, the component simply appears when its code is there.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => Promise<void> } {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => { Loaded = component; },
      (err: unknown) => { pending = null; throw err; },
    ));
  function OnDemand(props: P) {
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      let isCurrent = true;
      preload().then(() => { if (isCurrent) setArrived(true); }, () => { /* offline: the next render tries again */ });
      return () => { isCurrent = false; };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(OnDemand, { preload });
}
