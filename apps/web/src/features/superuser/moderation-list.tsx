import { Button, Group } from '@mantine/core'
import type { ModerationArea } from '@mela/shared/superuser'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type ModeratedItem, moderate, moderationQuery } from './api.ts'
import { type Column, ColumnList } from './column-list.tsx'
import { ConfirmAction } from './confirm-action.tsx'
import { useSuperuserTranslation } from './locales/translation.ts'
import type { RowAction } from './row-actions.ts'
import { SearchedList, useSuperuserPages } from './searched-list.tsx'

type Props<A extends ModerationArea> = {
  area: A
  columns: Column<ModeratedItem[A]>[]
  /** How a confirmation names the row ("Ban Rahim Uddin?"). */
  nameOf: (item: ModeratedItem[A]) => string
  actionsOf: (item: ModeratedItem[A]) => RowAction[]
  /** More buttons for a row (a claim's bank account correction). */
  more?: (item: ModeratedItem[A]) => ReactNode
}

/** A searchable, paged list of one area: a table on wide screens, cards on a phone; each action confirmed. */
export function ModerationList<A extends ModerationArea>({
  area,
  columns,
  nameOf,
  actionsOf,
  more,
}: Props<A>) {
  const { t } = useSuperuserTranslation()
  const paging = useSuperuserPages()
  const [asking, setAsking] = useState<{ item: ModeratedItem[A]; action: RowAction }>()
  const list = useQuery(moderationQuery(area, paging.debounced, paging.page))

  const buttons = (item: ModeratedItem[A]) => (
    <Group gap="xs" wrap="wrap">
      {actionsOf(item).map((action) => (
        <Button
          key={action.action}
          size="sm"
          variant={action.color === 'red' ? 'light' : 'default'}
          color={action.color}
          onClick={() => setAsking({ item, action })}
          aria-label={`${t(`actions.${action.action}`)}: ${nameOf(item)}`}
        >
          {t(`actions.${action.action}`)}
        </Button>
      ))}
      {more?.(item)}
    </Group>
  )

  return (
    <SearchedList
      paging={paging}
      list={list}
      hint={t('list.searchHint')}
      empty={t('list.empty')}
      after={
        asking && (
          <ConfirmAction
            action={asking.action}
            name={nameOf(asking.item)}
            run={(reason) =>
              moderate(area, asking.item.ID, asking.action.route ?? asking.action.action, reason)
            }
            onClose={() => setAsking(undefined)}
          />
        )
      }
    >
      {(items) => (
        <ColumnList
          items={items}
          columns={columns}
          rowId="moderation-row"
          minWidth={columns.length * 140 + 200}
          actions={{ label: t('list.actions'), cell: buttons }}
          breakAnywhere
          gap={6}
        />
      )}
    </SearchedList>
  )
}
