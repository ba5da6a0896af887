import { Outlet, useParams } from 'react-router'
import { NotFoundPage } from './not-found-page.tsx'

const EVENT_FORM_ACTIONS = ['create', 'edit']

/** /event/{action}/… exists only for create and edit; any other action is an unknown page. */
export function EventActionGate() {
  const { action } = useParams()
  return action && EVENT_FORM_ACTIONS.includes(action) ? <Outlet /> : <NotFoundPage />
}
