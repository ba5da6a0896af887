// The script of the server-rendered checkout: the public pages' own (the header, the menus, the
// waiting list), the order's part and, for a queued sale, the waiting screen's, in one file so the page
// asks for one script.
import './islands.ts'
import { startCheckout } from './checkout-island.ts'
import { startQueue } from './queue-island.ts'
import { session } from './reader-session.ts'

const checkout = startCheckout(session)
startQueue(session, () => checkout?.priceAgain())
