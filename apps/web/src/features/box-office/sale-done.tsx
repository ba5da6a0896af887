import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { IconCash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { takaText } from '../../lib/price-format.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'

/** A sale made: the tickets on screen to show or print, and the way back to the counter. */
export function SaleDone({
  sale,
  tickets,
  onAgain,
}: {
  sale: Purchase
  tickets: ReactNode
  onAgain: () => void
}) {
  const { t, language } = useBoxOfficeTranslation()
  const buyer = sale.Buyer
  const sentTo = [buyer?.Phone, buyer?.Email].filter(Boolean).join(', ')
  return (
    <Stack gap="lg">
      <Alert color="teal" variant="light" icon={<IconCash aria-hidden />}>
        <Title order={2} size="h3">
          {t('done.title', { total: takaText(sale.Total, language) })}
        </Title>
        {buyer && (
          <Text>
            {t('done.buyer', { name: [buyer.FirstName, buyer.LastName].filter(Boolean).join(' ') })}
          </Text>
        )}
        {sentTo && <Text>{t('done.sent', { to: sentTo })}</Text>}
      </Alert>
      <Button size="xl" fullWidth onClick={onAgain}>
        {t('done.again')}
      </Button>
      <Text c="dimmed">{t('done.showTickets')}</Text>
      {tickets}
    </Stack>
  )
}
