import { Pagination, type PaginationProps, Stack } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from './i18n.ts'

type RowListProps = {
  children: ReactNode
  'aria-label'?: string
  /** Set while a list shows the page before the one asked for: dimmed, and busy for screen readers. */
  busy?: boolean
}

/** A list's rows (each a `Paper component="li"`), without bullets and spaced as every list of the app. */
export function RowList({ children, busy, 'aria-label': label }: RowListProps) {
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none', ...(busy === undefined ? {} : { opacity: busy ? 0.6 : 1 }) }}
      aria-label={label}
      aria-busy={busy}
    >
      {children}
    </Stack>
  )
}

type PagesProps = Omit<PaginationProps, 'total' | 'getControlProps' | 'getItemProps'> & {
  /** How many pages the list has: under two, nothing is shown. */
  pages: number
  /** What screen readers call the arrows, where the list names them. */
  previous?: string
  next?: string
}

/** The page numbers under a paged list (in the interface language's digits), once it has more than one page. */
export function Pages({ pages, previous, next, ...pagination }: PagesProps) {
  useTranslation()
  const language = currentLanguage()
  if (pages <= 1) return null
  const arrows = (control: string) => ({
    'aria-label': control === 'previous' ? previous : control === 'next' ? next : undefined,
  })
  return (
    <Pagination
      total={pages}
      getControlProps={previous || next ? arrows : undefined}
      getItemProps={(page) => ({ children: localizeDigits(String(page), language) })}
      {...pagination}
    />
  )
}
