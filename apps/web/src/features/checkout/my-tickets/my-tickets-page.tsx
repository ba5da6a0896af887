import { Container, Stack, Tabs, Title } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { ConfirmEmailHint } from './confirm-email-hint.tsx'
import { PurchaseList } from './purchase-list.tsx'

const TABS = ['upcoming', 'past'] as const
type Tab = (typeof TABS)[number]

/** /tickets: what I bought, for events to come and for ended ones (the tab is kept in the URL). */
export function MyTicketsPage() {
  const { t } = useCheckoutTranslation()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'past' ? 'past' : 'upcoming'
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <ConfirmEmailHint />
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'past' ? { tab: 'past' } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`list.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <PurchaseList past={value === 'past'} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  )
}
