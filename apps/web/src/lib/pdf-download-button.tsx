import { Button, type ButtonProps } from '@mantine/core'
import { IconFileTypePdf } from '@tabler/icons-react'
import { useState } from 'react'
import { api, type RequestOptions, saveFile } from './api-client.ts'
import { notifyError } from './notify.ts'

type Props = ButtonProps & {
  /** The API path of the PDF, e.g. `/purchase/{id}/tickets.pdf`. */
  path: string
  query?: RequestOptions['query']
  /** The name the file is kept under. */
  fileName: string
  label: string
}

/**
 * Downloads a PDF the API makes (tickets, the door list) with the session's credentials, which a plain
 * link would not carry, and hands it to the browser to keep.
 */
export function PdfDownloadButton({ path, query, fileName, label, ...button }: Props) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      saveFile(await api.download(path, { query }), fileName)
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      {...button}
    >
      {label}
    </Button>
  )
}
