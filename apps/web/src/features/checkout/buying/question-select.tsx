// Its own chunk, loaded by question-field.tsx when an event asks a choice question.
export { Select } from '@mantine/core'
