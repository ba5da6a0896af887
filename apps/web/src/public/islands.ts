import { startFollow } from './follow-island.ts'
import { startLoadMore } from './load-more-island.ts'
import { startWaitlist } from './waitlist-island.ts'

// The only script of the server-rendered public pages (no React): the theme switch, the phone menu,
// sharing an event, the district picker, Follow, the waiting list, and keeping the language the reader chose in the app.
const STORAGE = { theme: 'selectedTheme', language: 'i18nextLng' }
const root = document.documentElement

const all = (name: string) => Array.from(document.querySelectorAll<HTMLElement>(`[data-public="${name}"]`))
const remember = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage can be blocked; the choice then lasts for this page only.
  }
}
const stored = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

// A reader who chose Bengali in the app gets the Bengali page (once per visit, when the link did not say).
const pageLanguage = root.lang
// Never chosen: the browser's language, as the app's own detection reads it.
const chosen = (stored(STORAGE.language) ?? navigator.language).slice(0, 2)
const explicit = /^\/bn\//.test(location.pathname) || new URLSearchParams(location.search).has('lang')
if (!explicit && chosen === 'bn' && pageLanguage !== 'bn') {
  const event = /^\/(?:e|event\/view)\/([^/?#]+)/.exec(location.pathname)?.[1]
  const url = new URL(location.href)
  url.searchParams.set('lang', 'bn')
  location.replace(event ? `/bn/e/${event}` : url)
}

for (const link of all('language')) {
  link.addEventListener('click', () => remember(STORAGE.language, link.dataset.language ?? 'en'))
}

function showTheme() {
  const dark = root.getAttribute('data-mantine-color-scheme') !== 'light'
  for (const button of all('theme')) {
    const label = (dark ? button.dataset.lightLabel : button.dataset.darkLabel) ?? ''
    button.setAttribute('aria-label', label)
    button.title = label
  }
}
showTheme()
for (const button of all('theme')) {
  button.addEventListener('click', () => {
    const next = root.getAttribute('data-mantine-color-scheme') === 'light' ? 'dark' : 'light'
    root.setAttribute('data-mantine-color-scheme', next)
    remember(STORAGE.theme, next)
    showTheme()
  })
}

for (const burger of all('menu')) {
  const menu = document.getElementById(burger.getAttribute('aria-controls') ?? '')
  burger.addEventListener('click', () => {
    if (!menu) return
    const open = Boolean(menu.hidden)
    menu.hidden = !open
    burger.setAttribute('aria-expanded', String(open))
    burger.setAttribute('aria-label', (open ? burger.dataset.closeLabel : burger.dataset.openLabel) ?? '')
    burger.toggleAttribute('data-opened', open)
    if (open) menu.querySelector<HTMLElement>('a, button')?.focus()
  })
}

for (const button of all('share')) {
  button.addEventListener('click', async () => {
    const url = new URL(button.dataset.sharePath ?? location.pathname, location.origin).toString()
    if (typeof navigator.share === 'function') {
      // Closing the share sheet is the reader's choice, not a failure.
      await navigator.share({ title: button.dataset.shareTitle ?? document.title, url }).catch(() => {})
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      button.setAttribute('title', button.dataset.copied ?? '')
      const note = document.createElement('p')
      note.setAttribute('role', 'status')
      note.textContent = button.dataset.copied ?? ''
      button.parentElement?.after(note)
      setTimeout(() => note.remove(), 4000)
    } catch {
      prompt('', url)
    }
  })
}

for (const select of all('feed-link') as HTMLSelectElement[]) {
  select.addEventListener('change', () => {
    if (select.value) location.assign(`/feed?${select.name}=${encodeURIComponent(select.value)}`)
  })
}

// Signed in (the app keeps its session in this browser): Login becomes the way to one's tickets, once
// the server still knows the session; a revoked one (e.g. "log out other devices") is forgotten, as the app does.
const token = stored('authToken')
const user = stored('user')
let signedInUser: { Username?: string; Kind?: string } = {}
try {
  signedInUser = JSON.parse(user ?? '{}') as typeof signedInUser
} catch {}
const username = signedInUser.Username ?? ''
const session =
  token && username
    ? {
        headers: { Authorization: token, 'X-Username': encodeURIComponent(username) },
        guest: signedInUser.Kind === 'guest',
      }
    : null
if (session) {
  for (const link of all('login')) {
    link.setAttribute('href', '/tickets')
    const label = link.querySelector('.mantine-Button-label') ?? link
    label.textContent = link.dataset.signedInLabel ?? label.textContent
  }
  fetch('/api/user/me', { headers: session.headers })
    .then((answer) => {
      if (answer.status !== 401) return
      localStorage.removeItem('authToken')
      localStorage.removeItem('user')
      location.reload()
    })
    .catch(() => {})
}
startFollow(session)
startWaitlist(session)
startLoadMore()

// Empty filters stay out of the feed's address (/feed?District=sylhet, not ?Search=&Category=&…).
for (const form of document.querySelectorAll<HTMLFormElement>('form[method="get"]')) {
  form.addEventListener('submit', () => {
    for (const field of Array.from(form.elements) as HTMLInputElement[]) {
      if (field.name && !field.value) field.disabled = true
    }
  })
}
