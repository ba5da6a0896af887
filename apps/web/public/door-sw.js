// The door app's service worker, registered by /door/{eventId} only (scope /door/), so a door phone
// opens the door screen with the network gone. It caches the app shell and the door's assets, never
// an /api answer: the event's seats live in IndexedDB, written by the page itself.
const VERSION = 'v1'
const SHELL = `mela-door-shell-${VERSION}`
const ASSETS = `mela-door-assets-${VERSION}`
const SHELL_KEY = '/door/__shell__'
const STATIC = ['/color-scheme.js', '/favicon.svg', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png']

const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/')
const isAsset = (url) => url.pathname.startsWith('/assets/') || STATIC.includes(url.pathname)

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('mela-door-') && name !== SHELL && name !== ASSETS) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

// The page lists what it loaded before this worker controlled it (its own HTML and chunks).
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache' || !Array.isArray(event.data.urls)) return
  event.waitUntil(cacheAll(event.data.urls))
})

async function cacheAll(urls) {
  for (const href of urls) {
    const url = new URL(href, self.location.origin)
    if (url.origin !== self.location.origin || isApi(url)) continue
    try {
      if (url.pathname.startsWith('/door/')) {
        const response = await fetch(url, { credentials: 'same-origin' })
        if (response.ok) await keepShell(url, response)
      } else if (isAsset(url)) {
        const cache = await caches.open(ASSETS)
        if (!(await cache.match(url))) {
          const response = await fetch(url)
          if (response.ok) await cache.put(url, response)
        }
      }
    } catch {
      // Offline while caching: the next visit online fills the gap.
    }
  }
}

async function keepShell(url, response) {
  const cache = await caches.open(SHELL)
  await cache.put(url, response.clone())
  await cache.put(SHELL_KEY, response)
}

// Navigations: the network first (a new deploy's HTML names its new assets), the cached shell when offline.
async function navigate(request) {
  const url = new URL(request.url)
  try {
    const response = await fetch(request)
    if (response.ok) await keepShell(url, response.clone())
    return response
  } catch (error) {
    const cache = await caches.open(SHELL)
    const cached = (await cache.match(url, { ignoreSearch: true })) ?? (await cache.match(SHELL_KEY))
    if (cached) return cached
    throw error
  }
}

// Hashed assets never change under one name: answer from the cache, refresh it behind.
async function staleWhileRevalidate(request) {
  const cache = await caches.open(ASSETS)
  const cached = await cache.match(request)
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone())
      return response
    })
    .catch(() => undefined)
  if (cached) return cached
  const response = await fresh
  return response ?? Response.error()
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isApi(url)) return
  if (request.mode === 'navigate') event.respondWith(navigate(request))
  else if (isAsset(url)) event.respondWith(staleWhileRevalidate(request))
})
