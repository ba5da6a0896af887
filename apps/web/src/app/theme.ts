import {
  Anchor,
  Button,
  type CSSVariablesResolver,
  createTheme,
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

// The bundled Bengali face comes first: it covers only the Bengali block (and ৳), so Latin text never uses
// it, while Bengali letters and the taka sign always have a glyph. Listed after the system fonts, Chromium on
// Linux took ৳ from a Latin font's fontconfig stand-in and drew an empty box, never asking for the face.
const fontFamily = [
  '"Mela Bengali"',
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial',
  '"Noto Sans Bengali", "Hind Siliguri", "Lohit Bengali"',
  'sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
].join(', ')

// Monospace text (the hold's countdown, codes) shows Bengali digits too: without the face first, a phone
// with no Bengali monospace font drew "০৯:৪১" as empty boxes.
const fontFamilyMonospace =
  '"Mela Bengali", ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace'

export const theme = createTheme({
  colors: { mela },
  primaryColor: 'mela',
  primaryShade: { light: 7, dark: 8 },
  fontFamily,
  fontFamilyMonospace,
  headings: { fontFamily },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links inside running text must not rely on colour alone to be seen (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A label longer than its button (Bengali often is, "বিকাশে ৳১,৬০০.০০ পরিশোধ করুন" at 360 px) wraps onto a
    // second line rather than being cut off: Mantine's buttons are one line high and clip by default.
    // The inner box keeps the button's height (its own `height: 100%` means nothing once the root's height is
    // auto), so a one-line label sits in the middle instead of at the top of a taller button.
    Button: Button.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)' },
        inner: { minHeight: 'calc(var(--button-height) - 2px)' },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textAlign: 'center',
          lineHeight: 1.3,
          paddingBlock: 4,
        },
      },
    }),
  },
})

// Mantine's dimmed grey and its error red (#fa5252 is 3.28:1 on white) are below 4.5:1 on the page
// background; these pass WCAG AA in both schemes (red 6.1:1 on white, 6.9:1 on the dark #242424).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#a6a6a6', '--mantine-color-error': '#ff8787' },
})
