import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import type { OrganizationProfile } from '@mela/shared/organization'
import { IconBrandFacebook, IconWorldWww } from '@tabler/icons-react'
import { OrganizationLogo } from '../../../lib/organization-logo.tsx'
import { FollowButton } from '../follow/follow-button.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { VerifiedBadge } from '../verified-badge.tsx'
import { webLink } from './organization-ref.ts'

/** product §2's account header above an organization's feed: logo, name, verified, statement, links. */
export function OrganizationHeader({ account }: { account: OrganizationProfile }) {
  const { t } = useDiscoveryTranslation()
  const links = [
    { href: webLink(account.Website), label: t('organization.website'), Icon: IconWorldWww },
    { href: webLink(account.FacebookURL), label: t('organization.facebook'), Icon: IconBrandFacebook },
  ]
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <OrganizationLogo
        name={account.Name}
        image={account.ImageURL}
        alt={t('organization.logo', { name: account.Name })}
      />
      <Stack gap={6} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {account.Name}
          </Title>
          {account.Verified && <VerifiedBadge />}
        </Group>
        {account.BrandStatement && <Text c="dimmed">{account.BrandStatement}</Text>}
        <FollowButton target={{ AccountID: account.ID }} name={account.Name} />
        <Group gap="md">
          {links.map(
            ({ href, label, Icon }) =>
              href && (
                <Anchor key={label} href={href} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} wrap="nowrap" component="span">
                    <Icon size={16} aria-hidden />
                    {label}
                  </Group>
                </Anchor>
              ),
          )}
        </Group>
      </Stack>
    </Group>
  )
}
