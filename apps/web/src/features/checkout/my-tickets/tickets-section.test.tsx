import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { withTickets } from '../../../test/purchase-fixtures.ts'
import { i18n } from '../locales/translation.ts'
import { TicketsSection } from './tickets-section.tsx'

function renderSection(printNow: boolean) {
  const onPrinted = vi.fn()
  render(
    <MantineProvider env="test">
      <TicketsSection purchase={withTickets} printNow={printNow} onPrinted={onPrinted} />
    </MantineProvider>,
  )
  return onPrinted
}

describe('the tickets, on screen and on paper', () => {
  const print = vi.fn()
  beforeAll(() => i18n.loadNamespaces('checkout'))
  beforeEach(() => {
    // jsdom draws no canvas: the QR codes are drawn into nothing, as much as the qrcode package asks of one.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
      clearRect: () => {},
      putImageData: () => {},
    } as unknown as ImageBitmapRenderingContext)
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,')
    vi.stubGlobal('print', print)
    print.mockClear()
  })
  afterEach(async () => {
    cleanup()
    vi.restoreAllMocks()
    await i18n.changeLanguage('en')
  })

  it("opened with My tickets' Print, prints once, headed by the event's title in Bengali", async () => {
    await i18n.changeLanguage('bn')
    const onPrinted = renderSection(true)
    expect(screen.getByText(/^বাউল সন্ধ্যা · /)).toBeTruthy()
    await waitFor(() => expect(onPrinted).toHaveBeenCalledOnce())
    expect(print).toHaveBeenCalledOnce()
  })

  it('heads the paper with the English title for an English reader, and prints only when asked', async () => {
    const onPrinted = renderSection(false)
    expect(screen.getByText(/^Baul night · /)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(print).not.toHaveBeenCalled()
    expect(onPrinted).not.toHaveBeenCalled()
  })
})
