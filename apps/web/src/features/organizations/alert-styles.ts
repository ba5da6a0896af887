/** Alert titles in the page's text colour: the tinted ones are too faint on the light theme's tinted background. */
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } }
