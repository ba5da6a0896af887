/** An action a row offers: its name (its words and, unless `route` says otherwise, its API path), whether it takes a reason. */
export type RowAction = {
  action:
    | 'ban'
    | 'unban'
    | 'verify'
    | 'unverify'
    | 'hide'
    | 'unhide'
    | 'unpublish'
    | 'restore'
    | 'refund'
    | 'approve'
    | 'reject'
    | 'paid'
    | 'clearPayment'
    | 'refusePayment'
  reason: 'none' | 'optional' | 'required'
  color?: string
  /** The API path after the row's ID where it is not the action's name ('review/approve'). */
  route?: string
}
