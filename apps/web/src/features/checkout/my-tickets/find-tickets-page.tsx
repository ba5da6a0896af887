import { Alert, Anchor, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core'
import { TicketLinksInput } from '@mela/shared/purchase'
import { IconMessageCheck } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { Link } from 'react-router'
import { translateError } from '../../../lib/error-text.ts'
import { focusFirstError, showFormErrors } from '../../../lib/form-errors.ts'
import { parsedValues, useZodForm } from '../../../lib/zod-form.ts'
import { sendTicketLinks } from '../api.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

/**
 * /tickets/find: a guest who lost the SMS types the phone they bought with, and the links go to that phone
 * again. Nothing is shown here: the answer is the same whoever's number it is.
 */
export function FindTicketsPage() {
  const { t } = useCheckoutTranslation()
  const form = useZodForm(TicketLinksInput, { Phone: '' })
  const send = useMutation({
    mutationFn: sendTicketLinks,
    onError: (error) => showFormErrors(form, error),
  })
  const submit = form.onSubmit(
    (values) => send.mutate(parsedValues(TicketLinksInput, values)),
    focusFirstError(form),
  )
  return (
    <Container size={560} py="xl">
      <Stack gap="md">
        <Title order={1}>{t('find.title')}</Title>
        <Text>{t('find.intro')}</Text>
        {send.isSuccess && (
          <Alert color="mela" icon={<IconMessageCheck aria-hidden />} role="status">
            {translateError(send.data.code, undefined, send.data.message)}
          </Alert>
        )}
        <form noValidate onSubmit={submit} aria-label={t('find.title')}>
          <Stack gap="md">
            <TextInput
              label={t('find.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              size="md"
              maxLength={20}
              placeholder="01XXXXXXXXX"
              withAsterisk
              {...form.getInputProps('Phone')}
            />
            <Button type="submit" size="md" loading={send.isPending}>
              {t('find.submit')}
            </Button>
          </Stack>
        </form>
        <Text size="sm">
          {t('find.account')}{' '}
          <Anchor component={Link} to="/login?redirect=%2Ftickets">
            {t('find.logIn')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  )
}
