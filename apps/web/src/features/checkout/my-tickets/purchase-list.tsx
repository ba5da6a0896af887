import { Button, Center, Stack, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { myPurchasesQuery } from '../api.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { PageState } from '../page-state.tsx'
import { PurchaseCard } from './purchase-card.tsx'

/** My purchases of upcoming or past events, a page at a time with "Load more". */
export function PurchaseList({ past }: { past: boolean }) {
  const { t } = useCheckoutTranslation()
  const list = useInfiniteQuery(myPurchasesQuery(past))
  if (!list.data) return <PageState error={list.error} />

  const purchases = list.data.pages.flatMap((page) => page.Items)
  if (purchases.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="dimmed">{past ? t('list.emptyPast') : t('list.empty')}</Text>
        {!past && (
          <Button component={Link} to="/feed" variant="default">
            {t('list.browse')}
          </Button>
        )}
      </Stack>
    )
  }
  return (
    <Stack gap="sm">
      {purchases.map((purchase) => (
        <PurchaseCard key={purchase.ID} purchase={purchase} />
      ))}
      {list.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('list.more')}
          </Button>
        </Center>
      )}
    </Stack>
  )
}
