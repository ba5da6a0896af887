import type {
  CommunicationDetail,
  CommunicationInput,
  CommunicationPage,
  CommunicationPreview,
  CommunicationPreviewInput,
  TestSend,
} from '@mela/shared/communication'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventTicketsQuery } from '../../lib/event-queries.ts'
import { communicationKeys } from '../../lib/query-keys.ts'

export const PAGE_SIZE = 20
// While a message is on its way the screens ask for its progress every two seconds.
export const PROGRESS_EVERY_MS = 2000

export { eventTicketsQuery as communicationTicketsQuery }

const inProgress = (page: CommunicationPage | CommunicationDetail | undefined) => {
  const items = page && 'Items' in page ? page.Items : page ? [page] : []
  return items.some((item) => item.Status === 'queued' || item.Status === 'sending')
}

/** One event's messages (EventID) or every message of my organizations; refreshed while one is sending. */
export const communicationsQuery = (filter: { EventID?: string }, Page: number) =>
  queryOptions({
    queryKey: communicationKeys.page(filter.EventID, Page),
    queryFn: ({ signal }) =>
      api.get<CommunicationPage>('/communication', {
        query: { ...filter, Page, PageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (inProgress(query.state.data) ? PROGRESS_EVERY_MS : false),
  })

export const communicationQuery = (id: string) =>
  queryOptions({
    queryKey: communicationKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<CommunicationDetail>(`/communication/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? PROGRESS_EVERY_MS : false),
  })

export const previewCommunication = (input: CommunicationPreviewInput, signal?: AbortSignal) =>
  api.post<CommunicationPreview>('/communication/preview', input, { signal })

export const sendCommunication = (input: CommunicationInput) =>
  api.post<CommunicationDetail | TestSend>('/communication', input)
