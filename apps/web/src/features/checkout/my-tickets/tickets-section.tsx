import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import { IconPrinter } from '@tabler/icons-react'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { TicketCard } from './ticket-card.tsx'
import classes from './tickets-print.module.css'

const hasCode = (item: PurchaseItem): item is PurchaseItem & { Code: string } => Boolean(item.Code)

/** The paid seats, one QR code each, with Print; printing shows only this part. */
export function TicketsSection({ purchase }: { purchase: Purchase }) {
  const { t, language } = useCheckoutTranslation()
  const items = purchase.Items.filter(hasCode)
  return (
    <Stack gap="md" className={classes.printable}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('view.tickets')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          className={classes.noPrint}
        >
          {t('view.print')}
        </Button>
      </Group>
      {/* On paper the event's name goes with the codes. */}
      <Text fw={600} className={classes.printOnly}>
        {purchase.Event.Title} · {formatDate(purchase.Event.StartsAt, DATE_TIME_FULL, { lang: language })}
      </Text>
      <Text size="sm" c="dimmed" className={classes.noPrint}>
        {t('view.showAtGate')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {items.map((item, index) => (
          <TicketCard key={item.ID} item={item} number={index + 1} total={items.length} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
