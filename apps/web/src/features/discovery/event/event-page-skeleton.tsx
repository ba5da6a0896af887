import { Container, Skeleton, Stack } from '@mantine/core'
import classes from './event-page.module.css'

/** The event page's shape while it loads. */
export function EventPageSkeleton() {
  return (
    <Container size="lg" py="xl" aria-hidden>
      <div className={classes.layout}>
        <Skeleton className={classes.banner} style={{ aspectRatio: '16 / 9' }} />
        <Stack gap="sm" className={classes.summary}>
          <Skeleton height={16} width={90} />
          <Skeleton height={36} width="80%" />
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="50%" />
        </Stack>
        <Skeleton height={220} className={classes.tickets} />
      </div>
    </Container>
  )
}
