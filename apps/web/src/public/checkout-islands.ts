// The script of the server-rendered checkout: the public pages' own (the header, the menus, the
// waiting list) and the order's part, in one file so the page asks for one script.
import './islands.ts'
import { startCheckout } from './checkout-island.ts'
import { session } from './reader-session.ts'

startCheckout(session)
