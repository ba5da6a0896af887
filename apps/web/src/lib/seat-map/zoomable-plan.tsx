import { ActionIcon, Group, Stack, Text } from '@mantine/core'
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react'
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch'
import { type DrawnSection, PlanDrawing } from './plan-drawing.tsx'
import { useTapOrPan } from './tap-or-pan.ts'
import { useSeatMapTranslation } from './translation.ts'

type Props = {
  sections: DrawnSection[]
  /** A seat tapped (not dragged over); without it the plan is only to look at. */
  onSeat?: (key: string) => void
}

/** The plan with pinch-zoom, wheel-zoom and pan (react-zoom-pan-pinch), and buttons for those without. */
export function ZoomablePlan({ sections, onSeat }: Props) {
  const { t } = useSeatMapTranslation()
  const tapOrPan = useTapOrPan()
  return (
    <TransformWrapper minScale={1} maxScale={10} doubleClick={{ disabled: true }} wheel={{ step: 0.15 }}>
      {({ zoomIn, zoomOut, resetTransform }) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed">
              {onSeat ? t('map.hint') : t('map.lookHint')}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" size="lg" aria-label={t('map.zoomOut')} onClick={() => zoomOut()}>
                <IconZoomOut size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={t('map.zoomIn')} onClick={() => zoomIn()}>
                <IconZoomIn size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('map.fit')}
                onClick={() => resetTransform()}
              >
                <IconZoomReset size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <div
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
            }}
            {...tapOrPan.frame}
          >
            <TransformComponent wrapperStyle={{ width: '100%' }} contentStyle={{ width: '100%' }}>
              <PlanDrawing
                sections={sections}
                title={t('map.title')}
                onSeat={(key) => {
                  if (!tapOrPan.wasPan()) onSeat?.(key)
                }}
                style={{ maxHeight: '65vh' }}
              />
            </TransformComponent>
          </div>
        </Stack>
      )}
    </TransformWrapper>
  )
}
