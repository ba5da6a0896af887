import { Button, Container, Grid, Stack } from '@mantine/core'
import { IconCalendarOff } from '@tabler/icons-react'
import { Link } from 'react-router'
import { DiscoveryEmpty } from '../discovery-empty.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { CategoryChips } from './category-chips.tsx'
import { DistrictPicker } from './district-picker.tsx'
import { EventRowSection } from './event-row-section.tsx'
import { LandingHero } from './landing-hero.tsx'
import { LandingHighlights } from './landing-highlights.tsx'
import { OrganizerCall } from './organizer-call.tsx'

// Exported for the server-rendered home page, which hands over these rows' events ready-made.
export const FEATURED_FILTERS = { Verified: true }
export const UPCOMING_FILTERS = {}

/** The home page: search, featured and upcoming events, ways to browse, and a word to organizers. */
export function LandingPage() {
  const { t } = useDiscoveryTranslation()
  return (
    <>
      <LandingHero />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <EventRowSection
            id="landing-featured"
            title={t('landing.featuredTitle')}
            filters={FEATURED_FILTERS}
            size={4}
          />
          <EventRowSection
            id="landing-upcoming"
            title={t('landing.upcomingTitle')}
            filters={UPCOMING_FILTERS}
            size={8}
            empty={
              <DiscoveryEmpty
                icon={<IconCalendarOff aria-hidden />}
                title={t('landing.emptyTitle')}
                text={t('landing.emptyText')}
                action={
                  <Button component={Link} to="/feed/past" variant="light">
                    {t('feed.pastTitle')}
                  </Button>
                }
              />
            }
          />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <CategoryChips />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <DistrictPicker />
            </Grid.Col>
          </Grid>
          <LandingHighlights />
          <OrganizerCall />
        </Stack>
      </Container>
    </>
  )
}
