import { useParams } from 'react-router'
import { PerformerPage } from '../../features/discovery/performer/performer-page.tsx'

export function Component() {
  const { id = '' } = useParams()
  return <PerformerPage key={id} performerId={id} />
}
