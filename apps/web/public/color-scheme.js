// Runs before the first paint (as a file: the CSP forbids inline scripts) so that a visitor who
// chose the light theme does not see a dark flash, and the page language is right at once.
try {
  const root = document.documentElement
  const scheme = localStorage.getItem('selectedTheme')
  root.setAttribute('data-mantine-color-scheme', scheme === 'light' ? 'light' : 'dark')
  const language = localStorage.getItem('i18nextLng')
  if (language?.startsWith('bn')) root.setAttribute('lang', 'bn')
} catch {
  // Storage can be blocked (private mode, policies); the defaults in index.html then stand.
}
