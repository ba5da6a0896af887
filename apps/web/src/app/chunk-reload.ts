const RELOADED_KEY = 'chunkReload'
// A second failure this soon after reloading the same path means reloading does not help.
const LOOP_WINDOW_MS = 10_000

/** True for the errors browsers and Vite raise when a page's code cannot be fetched (e.g. after a deploy). */
export function isChunkLoadError(error: unknown) {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

/**
 * Reloads the whole page at `path` so the browser fetches the current build. Returns false, and
 * does nothing, when the same path was reloaded moments ago: the caller then shows the error.
 */
export function reloadOnce(
  path: string,
  { now = Date.now(), assign = (url: string) => window.location.assign(url) } = {},
) {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
      path: string
      at: number
    } | null
    if (last?.path === path && now - last.at < LOOP_WINDOW_MS) return false
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ path, at: now }))
  } catch {
    // Without sessionStorage a second failure cannot be told from the first: do not risk a loop.
    return false
  }
  assign(path)
  return true
}
