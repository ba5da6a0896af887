import { ActionIcon, Avatar, Badge, Group, Text, Tooltip } from '@mantine/core'
import type { Organizer } from '@mela/shared/organization'
import { IconUserMinus } from '@tabler/icons-react'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { roleName } from './role-name.ts'

/** "First Last", or the username when the person gave no name. */
export const personName = ({ User }: Pick<Organizer, 'User'>) =>
  [User.FirstName, User.LastName].filter(Boolean).join(' ') || User.Username

const ROLE_COLORS: Record<string, string> = { owner: 'mela', organizer: 'blue', collaborator: 'grape' }

type Props = { organizer: Organizer; isMe: boolean; onRemove: () => void }

/** One team member: name, username, role badge, and a remove button for everyone but the owner. */
export function OrganizerRow({ organizer, isMe, onRemove }: Props) {
  const { t } = useOrganizationsTranslation()
  const name = personName(organizer)
  const removeLabel = t('organizers.remove', { name })
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <Avatar radius="xl" size={36} color="mela" name={name} aria-hidden />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {name}
          {isMe && (
            <Text span c="dimmed" size="sm">
              {' '}
              ({t('organizers.you')})
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          @{organizer.User.Username}
        </Text>
      </div>
      {/* Text in the page's own colour: the light variants' tinted text is too faint on light backgrounds. */}
      <Badge
        variant="light"
        color={ROLE_COLORS[organizer.Role] ?? 'orange'}
        c="var(--mantine-color-text)"
        style={{ flexShrink: 0 }}
      >
        {roleName(organizer.Role)}
      </Badge>
      {organizer.Role !== 'owner' && (
        <Tooltip label={removeLabel} withinPortal={false}>
          <ActionIcon variant="subtle" color="red" aria-label={removeLabel} onClick={onRemove}>
            <IconUserMinus size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  )
}
