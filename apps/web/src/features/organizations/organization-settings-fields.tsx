import { Fieldset, Stack, Switch } from '@mantine/core'
import { useOrganizationsTranslation } from './locales/translation.ts'
import type { OrganizationFormType } from './organization-form-values.ts'

const FLAGS = [
  ['EnableCollectibles', 'enableCollectibles'],
  ['EnableCashSell', 'enableCashSell'],
  ['HasCustomRoles', 'hasCustomRoles'],
] as const

/** The organization's switches: collectibles, cash sales and custom roles. */
export function OrganizationSettingsFields({ form }: { form: OrganizationFormType }) {
  const { t } = useOrganizationsTranslation()
  return (
    <Fieldset
      legend={t('accountForm.settings')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 } }}
    >
      <Stack gap="md" mt="xs">
        {FLAGS.map(([field, key]) => (
          <Switch
            key={field}
            label={t(`accountForm.${key}`)}
            description={t(`accountForm.${key}Hint`)}
            {...form.getInputProps(field, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </Fieldset>
  )
}
