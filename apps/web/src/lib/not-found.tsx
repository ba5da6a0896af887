import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

type Props = { title: string; text: string; to: string; action: string }

/** A friendly 404: what is not there, and one way on (`action`, leading `to`). */
export function NotFound({ title, text, to, action }: Props) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={to}>
          {action}
        </Button>
      </Stack>
    </Container>
  )
}
