import { Card, Skeleton, Stack } from '@mantine/core'

/** The shape of an event card while the feed loads, so nothing jumps when it arrives. */
export function EventCardSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" aria-hidden>
      <Card.Section>
        <Skeleton style={{ aspectRatio: '16 / 9' }} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Skeleton height={12} width="40%" />
        <Skeleton height={18} width="90%" />
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={16} width="30%" mt="xs" />
      </Stack>
    </Card>
  )
}
