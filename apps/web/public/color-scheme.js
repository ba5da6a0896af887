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
} catch {
  // Storage can be blocked (private mode, policies); the defaults in index.html then stand.
}
