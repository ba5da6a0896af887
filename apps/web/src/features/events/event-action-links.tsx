import { Button, SimpleGrid } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import type { EventAction } from '@mela/shared/event-actions'
import {
  IconArmchair,
  IconCash,
  IconCopy,
  IconDiscount,
  IconDoorEnter,
  IconEye,
  IconGift,
  IconListCheck,
  IconMessage,
  IconPencil,
  IconQrcode,
  IconReceipt,
  IconShoppingCart,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { useEventsTranslation } from './locales/translation.ts'

const ICONS: Record<EventAction, ComponentType<{ size?: number }>> = {
  edit: IconPencil,
  ticket: IconTicket,
  discount: IconDiscount,
  collectible: IconGift,
  redeem: IconListCheck,
  sell: IconCash,
  copy: IconCopy,
  communication: IconMessage,
  guest: IconUsers,
  sells: IconReceipt,
  qrcode: IconQrcode,
  view: IconEye,
}

/** Where an action leads: the event form, the public page, or the action's own page under this one. */
export function actionPath(action: Exclude<EventAction, 'copy'>, eventId: string): string {
  const id = encodeURIComponent(eventId)
  if (action === 'edit') return `/event/edit/${id}`
  if (action === 'view') return `/event/view/${id}`
  return `/organization/event/${id}/${action}`
}

/** The event's seating plan editor (event_edit): reserved seating. */
export const seatingPath = (eventId: string) => `/organization/event/${encodeURIComponent(eventId)}/seating`

/** The door app of the event (checkin permission): scanning and checking in, offline too. */
export const doorPath = (eventId: string) => `/door/${encodeURIComponent(eventId)}`

/** The event's purchases list; not one of product §6's actions, so it has its own path and gate. */
export const purchasesPath = (eventId: string) =>
  `/organization/event/${encodeURIComponent(eventId)}/purchases`

type Props = {
  event: Event
  actions: EventAction[]
  showPurchases: boolean
  showDoor?: boolean
  showSeating?: boolean
  onCopy: () => void
}

/** product §6's actions the viewer may take on this event, in the table's order. */
export function EventActionLinks({
  event,
  actions,
  showPurchases,
  showDoor = false,
  showSeating = false,
  onCopy,
}: Props) {
  const { t } = useEventsTranslation()
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="group" aria-label={t('actions.group')}>
      {actions.map((action) => {
        const Icon = ICONS[action]
        const common = { variant: 'default', justify: 'flex-start', leftSection: <Icon size={18} /> } as const
        return action === 'copy' ? (
          <Button key={action} {...common} onClick={onCopy}>
            {t('actions.copy')}
          </Button>
        ) : (
          <Button key={action} {...common} component={Link} to={actionPath(action, event.ID)}>
            {t(`actions.${action}`)}
          </Button>
        )
      })}
      {showPurchases && (
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconShoppingCart size={18} />}
          component={Link}
          to={purchasesPath(event.ID)}
        >
          {t('actions.purchases')}
        </Button>
      )}
      {showSeating && (
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconArmchair size={18} />}
          component={Link}
          to={seatingPath(event.ID)}
        >
          {t('actions.seating')}
        </Button>
      )}
      {showDoor && (
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconDoorEnter size={18} />}
          component={Link}
          to={doorPath(event.ID)}
        >
          {t('actions.door')}
        </Button>
      )}
    </SimpleGrid>
  )
}
