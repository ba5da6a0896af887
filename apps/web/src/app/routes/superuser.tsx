import { SuperuserHome } from '../../features/superuser/superuser-home.tsx'

export function Component() {
  return <SuperuserHome />
}
