import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core'
import { type OrganizationProfile, organizationFeedPath } from '@mela/shared/organization'
import { IconExternalLink, IconRosetteDiscountCheckFilled } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { OrganizationLogo } from '../../lib/organization-logo.tsx'
import { useOrganizationsTranslation } from './locales/translation.ts'

type Props = {
  account: Pick<OrganizationProfile, 'ID' | 'Name' | 'FeedURL' | 'ImageURL' | 'BrandStatement' | 'Verified'>
  headingId?: string
  /** Beside the name, e.g. the viewer's role. */
  aside?: ReactNode
}

/** product §2's account header: logo, name, verified badge, brand statement and the public feed link. */
export function OrganizationCardHeader({ account, headingId, aside }: Props) {
  const { t } = useOrganizationsTranslation()
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <OrganizationLogo
        name={account.Name}
        image={account.ImageURL}
        alt={t('header.logo', { name: account.Name })}
      />
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
