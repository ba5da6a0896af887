import { Text } from '@mantine/core'
import type { ModeratedClaim } from '@mela/shared/superuser'
import { BankCorrection } from './bank-correction.tsx'
import { useSuperuserTranslation } from './locales/translation.ts'
import { ModerationList } from './moderation-list.tsx'
import type { RowAction } from './row-actions.ts'
import { taka, when } from './show.ts'
import { type Status, StatusBadge } from './status-badge.tsx'
import { SuperuserFrame } from './superuser-frame.tsx'

const NEXT: Record<string, RowAction[]> = {
  requested: [
    { action: 'approve', reason: 'optional' },
    { action: 'reject', reason: 'required', color: 'red' },
  ],
  approved: [
    { action: 'paid', reason: 'optional' },
    { action: 'reject', reason: 'required', color: 'red' },
  ],
}

/** /superuser/claim-moderation: claims with the full bank account; approve, reject with a reason, mark paid. */
export function ClaimsModeration() {
  const { t, language } = useSuperuserTranslation()
  return (
    <SuperuserFrame title={t('areas.claims')}>
      <ModerationList
        area="claims"
        nameOf={(claim: ModeratedClaim) => `${claim.AccountName} · ${taka(claim.Amount, language)}`}
        columns={[
          { label: t('columns.organization'), cell: (claim) => claim.AccountName },
          {
            label: t('columns.amount'),
            cell: (claim) => <Text fw={600}>{taka(claim.Amount, language)}</Text>,
          },
          {
            label: t('columns.bank'),
            cell: ({ BankAccount: bank }) => (
              <Text size="sm">
                {bank.BankName}, {bank.BranchName}
                <br />
                {bank.AccountName} · {bank.AccountNumber}
              </Text>
            ),
          },
          {
            label: t('columns.status'),
            cell: (claim) => (
              <>
                <StatusBadge status={claim.Status as Status} />
                {claim.Reason && <Text size="xs">{claim.Reason}</Text>}
              </>
            ),
          },
          {
            label: t('columns.requested'),
            cell: (claim) => `${when(claim.CreatedAt, language)} · ${claim.RequestedBy}`,
          },
        ]}
        actionsOf={(claim) => NEXT[claim.Status] ?? []}
        more={(claim) => <BankCorrection claim={claim} />}
      />
    </SuperuserFrame>
  )
}
