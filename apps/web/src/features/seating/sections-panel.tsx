import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useSeatingTranslation } from './locales/translation.ts'
import type { Draft } from './plan-draft.ts'

type Props = {
  draft: Draft
  /** Field errors of the last save, by path (`Sections.0.Name`). */
  errors: Record<string, string>
  onRename: (key: string, name: string, bnName: string) => void
  onAdd: () => void
  onRemove: (key: string) => void
}

/** The plan's sections, each named in English and Bengali. */
export function SectionsPanel({ draft, errors, onRename, onAdd, onRemove }: Props) {
  const { t } = useSeatingTranslation()
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="sections-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sections-title">
          {t('sections.title')}
        </Title>
        {draft.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sections.empty')}
          </Text>
        )}
        {draft.map((section, index) => (
          <Group key={section.key} align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={t('sections.name')}
              value={section.Name}
              error={errors[`Sections.${index}.Name`]}
              onChange={(event) => onRename(section.key, event.currentTarget.value, section.BnName)}
            />
            <TextInput
              style={{ flex: 1 }}
              label={t('sections.bnName')}
              lang="bn"
              value={section.BnName}
              error={errors[`Sections.${index}.Bn.Name`]}
              onChange={(event) => onRename(section.key, section.Name, event.currentTarget.value)}
            />
            <ActionIcon
              variant="default"
              size="lg"
              mb={errors[`Sections.${index}.Name`] || errors[`Sections.${index}.Bn.Name`] ? 22 : 0}
              aria-label={t('sections.remove', { name: section.Name })}
              onClick={() => onRemove(section.key)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          w="fit-content"
        >
          {t('sections.add')}
        </Button>
      </Stack>
    </Paper>
  )
}
