import { isSuperuser } from '@mela/shared/constants'
import { initialsOf } from '../app/layout/initials.ts'
import { knownAs } from '../lib/known-as.ts'
import { profileInLanguage } from '../lib/profile-language.ts'
import { startCountdowns } from './countdown-island.ts'
import { startFollow } from './follow-island.ts'
import { startLoadMore } from './load-more-island.ts'
import { session, user } from './reader-session.ts'
import { startWaitlist } from './waitlist-island.ts'

// The only script of the server-rendered public pages (no React): the theme switch, the menus, sharing an
// event, the district picker, Follow, the waiting list, Load more, the signed-in reader's menu and the language switch.
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

// The server renders in the language of the lang cookie (which the app writes too). A reader who chose
// a language before that cookie existed has it only in storage: it becomes the cookie, once.
const rememberLanguage = (language: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`
  remember(STORAGE.language, language)
}
const earlierChoice = stored(STORAGE.language)
if (!/(?:^|;\s*)lang=/.test(document.cookie) && (earlierChoice === 'en' || earlierChoice === 'bn')) {
  rememberLanguage(earlierChoice)
  const explicit = /^\/bn\//.test(location.pathname) || new URLSearchParams(location.search).has('lang')
  // Compared with the language the page was rendered in: /color-scheme.js has set <html lang> from storage already.
  if (!explicit && earlierChoice !== (root.dataset.lang ?? root.lang)) location.reload()
}

function showTheme() {
  const dark = root.getAttribute('data-mantine-color-scheme') !== 'light'
  for (const button of all('theme')) {
    const label = (dark ? button.dataset.lightLabel : button.dataset.darkLabel) ?? ''
    const text = button.querySelector('.mantine-Button-label')
    if (text) {
      text.textContent = label
      continue
    }
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

// The phone menu and the user menu: one open at a time, closed by Escape or a click elsewhere.
const menuOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '')
function showMenu(toggle: HTMLElement, open: boolean) {
  const menu = menuOf(toggle)
  if (!menu) return
  menu.hidden = !open
  toggle.setAttribute('aria-expanded', String(open))
  toggle.setAttribute('aria-label', (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? '')
  toggle.toggleAttribute('data-opened', open)
  if (open) menu.querySelector<HTMLElement>('a, button')?.focus()
}
for (const toggle of all('menu')) {
  toggle.addEventListener('click', () => {
    const open = Boolean(menuOf(toggle)?.hidden)
    for (const other of all('menu')) if (other !== toggle) showMenu(other, false)
    showMenu(toggle, open)
  })
}
const closeMenus = (keep?: Node) => {
  for (const toggle of all('menu')) {
    const inside = keep && (toggle.contains(keep) || menuOf(toggle)?.contains(keep))
    if (!inside && toggle.getAttribute('aria-expanded') === 'true') showMenu(toggle, false)
  }
}
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') closeMenus()
})
document.addEventListener('click', (event) => closeMenus(event.target as Node))

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

// Signed in (the app keeps its session in this browser; /color-scheme.js already showed the user menu
// instead of Login): the menu gets the reader's name, and a session the server no longer knows
// (e.g. "log out other devices") is forgotten, as the app does.
const username = user?.Username ?? ''
const forgetSession = () => {
  localStorage.removeItem('authToken')
  localStorage.removeItem('user')
  location.reload()
}
if (session && user) {
  for (const label of all('signed-in-as')) {
    label.textContent = (label.dataset.template ?? '').replace('{username}', knownAs(user))
  }
  for (const label of all('guest-as')) {
    const name = user.FirstName ?? ''
    label.textContent = name
      ? (label.dataset.template ?? '').replace('{name}', name)
      : (label.dataset.anonymous ?? '')
  }
  for (const entries of all('member-entries')) entries.hidden = session.guest
  for (const entries of all('guest-entries')) entries.hidden = !session.guest
  const guestName = all('guest-as')[0]?.dataset.anonymous ?? ''
  for (const initials of all('initials'))
    initials.textContent = initialsOf(
      session.guest ? { Username: guestName, FirstName: user.FirstName } : user,
    )
  for (const entry of all('superuser')) entry.hidden = !isSuperuser(username)
  const { headers } = session
  for (const button of all('logout')) {
    button.addEventListener('click', () => {
      // Ends the session on the server too; a failed call does not keep anyone signed in here.
      fetch('/api/auth/logout', { method: 'POST', headers }).finally(forgetSession)
    })
  }
  fetch('/api/user/me', { headers: session.headers })
    .then((answer) => {
      if (answer.status === 401) forgetSession()
    })
    .catch(() => {})
}
startFollow(session)
startWaitlist(session)
startLoadMore()
startCountdowns()

// The link opens the page in the other language (the server remembers it); kept here as well for the
// app, and on a signed-in reader's account, so mail and SMS follow it.
for (const link of all('language')) {
  link.addEventListener('click', () => {
    const language = link.dataset.language === 'bn' ? 'bn' : 'en'
    rememberLanguage(language)
    const profile = profileInLanguage(user, language)
    if (!session || !profile) return
    const headers = { ...session.headers, 'Content-Type': 'application/json' }
    const saved = fetch('/api/user/me', {
      method: 'PUT',
      headers,
      body: JSON.stringify(profile),
      keepalive: true,
    })
    saved
      .then((answer) => (answer.ok ? answer.text() : null))
      .then((text) => text && remember('user', text))
      .catch(() => {})
  })
}

// Empty filters stay out of the feed's address (/feed?District=sylhet, not ?Search=&Category=&…).
for (const form of document.querySelectorAll<HTMLFormElement>('form[method="get"]')) {
  form.addEventListener('submit', () => {
    for (const field of Array.from(form.elements) as HTMLInputElement[]) {
      if (field.name && !field.value) field.disabled = true
    }
  })
}
