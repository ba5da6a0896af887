import { Avatar } from '@mantine/core'
import { AVATAR_REQUEST_SIZE, AVATAR_SIZE } from '@mela/shared/constants'
import { initialsOf } from './initials.ts'
import { imageUrl } from './media/image-url.ts'

type Props = { name: string; image: string | null | undefined; alt: string }

/** An organization's logo in its header, or its initials where it has none. */
export function OrganizationLogo({ name, image, alt }: Props) {
  // Shown at 72 px and asked for at 100 px square, so it stays sharp on dense screens.
  const logo = image ? imageUrl(image, { aspect: '1:1', width: AVATAR_REQUEST_SIZE }) : null
  return (
    <Avatar src={logo} alt={alt} size={AVATAR_SIZE} radius="md" color="mela" variant="light">
      {initialsOf(name)}
    </Avatar>
  )
}
