import type { ParseKeys } from 'i18next'

export type TitleKey = Extract<ParseKeys, `titles.${string}`>

/** What a route declares about itself; the layout reads it for the tab title and placeholders. */
export type RouteHandle = { titleKey: TitleKey }

export function titleKeyOf(handle: unknown): TitleKey | undefined {
  return handle && typeof handle === 'object' && 'titleKey' in handle
    ? (handle as RouteHandle).titleKey
    : undefined
}
