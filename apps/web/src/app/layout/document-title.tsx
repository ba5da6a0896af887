import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { titleKeyOf } from '../route-handle.ts'
import { useProductName } from './product-name.ts'

/** Names the browser tab after the deepest route that has a title: "FAQ | Mela". */
export function DocumentTitle() {
  const { t } = useTranslation()
  const productName = useProductName()
  const matches = useMatches()
  const titleKey = matches.map((match) => titleKeyOf(match.handle)).findLast(Boolean)
  const title = titleKey && titleKey !== 'titles.landing' ? `${t(titleKey)} | ${productName}` : productName
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
