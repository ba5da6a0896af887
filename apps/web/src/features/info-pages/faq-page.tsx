import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useHashScroll } from '../../lib/use-hash-scroll.ts'
import { InfoSection } from './info-section.tsx'

// The ids are the #hash links others share (e.g. /faq#bkash-payment); keep them stable.
const QUESTIONS = [
  'buying-tickets',
  'bkash-payment',
  'payment-pending',
  'qr-tickets',
  'several-tickets',
  'refunds',
  'event-changed',
  'organize-event',
  'organizer-payouts',
  'account-help',
] as const

export function FaqPage() {
  const { t } = useTranslation(['translation', 'pages'])
  useHashScroll()
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('titles.faq')}</Title>
        <Text c="dimmed">{t('pages:faq.intro')}</Text>
        {QUESTIONS.map((id) => (
          <InfoSection
            key={id}
            id={id}
            title={t(`pages:faq.items.${id}.q`)}
            body={t(`pages:faq.items.${id}.a`)}
          />
        ))}
        <Text>
          {t('pages:faq.moreHelp')}{' '}
          <Anchor component={Link} to="/support">
            {t('pages:faq.contactSupport')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  )
}
