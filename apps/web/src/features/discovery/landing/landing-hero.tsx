import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import classes from './landing-hero.module.css'
import { LandingSearch } from './landing-search.tsx'

/** The top of the home page: name, promise, a search box and the two ways into the feed. */
export function LandingHero() {
  const { t } = useTranslation()
  return (
    <Box className={classes.hero}>
      <Container size="lg">
        <Stack gap="lg" align="flex-start">
          <Title order={1} className={classes.title}>
            {t('app.name')}
          </Title>
          <Text className={classes.tagline}>{t('app.tagline')}</Text>
          <LandingSearch className={classes.search} />
          <Group gap="sm">
            <Button component={Link} to="/feed" size="lg" color="yellow.4" c="dark.9">
              {t('landing.browse')}
            </Button>
            <Button component={Link} to="/feed/past" size="lg" variant="white" color="dark">
              {t('landing.pastEvents')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  )
}
