'use client';

import { useEffect } from 'react';

/** Registers the service worker (offline page, cached shell, web push) once the page is idle; nothing else. */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => { navigator.serviceWorker.register('/sw.js').catch(() => { /* private mode, or blocked: the site works without */ }); };
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 2000);
  }, []);
  return null;
}
