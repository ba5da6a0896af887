import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api-error.ts'

// A 4xx will answer the same on a retry; only network trouble and 5xx are worth repeating.
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
