import { Alert, Button, Center, Container, Loader, Stack } from '@mantine/core'
import { IconAlertCircle, IconDoorEnter } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api-error.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { verificationQuery } from './api.ts'
import { useDoorTranslation } from './locales/translation.ts'
import { TicketCheckInResult } from './ticket-check-in-result.tsx'

type Props = { itemId: string; code: string }

// A seat that does not exist reads as what it is at the door: not a valid ticket.
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404

/** The reason the ticket could not be read (the network, the server), in place of the answer. */
function LoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {errorMessageOf(error)}
    </Alert>
  )
}

/**
 * /purchase/item/verify/{itemId}?code=: what a door phone opens from a ticket's QR code with its own camera
 * app: whether the ticket is valid, whose it is, and Check in (the door app, /door/{eventId}, scans the next).
 */
export function TicketCheckInPage({ itemId, code }: Props) {
  const { t } = useDoorTranslation()
  const verification = useQuery({ ...verificationQuery(itemId, code), enabled: Boolean(code) })
  const eventId = verification.data?.Event?.ID
  const invalid = !code || isMissing(verification.error)
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {invalid || verification.data ? (
          <TicketCheckInResult
            itemId={itemId}
            code={code}
            verification={invalid ? undefined : verification.data}
          />
        ) : verification.error ? (
          <LoadError error={verification.error} />
        ) : (
          <Center py="xl">
            <Loader aria-label={t('ticketPage.loading')} />
          </Center>
        )}
        {/* Staff who opened a ticket with the phone's camera app: the door app scans the next ones itself. */}
        {eventId && (
          <Button
            component={Link}
            to={`/door/${encodeURIComponent(eventId)}`}
            variant="light"
            size="lg"
            leftSection={<IconDoorEnter size={20} />}
          >
            {t('ticketPage.openDoor')}
          </Button>
        )}
      </Stack>
    </Container>
  )
}
