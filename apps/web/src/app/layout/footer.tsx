import { ActionIcon, Anchor, Container, Group, Stack, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube, IconMail } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../../lib/contact.ts'
import { currentLanguage } from '../../lib/i18n.ts'

const SOCIAL = [
  { href: SOCIAL_LINKS.facebook, labelKey: 'footer.facebook', Icon: IconBrandFacebook },
  { href: SOCIAL_LINKS.instagram, labelKey: 'footer.instagram', Icon: IconBrandInstagram },
  { href: SOCIAL_LINKS.youtube, labelKey: 'footer.youtube', Icon: IconBrandYoutube },
] as const

export function Footer() {
  const { t } = useTranslation()
  const year = localizeDigits(String(new Date().getFullYear()), currentLanguage())
  return (
    <Container component="footer" size="lg" py="xl" w="100%">
      <Stack gap="sm" align="center">
        <Group gap={6} justify="center">
          <Text size="sm">{t('footer.contact')}</Text>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconMail size={16} aria-hidden />
              {SUPPORT_EMAIL}
            </Group>
          </Anchor>
        </Group>
        <Group
          gap="xs"
          component="ul"
          aria-label={t('footer.social')}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {SOCIAL.map(({ href, labelKey, Icon }) => (
            <li key={href}>
              <ActionIcon
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t(labelKey)}
              >
                <Icon size={20} stroke={1.6} />
              </ActionIcon>
            </li>
          ))}
        </Group>
        <Anchor component={Link} to="/privacy-policy" size="sm">
          {t('footer.privacyPolicy')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year })}
        </Text>
      </Stack>
    </Container>
  )
}
