import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBuildingStore, IconPlus } from '@tabler/icons-react'
import { useOrganizationsTranslation } from './locales/translation.ts'

/** The empty state: nobody has added me to an organization and I have not created one. */
export function NoOrganizations({ onCreate }: { onCreate: () => void }) {
  const { t } = useOrganizationsTranslation()
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconBuildingStore size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('page.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('page.emptyText')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate} mt="xs">
          {t('page.create')}
        </Button>
      </Stack>
    </Card>
  )
}
