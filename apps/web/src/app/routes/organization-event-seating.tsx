import { useParams } from 'react-router'
import { SeatingEditorPage } from '../../features/seating/seating-editor-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <SeatingEditorPage key={eventId} eventId={eventId} />
}
