import { Button, Group, Title } from '@mantine/core'
import { EVENT_CATEGORIES } from '@mela/shared/event-enums'
import { Link } from 'react-router'
import { useEventNames } from '../../../lib/event-names/translation.ts'
import { feedLink } from '../feed-filters.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** Every category as a chip-like link into the feed: /feed?Category=music. */
export function CategoryChips() {
  const { t } = useDiscoveryTranslation()
  const names = useEventNames()
  return (
    <section aria-labelledby="landing-categories">
      <Title order={2} id="landing-categories" mb="md">
        {t('landing.categoriesTitle')}
      </Title>
      <Group gap="xs">
        {EVENT_CATEGORIES.map((category) => (
          <Button
            key={category}
            component={Link}
            to={feedLink({ Category: category })}
            variant="light"
            radius="xl"
            size="sm"
          >
            {names.category(category)}
          </Button>
        ))}
      </Group>
    </section>
  )
}
