import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core'
import { IconMail } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../lib/contact.ts'
import { useHashScroll } from '../../lib/use-hash-scroll.ts'
import { InfoSection } from './info-section.tsx'

// Section ids double as #hash links, e.g. /support#ticket-problems.
const SECTIONS = ['ticket-problems', 'organizers', 'report'] as const

export function SupportPage() {
  const { t } = useTranslation(['translation', 'pages'])
  useHashScroll()
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('titles.support')}</Title>
        <Text c="dimmed">{t('pages:support.intro')}</Text>
        <InfoSection
          id="email"
          title={t('pages:support.sections.email.title')}
          body={t('pages:support.sections.email.body')}
        >
          <Button
            component="a"
            href={`mailto:${SUPPORT_EMAIL}`}
            leftSection={<IconMail size={18} aria-hidden />}
            w="fit-content"
          >
            {t('pages:support.sections.email.action')}
          </Button>
          <Text size="sm" c="dimmed">
            {SUPPORT_EMAIL}
          </Text>
        </InfoSection>
        <InfoSection
          id="phone"
          title={t('pages:support.sections.phone.title')}
          body={t('pages:support.sections.phone.body')}
        >
          <Anchor href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`} fw={600}>
            {t('pages:support.sections.phone.number', { phone: SUPPORT_PHONE })}
          </Anchor>
        </InfoSection>
        {SECTIONS.map((id) => (
          <InfoSection
            key={id}
            id={id}
            title={t(`pages:support.sections.${id}.title`)}
            body={t(`pages:support.sections.${id}.body`)}
          />
        ))}
        <Anchor component={Link} to="/faq">
          {t('pages:support.faqLink')}
        </Anchor>
      </Stack>
    </Container>
  )
}
