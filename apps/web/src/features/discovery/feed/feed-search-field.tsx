import { ActionIcon, TextInput } from '@mantine/core'
import { IconArrowRight, IconSearch } from '@tabler/icons-react'
import { type FormEvent, useEffect, useState } from 'react'
import { SEARCH_MAX } from '../feed-filters.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

type Props = { value: string; onSearch: (words: string) => void }

/** Words to search for; applied on Enter or the arrow, not on every key, to keep history tidy. */
export function FeedSearchField({ value, onSearch }: Props) {
  const { t } = useDiscoveryTranslation()
  const [words, setWords] = useState(value)
  // The back button changes the URL's words; the field follows.
  useEffect(() => setWords(value), [value])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(words.trim())
  }
  return (
    <search>
      <form onSubmit={submit}>
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          type="search"
          value={words}
          maxLength={SEARCH_MAX}
          onChange={(event) => setWords(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <ActionIcon type="submit" variant="filled" aria-label={t('filters.searchSubmit')}>
              <IconArrowRight size={16} aria-hidden />
            </ActionIcon>
          }
        />
      </form>
    </search>
  )
}
