import { NativeSelect, Paper, Text, Title } from '@mantine/core'
import type { District } from '@mela/shared/event-enums'
import { IconMapPin } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { useEventNames } from '../../../lib/event-names/translation.ts'
import { feedLink } from '../feed-filters.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/**
 * Choosing a district opens its events: /feed?District=sylhet. A native select: the phone's own
 * picker suits a list of 64, and the home page needs no popover code.
 */
export function DistrictPicker() {
  const { t } = useDiscoveryTranslation()
  const names = useEventNames()
  const navigate = useNavigate()
  const options = names.districtOptions
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="landing-district">
      <Title order={2} size="h3" id="landing-district">
        {t('landing.districtTitle')}
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        {t('landing.districtText')}
      </Text>
      <NativeSelect
        label={t('landing.districtLabel')}
        name="District"
        data-public="feed-link"
        data={[{ value: '', label: t('landing.districtPlaceholder') }, ...options]}
        leftSection={<IconMapPin size={18} aria-hidden />}
        onChange={(event) => {
          const district = event.currentTarget.value as District | ''
          if (district) navigate(feedLink({ District: district }))
        }}
      />
    </Paper>
  )
}
