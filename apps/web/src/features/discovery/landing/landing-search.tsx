import { Button, Flex, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { feedLink } from '../feed-filters.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** Searching from the home page opens the feed filtered by the words: /feed?Search=… */
export function LandingSearch({ className }: { className?: string }) {
  const { t } = useDiscoveryTranslation()
  const navigate = useNavigate()
  const [words, setWords] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    navigate(feedLink({ Search: words }))
  }
  return (
    <search className={className}>
      {/* A plain GET form too, for the server-rendered home page that runs no React. */}
      <form onSubmit={submit} action="/feed" method="get">
        {/* A phone puts the button under the field: beside it, the placeholder was cut off at 360 px. */}
        <Flex gap="xs" direction={{ base: 'column', xs: 'row' }}>
          <TextInput
            aria-label={t('landing.searchLabel')}
            name="Search"
            placeholder={t('landing.searchPlaceholder')}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
            type="search"
            size="lg"
            style={{ flex: 1, minWidth: 0 }}
            maxLength={100}
          />
          <Button type="submit" size="lg" color="dark" variant="filled" w={{ base: '100%', xs: 'auto' }}>
            {t('landing.searchButton')}
          </Button>
        </Flex>
      </form>
    </search>
  )
}
