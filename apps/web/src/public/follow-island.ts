// The app's Follow button on the server-rendered organization and performer pages: rendered signed out
// ("Follow"), then brought in step with the signed-in reader's follow, and worked with the same API calls.

export type Session = { headers: Record<string, string>; guest: boolean } | null

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
const digitsIn = (value: number, lang: string) =>
  lang === 'bn' ? String(value).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d) : String(value)

export function startFollow(session: Session) {
  const holder = document.querySelector<HTMLElement>('[data-public="follow"]')
  const button = document.querySelector<HTMLButtonElement>('[data-testid="follow-button"]')
  if (!holder || !button) return
  const target = JSON.parse(holder.dataset.target ?? '{}') as Record<string, string>
  const query = new URLSearchParams(target).toString()
  const look = (name: string) => holder.querySelector<HTMLElement>(`[data-look="${name}"]`)
  let following = false

  const show = (value: boolean) => {
    following = value
    const shown = look(value ? 'following' : 'follow')
    if (shown) {
      button.setAttribute('style', shown.getAttribute('style') ?? '')
      button.setAttribute('data-variant', shown.getAttribute('data-variant') ?? '')
      button.innerHTML = shown.innerHTML
    }
    button.setAttribute(
      'aria-label',
      (value ? holder.dataset.unfollowLabel : holder.dataset.followLabel) ?? '',
    )
    if (session) button.setAttribute('aria-pressed', String(value))
  }
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`/api${path}`, { ...init, headers: { ...session?.headers, ...init.headers } }).then((answer) => {
      if (answer.status === 403 && init.method === 'POST') toSignIn(true)
      return answer.ok ? answer.json() : Promise.reject(new Error(`${path}: ${answer.status}`))
    })

  // Signed out, or a guest (whose account only keeps the tickets bought): sign-in, told why for a guest.
  const toSignIn = (guest: boolean) =>
    location.assign(
      `/login?redirect=${encodeURIComponent(location.pathname + location.search)}${guest ? '&reason=guest' : ''}`,
    )
  button.addEventListener('click', async () => {
    if (!session || session.guest) {
      toSignIn(Boolean(session))
      return
    }
    button.disabled = true
    button.setAttribute('data-loading', 'true')
    try {
      const answer = (await (following
        ? api(`/follow?${query}`, { method: 'DELETE' })
        : api('/follow', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(target),
          }))) as { Following: boolean }
      show(answer.Following)
    } catch {
      // The button keeps its state; the reader can try again.
    } finally {
      button.disabled = false
      button.removeAttribute('data-loading')
    }
  })

  if (!session || session.guest) return
  api(`/follow/status?${query}`)
    .then((status: { Following: boolean }) => show(status.Following))
    .catch(() => {})
  // The organization's team also sees how many follow it (the API refuses everyone else).
  const accountId = target.AccountID
  if (!accountId) return
  api('/account/organizer/role')
    .then(async (roles: { AccountID: string }[]) => {
      if (!roles.some((role) => role.AccountID === accountId)) return
      const { Followers } = (await api(`/follow/count?AccountID=${accountId}`)) as { Followers: number }
      const sample = look('followers')
      if (!sample) return
      const lang = document.documentElement.lang
      const form = new Intl.PluralRules(lang).select(Followers) === 'one' ? 'one' : 'other'
      const text = sample.cloneNode() as HTMLElement
      text.removeAttribute('data-look')
      text.dataset.testid = 'followers-count'
      text.textContent = (holder.dataset[`followers${form === 'one' ? 'One' : 'Other'}`] ?? '').replace(
        '{{formatted}}',
        digitsIn(Followers, lang),
      )
      button.after(text)
    })
    .catch(() => {})
}
