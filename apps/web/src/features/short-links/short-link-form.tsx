import { Button, Stack, TextInput } from '@mantine/core'
import { type ShortLink, ShortLinkInput } from '@mela/shared/short-link'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-error.ts'
import { focusFirstError, showFormErrors } from '../../lib/form-errors.ts'
import { shortLinkKeys } from '../../lib/query-keys.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { createShortLink } from './api.ts'
import { useShortLinksTranslation } from './locales/translation.ts'

type Values = { URL: string; Slug: string }

/** The long address and an optional short name; a taken name is said beside its field. */
export function ShortLinkForm({ onMade }: { onMade: (link: ShortLink) => void }) {
  const { t } = useShortLinksTranslation()
  const queryClient = useQueryClient()
  const form = useZodForm<Values>(ShortLinkInput, { URL: '', Slug: '' })
  const create = useMutation({
    mutationFn: (values: Values) => createShortLink(parsedValues(ShortLinkInput, values)),
    onSuccess: (link) => {
      form.reset()
      onMade(link)
      void queryClient.invalidateQueries({ queryKey: shortLinkKeys.all })
    },
    onError: (error) => {
      // 409: the name is taken; it belongs beside the name, not in a corner notice.
      if (error instanceof ApiError && error.status === 409) form.setFieldError('Slug', error.message)
      else showFormErrors(form, error)
    },
  })
  return (
    <form
      onSubmit={form.onSubmit((values) => create.mutate(values), focusFirstError(form))}
      noValidate
      aria-label={t('form.create')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('form.url')}
          placeholder={t('form.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="url"
          withAsterisk
          {...form.getInputProps('URL')}
          key={form.key('URL')}
        />
        <TextInput
          label={t('form.slug')}
          description={t('form.slugHint')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.getInputProps('Slug')}
          key={form.key('Slug')}
        />
        <Button type="submit" loading={create.isPending} size="md">
          {t('form.create')}
        </Button>
      </Stack>
    </form>
  )
}
