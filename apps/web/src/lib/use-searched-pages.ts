import { useState } from 'react'

/** A searched, paged list's state: the search as typed and the page shown; a new search starts on page 1. */
export function useSearchedPages() {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const onSearch = (text: string) => {
    setSearch(text)
    setPage(1)
  }
  return { search, page, setPage, onSearch }
}

export type SearchedPages = ReturnType<typeof useSearchedPages>
