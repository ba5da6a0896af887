import { useParams } from 'react-router'
import { GuestAccessPage } from '../../features/guests/guest-access-page.tsx'

export function Component() {
  const { accessCode = '' } = useParams()
  return <GuestAccessPage key={accessCode} accessCode={accessCode} />
}
