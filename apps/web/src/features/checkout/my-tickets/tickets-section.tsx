import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import { IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
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

/**
 * The paid seats, one QR code each, with Print (one ticket a page) and the PDF of them, on A4 or the small
 * 80 × 150 mm ticket; printing shows only this part. `access` is the link the page was opened with.
 */
export function TicketsSection({ purchase, access }: { purchase: Purchase; access?: string }) {
  const { t, language } = useCheckoutTranslation()
  const [paper, setPaper] = useState<Paper>('a4')
  const items = purchase.Items.filter(hasCode)
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
        {purchase.Event.Title} · {formatDate(purchase.Event.StartsAt, DATE_TIME_FULL, { lang: language })}
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
