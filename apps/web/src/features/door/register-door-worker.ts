/**
 * Installs the door's service worker (only the door screen does), then hands it the page's own
 * address and the assets it already loaded, so the next visit opens with no network.
 */
export function registerDoorWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  navigator.serviceWorker
    .register('/door-sw.js', { scope: '/door/' })
    .then(async (registration) => {
      await navigator.serviceWorker.ready
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(location.origin) && !name.includes('/api/'))
      registration.active?.postMessage({ type: 'cache', urls: [location.href, ...loaded] })
    })
    .catch(() => {
      // No worker (a private window, an old browser): the door still works while the page stays open.
    })
}
