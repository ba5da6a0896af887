import { Anchor, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core'

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

// Bengali glyphs (and ৳) come from the system's Bengali fonts when the Latin ones lack them, and
// from the bundled face (bengali-font.css) on devices without any. They must come before the generic
// sans-serif: Chromium draws empty boxes from it rather than look further down the list.
const fontFamily = [
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial',
  '"Noto Sans Bengali", "Hind Siliguri", "Lohit Bengali", "Mela Bengali"',
  'sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
].join(', ')

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
