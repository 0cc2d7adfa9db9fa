// Nakshatra service worker: shows web push notifications (consultation requests, acceptances, "astrologer is online")
// and opens the page they point to when clicked. Nothing is cached here.
self.addEventListener('push', (event) => {
  let data = { title: 'Nakshatra', body: '', url: '/' };
  try { data = { ...data, ...event.data.json() }; } catch { /* a payload that is not JSON: show the defaults */ }
  event.waitUntil(self.registration.showNotification(data.title, { body: data.body, tag: data.tag, data: { url: data.url }, icon: '/assets/logo.svg', renotify: !!data.tag }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => w.url === url);
    if (open) return open.focus();
    return self.clients.openWindow(url);
  })());
});
