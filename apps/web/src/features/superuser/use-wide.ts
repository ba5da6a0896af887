import { useMediaQuery } from '@mantine/hooks'

/** Wide enough for a table (Mantine's md, 62em); narrower screens get cards. */
export const useWide = () => useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false })
