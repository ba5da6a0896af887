import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import type { SeatingPlan } from '@mela/shared/seating'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { planFromVenue, saveVenue, venuesQuery } from './api.ts'
import { useSeatingTranslation } from './locales/translation.ts'

type Props = {
  eventId: string
  accountId: string
  /** Keeping a venue keeps the saved plan: the button waits for unsaved changes to be saved. */
  dirty: boolean
  hasPlan: boolean
  onPlan: (plan: SeatingPlan) => void
}

/** Keep this plan as the organization's venue, or start this event from one kept before. */
export function VenuePanel({ eventId, accountId, dirty, hasPlan, onPlan }: Props) {
  const { t, language } = useSeatingTranslation()
  const queryClient = useQueryClient()
  const venues = useQuery(venuesQuery(accountId))
  const [name, setName] = useState('')
  const [venueId, setVenueId] = useState<string | null>(null)
  const keep = useMutation({
    mutationFn: () => saveVenue(eventId, { Name: name }),
    onSuccess: () => {
      notifySuccess(t('venue.saved'))
      setName('')
      void queryClient.invalidateQueries({ queryKey: venuesQuery(accountId).queryKey })
    },
    onError: notifyError,
  })
  const use = useMutation({
    mutationFn: () => planFromVenue(eventId, { VenueID: venueId ?? '' }),
    onSuccess: onPlan,
    onError: notifyError,
  })
  const options = (venues.data?.Items ?? []).map((venue) => ({
    value: venue.ID,
    label: t('venue.option', { name: venue.Name, n: countText(venue.Seats, language) }),
  }))
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="venue-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="venue-title">
          {t('venue.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('venue.intro')}
        </Text>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('venue.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Button
            variant="default"
            loading={keep.isPending}
            disabled={!name.trim() || dirty || !hasPlan}
            onClick={() => keep.mutate()}
          >
            {t('venue.save')}
          </Button>
        </Group>
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('venue.none')}
          </Text>
        ) : (
          <Group align="flex-end" gap="xs">
            <Select
              label={t('venue.pick')}
              description={t('venue.replaces')}
              data={options}
              value={venueId}
              onChange={setVenueId}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Button
              variant="default"
              loading={use.isPending}
              disabled={!venueId}
              onClick={() => use.mutate()}
            >
              {t('venue.use')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
