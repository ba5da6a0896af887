import {
  Button,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { toAsciiDigits } from '@mela/shared/digits'
import { useState } from 'react'
import { useSeatingTranslation } from './locales/translation.ts'
import type { Numbering, RowLabels, RowsSpec } from './row-generator.ts'

export type TicketChoice = { value: string; label: string }

type Props = {
  sections: TicketChoice[]
  tickets: TicketChoice[]
  /** How many rows each section has, so new rows carry on its lettering. */
  rowsIn: (sectionKey: string) => number
  onAdd: (sectionKey: string, spec: Omit<RowsSpec, 'origin'>, ticketId: string) => void
}

/** "12, 4 ,x" → [12, 4]: the seat numbers an aisle follows, typed in either language's digits. */
export const aisleNumbers = (text: string) =>
  toAsciiDigits(text)
    .split(/[^0-9]+/)
    .filter(Boolean)
    .map(Number)

const count = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback)

/** The row generator's form: how many rows of how many seats, numbered how, with aisles and a curve. */
export function RowsForm({ sections, tickets, rowsIn, onAdd }: Props) {
  const { t } = useSeatingTranslation()
  const [section, setSection] = useState<string | null>(null)
  const [ticket, setTicket] = useState<string | null>(tickets[0]?.value ?? null)
  const [rows, setRows] = useState<string | number>(3)
  const [seats, setSeats] = useState<string | number>(10)
  const [labels, setLabels] = useState<RowLabels>('letters')
  const [numbering, setNumbering] = useState<Numbering>('left-to-right')
  const [aisles, setAisles] = useState('')
  const [curve, setCurve] = useState(0)
  const sectionKey = section ?? sections[sections.length - 1]?.value ?? null

  const add = () => {
    if (!sectionKey || !ticket) return
    onAdd(
      sectionKey,
      {
        rows: count(rows, 1),
        seatsPerRow: count(seats, 1),
        labels,
        firstRow: rowsIn(sectionKey) + 1,
        numbering,
        aisleAfter: aisleNumbers(aisles),
        curve,
      },
      ticket,
    )
  }
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="rows-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rows-title">
          {t('rows.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('rows.section')}
            data={sections}
            value={sectionKey}
            onChange={setSection}
            allowDeselect={false}
          />
          <Select
            label={t('rows.ticket')}
            data={tickets}
            value={ticket}
            onChange={setTicket}
            allowDeselect={false}
          />
          <NumberInput label={t('rows.count')} min={1} max={100} value={rows} onChange={setRows} />
          <NumberInput label={t('rows.seatsPerRow')} min={1} max={200} value={seats} onChange={setSeats} />
          <Select
            label={t('rows.labels')}
            allowDeselect={false}
            value={labels}
            onChange={(value) => setLabels((value as RowLabels) ?? 'letters')}
            data={[
              { value: 'letters', label: t('rows.letters') },
              { value: 'numbers', label: t('rows.numbers') },
            ]}
          />
          <Select
            label={t('rows.numbering')}
            allowDeselect={false}
            value={numbering}
            onChange={(value) => setNumbering((value as Numbering) ?? 'left-to-right')}
            data={[
              { value: 'left-to-right', label: t('rows.leftToRight') },
              { value: 'right-to-left', label: t('rows.rightToLeft') },
              { value: 'odd-even', label: t('rows.oddEven') },
            ]}
          />
          <TextInput
            label={t('rows.aisles')}
            placeholder={t('rows.aislesHint')}
            inputMode="numeric"
            value={aisles}
            onChange={(event) => setAisles(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="curve-label">
              {t('rows.curve')}
            </Text>
            <Slider
              min={0}
              max={1}
              step={0.1}
              value={curve}
              onChange={setCurve}
              label={null}
              // Mantine's thumb takes its name from thumbLabel only (an aria-labelledby in thumbProps is dropped).
              thumbLabel={t('rows.curve')}
            />
          </Stack>
        </SimpleGrid>
        <Button onClick={add} disabled={!sectionKey || !ticket} w="fit-content">
          {t('rows.add')}
        </Button>
      </Stack>
    </Paper>
  )
}
