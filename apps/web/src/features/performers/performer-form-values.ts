import { type Performer, PerformerInput } from '@mela/shared/catalog'

/** The performer form's fields, with the organizations it belongs to as PerformerInput takes them. */
export type PerformerFormValues = {
  FirstName: string
  LastName: string
  AlternativeName: string
  Biography: string
  Image: string
  Organizations: { ID: string }[]
}

/** Blank for a new performer of `organizationId`; an update keeps the performer's organizations. */
export function performerFormValues(organizationId: string | undefined, performer?: Performer) {
  const organizations = performer?.Organizations.map(({ ID }) => ({ ID })) ?? []
  return {
    FirstName: performer?.FirstName ?? '',
    LastName: performer?.LastName ?? '',
    AlternativeName: performer?.AlternativeName ?? '',
    Biography: performer?.Biography ?? '',
    Image: performer?.Image ?? '',
    Organizations: performer || !organizationId ? organizations : [{ ID: organizationId }],
  } satisfies PerformerFormValues
}

export const performerSchema = PerformerInput

/** The name a performer is shown and announced by. */
export const performerName = (performer: { FirstName: string; LastName: string | null }) =>
  [performer.FirstName, performer.LastName].filter(Boolean).join(' ')
