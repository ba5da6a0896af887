import { NavigationProgress, nprogress } from '@mantine/nprogress'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { subscribeInFlight } from '../../lib/api-client.ts'

/** The top loading bar: on while any API request, or a page's code, is on its way. */
export function RequestProgress() {
  const navigation = useNavigation()
  const [requests, setRequests] = useState(0)
  useEffect(() => subscribeInFlight(setRequests), [])
  const busy = requests > 0 || navigation.state !== 'idle'
  useEffect(() => {
    if (busy) nprogress.start()
    else nprogress.complete()
  }, [busy])
  // Visual only: screen readers learn about loading from the content that changes.
  return <NavigationProgress aria-hidden />
}
