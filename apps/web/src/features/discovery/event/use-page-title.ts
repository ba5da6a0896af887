import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

const SEPARATOR = ' | '

/**
 * Names the browser tab after what the page shows ("Bangla Rock Night | Mela"). The layout sets
 * the route's generic title in its own effect, which runs after the page's; waiting one task
 * lets this one land last. The product name is kept from the layout's title.
 */
export function usePageTitle(title: string | undefined) {
  const language = useTranslation().i18n.resolvedLanguage
  // biome-ignore lint/correctness/useExhaustiveDependencies: a language switch makes the layout write its title again; this one follows
  useEffect(() => {
    if (!title) return
    const timer = setTimeout(() => {
      const productName = document.title.split(SEPARATOR).pop() ?? ''
      document.title = productName ? `${title}${SEPARATOR}${productName}` : title
    })
    return () => clearTimeout(timer)
  }, [title, language])
}
