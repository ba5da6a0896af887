import { Button, Container, Stack } from '@mantine/core'
import { IconDoorEnter } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ApiError } from '../../../lib/api-error.ts'
import { verificationQuery } from '../api.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { PageState } from '../page-state.tsx'
import { VerifyResult } from './verify-result.tsx'

type Props = { itemId: string; code: string }

// A seat that does not exist reads as what it is at the door: not a valid ticket.
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404

/** /purchase/item/verify/{itemId}?code=: what a door phone opens from a ticket's QR code. */
export function VerifyPage({ itemId, code }: Props) {
  const { t } = useCheckoutTranslation()
  const verification = useQuery({ ...verificationQuery(itemId, code), enabled: Boolean(code) })
  const eventId = verification.data?.Event?.ID
  const invalid = !code || isMissing(verification.error)
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {invalid || verification.data ? (
          <VerifyResult itemId={itemId} code={code} verification={invalid ? undefined : verification.data} />
        ) : (
          <PageState error={verification.error} />
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
            {t('verify.openDoor')}
          </Button>
        )}
      </Stack>
    </Container>
  )
}
