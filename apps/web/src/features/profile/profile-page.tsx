import { Alert, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import type { SignInKind } from '@mela/shared/identity'
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconKey,
  IconStar,
  IconUserCircle,
  IconUserQuestion,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { currentUserQuery } from '../../lib/current-user.ts'
import { currentLanguage } from '../../lib/i18n.ts'
import { choseUsername, contactOf, fullNameOf } from '../../lib/known-as.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { PasswordChangeForm } from './password-change-form.tsx'
import { ProfileForm } from './profile-form.tsx'

const KIND_ICONS: Record<SignInKind, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  password: IconKey,
  google: IconBrandGoogle,
  facebook: IconBrandFacebook,
  auto: IconUserCircle,
  guest: IconUserQuestion,
  star: IconStar,
}

/** /me: who is signed in and how, the profile form and the password form. */
export function ProfilePage() {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { data: user, error } = useQuery(currentUserQuery())
  const KindIcon = user ? KIND_ICONS[user.Kind] : null

  return (
    <Container size={640} py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('titles.me')}</Title>
        {error && <Alert color="red">{errorMessageOf(error)}</Alert>}
        {!user && !error && <Loader aria-label={t('loading')} />}
        {user && KindIcon && (
          <>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <KindIcon size={20} aria-hidden />
              <Text style={{ overflowWrap: 'anywhere' }}>
                {t(`profile.kind.${user.Kind}`)}{' '}
                <Text span c="dimmed" size="sm">
                  ·{' '}
                  {choseUsername(user)
                    ? t('profile.signedInAs', { username: user.Username })
                    : localizeDigits(
                        [fullNameOf(user), contactOf(user)].filter(Boolean).join(' · '),
                        language,
                      )}
                </Text>
              </Text>
            </Group>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} size="h3" mb="md">
                {t('profile.details')}
              </Title>
              <ProfileForm user={user} />
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <PasswordChangeForm key={String(user.HasPassword)} hasPassword={user.HasPassword} />
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  )
}
