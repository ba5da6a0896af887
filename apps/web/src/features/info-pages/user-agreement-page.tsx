import { Container, Stack, Text, Title } from '@mantine/core'
import { SCROLL_OFFSET } from '@mela/shared/constants'
import { useTranslation } from 'react-i18next'
import { SUPPORT_EMAIL } from '../../lib/contact.ts'
import { useHashScroll } from '../../lib/use-hash-scroll.ts'
import { InfoSection } from './info-section.tsx'

const AGREEMENT = [
  'acceptance',
  'accounts',
  'tickets',
  'payments',
  'refunds',
  'organizers',
  'conduct',
  'liability',
] as const
const PRIVACY = [
  'data-we-collect',
  'data-use',
  'data-sharing',
  'data-retention',
  'your-rights',
  'changes',
] as const

/** The User Agreement and the Privacy Policy, one page served at /user-agreement and /privacy-policy. */
export function UserAgreementPage() {
  const { t } = useTranslation(['translation', 'pages'])
  useHashScroll()
  const section = (id: (typeof AGREEMENT)[number] | (typeof PRIVACY)[number]) => (
    <InfoSection
      key={id}
      id={id}
      level={3}
      title={t(`pages:agreement.sections.${id}.title`)}
      body={t(`pages:agreement.sections.${id}.body`, { email: SUPPORT_EMAIL })}
    />
  )
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('titles.userAgreement')}</Title>
        <Text c="dimmed">{t('pages:agreement.updated')}</Text>
        <Text>{t('pages:agreement.intro')}</Text>
        <Title order={2} id="user-agreement" style={{ scrollMarginTop: SCROLL_OFFSET }}>
          {t('pages:agreement.agreementTitle')}
        </Title>
        {AGREEMENT.map(section)}
        <Title order={2} id="privacy-policy" style={{ scrollMarginTop: SCROLL_OFFSET }}>
          {t('pages:agreement.privacyTitle')}
        </Title>
        {PRIVACY.map(section)}
      </Stack>
    </Container>
  )
}
