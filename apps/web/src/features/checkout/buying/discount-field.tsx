import { Button, Group, Text, TextInput } from '@mantine/core'
import { IconDiscountCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { translateText } from '../../../lib/error-text.ts'
import { takaText } from '../../../lib/price-format.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

type Props = {
  appliedCode?: string
  error?: string
  applying: boolean
  /** Apply needs something chosen: a code is priced against the tickets picked. */
  canApply: boolean
  onApply: (code: string) => void
  onRemove: () => void
  /** The total before and after the code, once the server priced it. */
  change?: { before: number; after: number }
}

/** A discount code: Apply asks for a new quote; an accepted code shows the price it makes. */
export function DiscountField({ appliedCode, error, applying, canApply, onApply, onRemove, change }: Props) {
  const { t, language } = useCheckoutTranslation()
  const [draft, setDraft] = useState('')
  const code = draft.trim()

  if (appliedCode) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          <IconDiscountCheck
            size={20}
            aria-hidden
            color="var(--mantine-color-mela-text)"
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
            {t('discount.applied', { code: appliedCode })}
            {change && (
              <>
                {' '}
                <Text span td="line-through" c="dimmed" size="sm">
                  {takaText(change.before, language)}
                </Text>
                {' → '}
                <Text span fw={700} size="sm">
                  {takaText(change.after, language)}
                </Text>
              </>
            )}
          </Text>
        </Group>
        <Button variant="subtle" size="compact-sm" onClick={onRemove} style={{ flexShrink: 0 }}>
          {t('discount.remove')}
        </Button>
      </Group>
    )
  }

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={t('discount.label')}
        placeholder={t('discount.placeholder')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter applies the code rather than submitting the whole order.
          if (event.key !== 'Enter') return
          event.preventDefault()
          if (code && canApply) onApply(code)
        }}
        error={error ? translateText(error) : undefined}
        autoComplete="off"
        maxLength={16}
        name="DiscountCode"
        style={{ flex: 1 }}
      />
      <Button
        variant="default"
        mt={25}
        loading={applying}
        disabled={!code || !canApply}
        onClick={() => onApply(code)}
      >
        {t('discount.apply')}
      </Button>
    </Group>
  )
}
