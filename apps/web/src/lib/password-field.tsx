import { Checkbox, PasswordInput, type PasswordInputProps } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'

/** Mantine's PasswordInput with its show/hide button named in the interface language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation()
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }} {...props} />
  )
}

type NewPasswordProps = {
  password: GetInputPropsReturnType
  confirm: GetInputPropsReturnType
  /** Changing a password calls it the new one; signing up, just the password. */
  changing?: boolean
  autoFocus?: boolean
  /** Offer to sign out everywhere else once it is changed. */
  logOutOthers?: GetInputPropsReturnType
}

/** A password to set, with its rules, typed twice; and, when changing one, signing other devices out. */
export function NewPasswordFields({
  password,
  confirm,
  changing,
  autoFocus,
  logOutOthers,
}: NewPasswordProps) {
  const { t } = useTranslation()
  return (
    <>
      <PasswordField
        label={changing ? t('fields.newPassword') : t('fields.password')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        withAsterisk
        data-autofocus={autoFocus || undefined}
        {...password}
      />
      <PasswordField
        label={changing ? t('fields.confirmNewPassword') : t('fields.confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        {...confirm}
      />
      {logOutOthers && <Checkbox label={t('fields.logOutOtherDevices')} {...logOutOthers} />}
    </>
  )
}
