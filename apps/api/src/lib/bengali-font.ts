import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

/**
 * The web app's own Bengali face (installed for its build), for the sandboxes' payer pages, which stand
 * outside the web app: null where it is not installed, and the phone's fonts draw what they can.
 */
export async function bengaliFont(): Promise<Buffer | null> {
  try {
    const require = createRequire(import.meta.url)
    return await readFile(
      require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2'),
    )
  } catch {
    return null
  }
}
