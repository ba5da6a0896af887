import { Anchor, Button, Group, Paper, Text } from '@mantine/core'
import { STORAGE_KEYS } from '@mela/shared/constants'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { readStored, writeStored } from '../../lib/storage.ts'

// product §1: the banner exists but is currently hidden. Flip this to show it again; acceptance is
// still read from and written to the same storage key.
export const SHOW_AGREEMENT_BANNER = false

export function AgreementBanner() {
  const { t } = useTranslation()
  const [accepted, setAccepted] = useState(() => readStored(STORAGE_KEYS.agreement) === 'true')
  if (accepted) return null
  const accept = () => {
    writeStored(STORAGE_KEYS.agreement, 'true')
    setAccepted(true)
  }
  return (
    <Paper withBorder shadow="md" p="sm" pos="fixed" bottom={16} left={16} right={16} style={{ zIndex: 200 }}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <Trans
            i18nKey="agreement.text"
            components={{ link: <Anchor component={Link} to="/user-agreement" /> }}
          />
        </Text>
        <Button size="xs" onClick={accept}>
          {t('agreement.okay')}
        </Button>
      </Group>
    </Paper>
  )
}
