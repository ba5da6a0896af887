import { Group, Skeleton, Stack } from '@mantine/core'
import { AVATAR_SIZE } from '@mela/shared/constants'

/** The account header's shape while the organization loads. */
export function OrganizationHeaderSkeleton() {
  return (
    <Group wrap="nowrap" align="flex-start" gap="md" aria-hidden>
      <Skeleton width={AVATAR_SIZE} height={AVATAR_SIZE} radius="md" />
      <Stack gap="xs" style={{ flex: 1 }}>
        <Skeleton height={28} width="50%" />
        <Skeleton height={14} width="80%" />
        <Skeleton height={14} width="30%" />
      </Stack>
    </Group>
  )
}
