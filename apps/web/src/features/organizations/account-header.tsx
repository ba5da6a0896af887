import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core'
import { AVATAR_REQUEST_SIZE, AVATAR_SIZE } from '@mela/shared/constants'
import { type AccountProfile, organizationFeedPath } from '@mela/shared/organization'
import { IconExternalLink, IconRosetteDiscountCheckFilled } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { imageUrl } from '../../lib/media/image-url.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'

type Props = {
  account: Pick<AccountProfile, 'ID' | 'Name' | 'FeedURL' | 'ImageURL' | 'BrandStatement' | 'Verified'>
  headingId?: string
  /** Beside the name, e.g. the viewer's role. */
  aside?: ReactNode
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')

/** product §2's account header: logo, name, verified badge, brand statement and the public feed link. */
export function AccountHeader({ account, headingId, aside }: Props) {
  const { t } = useOrganizationsTranslation()
  // Shown at 72 px, asked for at 100 px square so it stays sharp on dense screens.
  const logo = account.ImageURL
    ? imageUrl(account.ImageURL, { aspect: '1:1', width: AVATAR_REQUEST_SIZE })
    : null
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <Avatar
        src={logo}
        alt={t('header.logo', { name: account.Name })}
        size={AVATAR_SIZE}
        radius="md"
        color="mela"
        variant="light"
      >
        {initialsOf(account.Name)}
      </Avatar>
      <Stack gap={6} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap" miw={0}>
            <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {account.Name}
            </Title>
            {account.Verified && (
              <Badge variant="light" leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />}>
                {t('header.verified')}
              </Badge>
            )}
          </Group>
          {aside}
        </Group>
        {account.BrandStatement && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {account.BrandStatement}
          </Text>
        )}
        <Anchor
          href={organizationFeedPath(account)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('header.feedLabel', { name: account.Name })}
          w="fit-content"
        >
          <Group gap={4} wrap="nowrap" component="span">
            {t('header.feed')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Group>
  )
}
