import { Button, Group, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { useDiscoveryTranslation } from '../features/discovery/locales/translation.ts'

/** A path with some of its query changed (null removes), e.g. the next page of the same filters. */
export function withParams(
  path: string,
  params: Record<string, string>,
  changes: Record<string, string | null>,
) {
  const search = new URLSearchParams(params)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) search.delete(name)
    else search.set(name, value)
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

type Props = {
  path: string
  params: Record<string, string>
  /** The page shown of a public page's events. */
  list: { page: number; pageSize: number; events: { Total: number } }
}

/**
 * Earlier and later pages of a list as links: "Load more" without a script. With it (islands.ts), Load more
 * adds the next page's cards under those shown, where the reader is, instead of opening that page alone.
 */
export function PublicPager({ path, params, list }: Props) {
  const { page, pageSize } = list
  const total = list.events.Total
  const { t, lang } = useDiscoveryTranslation()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const digits = (value: number) => localizeDigits(String(value), lang)
  if (pages <= 1) return null
  return (
    <Group justify="center" gap="md" component="nav" aria-label={t('feed.whichEvents')} data-public="pager">
      {page > 1 && (
        <Button
          component="a"
          variant="default"
          data-public="earlier"
          href={withParams(path, params, { Page: String(page - 1) })}
        >
          ← {digits(page - 1)}
        </Button>
      )}
      <Text data-public="page-count">
        {digits(page)} / {digits(pages)}
      </Text>
      {page < pages && (
        <Button
          component="a"
          variant="light"
          data-public="load-more"
          href={withParams(path, params, { Page: String(page + 1) })}
        >
          {t('feed.loadMore')} →
        </Button>
      )}
    </Group>
  )
}
