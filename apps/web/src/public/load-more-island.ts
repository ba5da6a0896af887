// "Load more events" on the server-rendered feeds: the next page's cards join those shown, the reader
// stays where they were, and focus goes to the first new card. Without the script the link opens that page.

// The grid itself: Mantine writes its responsive columns as a <style> just before it, inside the holder.
const listIn = (root: ParentNode) =>
  root.querySelector<HTMLElement>('[data-public="event-list"] .mantine-SimpleGrid-root')

async function loadMore(link: HTMLAnchorElement) {
  const list = listIn(document)
  const pager = document.querySelector('[data-public="pager"]')
  if (!list || !pager) return location.assign(link.href)
  link.setAttribute('aria-disabled', 'true')
  link.setAttribute('data-loading', 'true')
  try {
    const answer = await fetch(link.href, { headers: { Accept: 'text/html' } })
    if (!answer.ok) throw new Error(String(answer.status))
    const next = new DOMParser().parseFromString(await answer.text(), 'text/html')
    const cards = Array.from(listIn(next)?.children ?? [])
    const nextPager = next.querySelector('[data-public="pager"]')
    if (cards.length === 0 || !nextPager) throw new Error('no more cards')
    list.append(...cards.map((card) => document.importNode(card, true)))
    // The earlier pages are on screen now: only the count and the next Load more stay.
    nextPager.querySelector('[data-public="earlier"]')?.remove()
    const shown = document.importNode(nextPager, true)
    pager.replaceWith(shown)
    startLoadMore()
    const firstNew = list.children[list.children.length - cards.length]
    firstNew?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true })
  } catch {
    location.assign(link.href)
  }
}

export function startLoadMore() {
  const link = document.querySelector<HTMLAnchorElement>('[data-public="load-more"]')
  link?.addEventListener('click', (clicked) => {
    if (clicked.metaKey || clicked.ctrlKey || clicked.shiftKey) return
    clicked.preventDefault()
    void loadMore(link)
  })
}
