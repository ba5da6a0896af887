import { Anchor, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core'
import type { Permission } from '@mela/shared/permissions'
import { useState } from 'react'
import { useOrganizationsTranslation } from './locales/translation.ts'
import classes from './permission-grid.module.css'
import { rolesAfterToggle } from './permission-roles.ts'
import { roleName } from './role-name.ts'

type Props = {
  permission: Permission
  columns: string[]
  state: { roles: string[]; defaults: string[]; overridden: boolean }
  /** The roles to save; empty means back to the defaults. */
  onChange: (roles: string[]) => void
}

/** One permission: which roles hold it, and a way back to the built-in choice once changed. */
export function PermissionRow({ permission, columns, state, onChange }: Props) {
  const { t } = useOrganizationsTranslation()
  const name = t(`permissions.${permission}`)
  // The click shows at once; the saved answer replaces it when it arrives (a new `state.roles`).
  const [local, setLocal] = useState<{ basis: string[]; roles: string[] } | null>(null)
  const roles = local?.basis === state.roles ? local.roles : state.roles
  const save = (next: string[]) => {
    setLocal({ basis: state.roles, roles: next.length > 0 ? next : state.defaults })
    onChange(next)
  }
  return (
    <Table.Tr>
      <Table.Th className={classes.sticky} scope="row" fw={500}>
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={500}>
            {name}
          </Text>
          {state.overridden && (
            <Group gap={6} wrap="nowrap">
              <Badge size="xs" variant="light" color="orange" c="var(--mantine-color-text)">
                {t('roleManager.changed')}
              </Badge>
              <Anchor
                component="button"
                type="button"
                size="xs"
                aria-label={t('roleManager.resetLabel', { permission: name })}
                onClick={() => save([])}
              >
                {t('roleManager.reset')}
              </Anchor>
            </Group>
          )}
        </Stack>
      </Table.Th>
      {columns.map((role) => (
        <Table.Td key={role}>
          <div className={classes.check}>
            <Checkbox
              aria-label={t('roleManager.holds', { role: roleName(role), permission: name })}
              checked={roles.includes(role)}
              disabled={role === 'owner'}
              onChange={(event) =>
                save(rolesAfterToggle(roles, state.defaults, role, event.currentTarget.checked))
              }
            />
          </div>
        </Table.Td>
      ))}
    </Table.Tr>
  )
}
