import {
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { GuestLinkInput } from '@mela/shared/guest'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifyError } from '../../lib/notify.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { createGuestLink, guestLinksQuery, guestLinkUrl, revokeGuestLink } from './api.ts'
import { useGuestsTranslation } from './locales/translation.ts'

type Values = { EventID: string; Label: string; Quota: number | string }

/** Links for promoters: make one with a label and a quota of seats, copy it, revoke it. */
export function GuestLinks({ eventId }: { eventId: string }) {
  const { t } = useGuestsTranslation()
  const queryClient = useQueryClient()
  const links = useQuery(guestLinksQuery(eventId))
  const form = useZodForm<Values>(GuestLinkInput, { EventID: eventId, Label: '', Quota: '' })
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.guestLinks(eventId) })
  const create = useMutation({
    mutationFn: (values: Values) => createGuestLink(parsedValues(GuestLinkInput, values)),
    onSuccess: () => {
      form.setValues({ Label: '', Quota: '' })
      void refresh()
    },
    onError: (error) => showFormErrors(form, error),
  })
  const revoke = useMutation({
    mutationFn: revokeGuestLink,
    onSuccess: () => void refresh(),
    onError: notifyError,
  })

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('links.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('links.intro')}
      </Text>
      <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 3 }} style={{ alignItems: 'end' }}>
          <TextInput
            label={t('links.label')}
            placeholder={t('links.labelHint')}
            {...form.getInputProps('Label')}
          />
          <NumberInput
            label={t('links.quota')}
            placeholder={t('links.quotaHint')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('Quota')}
          />
          <Button type="submit" loading={create.isPending}>
            {t('links.create')}
          </Button>
        </SimpleGrid>
      </form>
      {links.data?.map((link) => {
        const url = guestLinkUrl(link.AccessCode)
        return (
          <Paper key={link.ID} withBorder p="sm" radius="md" data-testid="guest-link">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {link.Label ?? t('links.unnamed')}
                </Text>
                {link.RevokedAt ? (
                  <Badge color="gray">{t('links.revoked')}</Badge>
                ) : (
                  <Badge color="green" variant="light">
                    {link.Quota === null
                      ? t('links.usedNoQuota', { used: link.Used })
                      : t('links.used', { used: link.Used, quota: link.Quota })}
                  </Badge>
                )}
              </Group>
              {!link.RevokedAt && (
                <>
                  <Text
                    size="xs"
                    ff="monospace"
                    style={{ overflowWrap: 'anywhere' }}
                    data-testid="guest-link-url"
                  >
                    {url}
                  </Text>
                  <Group gap="xs">
                    <CopyButton value={url}>
                      {({ copied, copy }) => (
                        <Button size="sm" variant="light" onClick={copy}>
                          {copied ? t('links.copied') : t('links.copy')}
                        </Button>
                      )}
                    </CopyButton>
                    <Button
                      size="sm"
                      variant="subtle"
                      color="red"
                      loading={revoke.isPending && revoke.variables === link.ID}
                      onClick={() => revoke.mutate(link.ID)}
                    >
                      {t('links.revoke')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Paper>
        )
      })}
    </Stack>
  )
}
