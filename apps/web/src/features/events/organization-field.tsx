import { Alert, Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { myOrganizationsQuery } from '../../lib/organization-queries.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/** Which organization a new event belongs to: only those where I may create events. */
export function OrganizationField({ form }: { form: EventForm }) {
  const { t } = useEventsTranslation()
  const { can, loaded } = usePermissions()
  const { data: accounts } = useQuery(myOrganizationsQuery())
  const choices = (accounts ?? []).filter((account) => can(account.ID, 'event_create'))
  const only = choices.length === 1 ? choices[0]?.ID : undefined
  // With a single choice it is chosen already, without counting as an edit.
  useEffect(() => {
    if (!only || form.values.AccountID) return
    form.setFieldValue('AccountID', only)
    form.resetDirty({ ...form.values, AccountID: only })
  }, [only, form])
  if (accounts && loaded && choices.length === 0) {
    return <Alert color="yellow">{t('basics.noOrganizations')}</Alert>
  }
  return (
    <Select
      label={t('basics.organization')}
      placeholder={t('basics.organizationPlaceholder')}
      withAsterisk
      allowDeselect={false}
      data={choices.map((account) => ({ value: account.ID, label: account.Name }))}
      {...form.getInputProps('AccountID')}
    />
  )
}
