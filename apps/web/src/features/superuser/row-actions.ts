/** An action a row offers: its API name, whether it takes a reason, and when it applies. */
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
  reason: 'none' | 'optional' | 'required'
  color?: string
}
