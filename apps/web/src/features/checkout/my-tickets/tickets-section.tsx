import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import { IconPrinter } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { localized } from '../../../lib/localized.ts'
import { PdfDownloadButton } from '../../../lib/pdf-download-button.tsx'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { TicketCard } from './ticket-card.tsx'
import classes from './tickets-print.module.css'

const hasCode = (item: PurchaseItem): item is PurchaseItem & { Code: string } => Boolean(item.Code)

type Paper = 'a4' | 'small'

// The browser's print dialog takes its paper from @page: A4, or the 80 mm roll of a counter's receipt printer.
const PAGE_RULE: Record<Paper, string> = {
  a4: '@page { size: A4; margin: 12mm; }',
  small: '@page { size: 80mm 150mm; margin: 3mm; }',
}

type Props = {
  purchase: Purchase
  /** The link the page was opened with. */
  access?: string
  /** Opened with My tickets' Print: the print dialog opens once, then onPrinted. */
  printNow?: boolean
  onPrinted?: () => void
}

// Time for the QR codes' canvases to be drawn before the print dialog takes its picture of the page.
const DRAWN_MS = 300

/**
 * The paid seats, one QR code each, with Print (one ticket a page) and the PDF of them, on A4 or the small
 * 80 × 150 mm ticket; printing shows only this part.
 */
export function TicketsSection({ purchase, access, printNow = false, onPrinted }: Props) {
  const { t, language } = useCheckoutTranslation()
  const [paper, setPaper] = useState<Paper>('a4')
  const items = purchase.Items.filter(hasCode)
  const printable = items.length > 0
  const heading = `${localized(purchase.Event, language).Title} · ${formatDate(purchase.Event.StartsAt, DATE_TIME_FULL, { lang: language })}`
  useEffect(() => {
    if (!printNow || !printable) return
    const timer = window.setTimeout(() => {
      window.print()
      onPrinted?.()
    }, DRAWN_MS)
    return () => window.clearTimeout(timer)
  }, [printNow, printable, onPrinted])
  return (
    <Stack gap="md" className={classes.printable} data-paper={paper}>
      <style>{`@media print { ${PAGE_RULE[paper]} }`}</style>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('view.tickets')}
        </Title>
        <Group gap="xs" className={classes.noPrint}>
          <SegmentedControl
            size="xs"
            value={paper}
            onChange={(value) => setPaper(value as Paper)}
            aria-label={t('view.paper')}
            data={[
              { value: 'a4', label: t('view.paperA4') },
              { value: 'small', label: t('view.paperSmall') },
            ]}
          />
          <PdfDownloadButton
            path={`/purchase/${encodeURIComponent(purchase.ID)}/tickets.pdf`}
            query={{ size: paper, lang: language, access }}
            fileName={`tickets-${purchase.ID.slice(0, 8).toUpperCase()}.pdf`}
            label={t('view.downloadPdf')}
          />
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('view.print')}
          </Button>
        </Group>
      </Group>
      {/* On paper the event's name goes with the codes. */}
      <Text fw={600} className={classes.printOnly}>
        {heading}
      </Text>
      <Text size="sm" c="dimmed" className={classes.noPrint}>
        {t('view.showAtGate')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} className={classes.sheets}>
        {items.map((item, index) => (
          <TicketCard key={item.ID} item={item} number={index + 1} total={items.length} access={access} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
