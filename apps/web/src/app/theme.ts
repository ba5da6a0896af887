import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core'

// A green after Bangladesh's flag. Shades 7 (light) and 8 (dark) carry white text at AA contrast,
// and shade 4, Mantine's link colour on dark, reads on the dark background.
const mela: MantineColorsTuple = [
  '#e7f8f0',
  '#c6ecdb',
  '#93dbbb',
  '#5cc899',
  '#36b97f',
  '#1ea96d',
  '#0f8f5b',
  '#077a4c',
  '#006a42',
  '#00532f',
]

// Bengali glyphs come from the system's Bengali fonts when the Latin ones lack them.
const fontFamily = `${DEFAULT_THEME.fontFamily}, 'Noto Sans Bengali', 'Hind Siliguri', 'Lohit Bengali', sans-serif`

export const theme = createTheme({
  colors: { mela },
  primaryColor: 'mela',
  primaryShade: { light: 7, dark: 8 },
  fontFamily,
  headings: { fontFamily },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links inside running text must not rely on colour alone to be seen (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
})

// Mantine's dimmed grey is below 4.5:1 on the page background in both schemes; these pass AA.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: { '--mantine-color-dimmed': '#a6a6a6' },
})
