import { SCROLL_OFFSET } from '@mela/shared/constants'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import './hash-highlight.css'

const HIGHLIGHT_CLASS = 'hash-highlight'
const HIGHLIGHT_MS = 2400

/**
 * Scrolls to the element named by the URL's #hash, clear of the fixed top bar (SCROLL_OFFSET),
 * and highlights it briefly. For pages whose sections are link targets (/faq, /support).
 */
export function useHashScroll() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    const element = document.getElementById(decodeURIComponent(hash.slice(1)))
    if (!element) return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET
    window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' })
    element.classList.add(HIGHLIGHT_CLASS)
    const timer = window.setTimeout(() => element.classList.remove(HIGHLIGHT_CLASS), HIGHLIGHT_MS)
    return () => {
      window.clearTimeout(timer)
      element.classList.remove(HIGHLIGHT_CLASS)
    }
  }, [hash])
}
