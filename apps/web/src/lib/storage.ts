// localStorage can throw (blocked cookies, private mode, quota): the app then behaves as for a
// first visit instead of crashing.

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStored(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Not kept: the choice lasts for this page only.
  }
}

export function removeStored(key: string) {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing stored that could be removed.
  }
}
