// Runs before the first paint (as a file: the CSP forbids inline scripts) so that a visitor who
// chose the light theme does not see a dark flash, the page language is right at once, and the
// header of a server-rendered page shows a signed-in reader's menu rather than Login and Register.
try {
  const root = document.documentElement
  const scheme = localStorage.getItem('selectedTheme')
  root.setAttribute('data-mantine-color-scheme', scheme === 'light' ? 'light' : 'dark')
  // The lang cookie is the choice the server reads (and rendered the page in); older choices lived in storage.
  const cookie = /(?:^|;\s*)lang=(en|bn)/.exec(document.cookie)?.[1]
  const language = cookie ?? localStorage.getItem('i18nextLng')
  if (language?.startsWith('bn')) root.setAttribute('lang', 'bn')
  if (localStorage.getItem('authToken') && localStorage.getItem('user'))
    root.setAttribute('data-signed-in', '')
  // A queued sale's checkout shows the waiting screen or, to a browser let in (a live pass, kept as
  // lib/queue-pass.ts keeps it: Q1.<event>.<place>.<expires>.<signature>), the checkout at once.
  const checkout = /^\/purchase\/create\/event\/([0-9a-f-]{36})\/?$/i.exec(location.pathname)
  const entry = checkout && JSON.parse(localStorage.getItem(`mela.queue.${checkout[1]}`) ?? 'null')
  const expires = Number(String(entry?.Admission ?? '').split('.')[3] ?? 0)
  if (expires * 1000 > Date.now()) root.setAttribute('data-queue-pass', '')
} catch {
  // Storage can be blocked (private mode, policies); the defaults in index.html then stand.
}
