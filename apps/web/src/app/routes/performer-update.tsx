import { useParams } from 'react-router'
import { PerformerUpdatePage } from '../../features/performers/performer-update-page.tsx'

export function Component() {
  const { performerId = '' } = useParams()
  return <PerformerUpdatePage key={performerId} performerId={performerId} />
}
