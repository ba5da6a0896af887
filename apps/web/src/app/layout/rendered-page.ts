import { createContext, useContext } from 'react'

/**
 * Set while the server renders a public page, which no React runs on in the browser: the header's
 * buttons become links and data-public hooks that the page's small script works (src/public/islands.ts).
 */
export type RenderedPage = { languageUrl: string; loginUrl: string; devHost: boolean }

export const RenderedPageContext = createContext<RenderedPage | null>(null)

/** The rendered page's links, or null in the app. */
export const useRenderedPage = () => useContext(RenderedPageContext)
