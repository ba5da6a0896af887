import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from './i18n.ts'
import { Pages } from './paged-list.tsx'

const renderPages = (pages: number) =>
  render(
    <MantineProvider env="test">
      <Pages pages={pages} value={1} onChange={() => {}} />
    </MantineProvider>,
  )

describe('the page numbers under a list', () => {
  afterEach(async () => {
    cleanup()
    await i18n.changeLanguage('en')
  })

  it('count in Bengali digits in Bengali', async () => {
    await i18n.changeLanguage('bn')
    renderPages(12)
    expect(screen.getByRole('button', { name: '১' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: '১২' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '2' })).toBeNull()
  })

  it('count in Latin digits in English, and are not shown for one page', () => {
    renderPages(3)
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy()
    cleanup()
    const { container } = renderPages(1)
    expect(container.querySelector('button')).toBeNull()
  })
})
