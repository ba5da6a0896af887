import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessageOf } from '../../../lib/notify.ts'
import { turnOffTicketLinks } from '../api.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

/**
 * For the signed-in buyer: the links their mail and SMS carry stop opening the tickets (a lost phone, a
 * forwarded mail). Asked once more, since it cannot be undone; the outcome is said where the button was.
 */
export function LinksOff({ purchaseId }: { purchaseId: string }) {
  const { t } = useCheckoutTranslation()
  const [asking, setAsking] = useState(false)
  const turnOff = useMutation({
    mutationFn: () => turnOffTicketLinks(purchaseId),
    onSettled: () => setAsking(false),
  })
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={520}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('linksOff.title')}
        </Title>
        {turnOff.isSuccess ? (
          <Alert color="mela" role="status">
            {t('linksOff.done')}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('linksOff.intro')}
            </Text>
            {turnOff.isError && (
              <Alert color="red" role="alert">
                {errorMessageOf(turnOff.error)}
              </Alert>
            )}
            <Group>
              <Button variant="default" color="red" onClick={() => setAsking(true)}>
                {t('linksOff.action')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('linksOff.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{t('linksOff.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('linksOff.cancel')}
            </Button>
            <Button color="red" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
              {t('linksOff.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  )
}
