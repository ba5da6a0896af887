import { useEffect, useRef, useState } from 'react'
import { notifyError } from '../notify.ts'
import { type MediaFolder, mediaSignature, sendUpload } from './upload-image.ts'

export type ImageUploadState = {
  /** A local object URL of the picked file, shown at once (product §4). */
  preview: string | null
  /** 0 to 1 while uploading. */
  progress: number
  uploading: boolean
  /** The URL the last finished upload gave; the preview stands for it. */
  uploaded: string | null
}

type Options = {
  folder: MediaFolder
  /** The organization the image is for, when there is one (its upload quota applies). */
  accountId?: string
  onChange: (url: string) => void
  onUploadingChange?: (uploading: boolean) => void
}

const IDLE: ImageUploadState = { preview: null, progress: 0, uploading: false, uploaded: null }

/**
 * Picks, previews and uploads one image: the uploading flag stays on until the upload is done or
 * has failed; a failure goes to the generic error handler and the previous image stays.
 */
export function useImageUpload({ folder, accountId, onChange, onUploadingChange }: Options) {
  const [state, setState] = useState<ImageUploadState>(IDLE)
  const running = useRef<AbortController | null>(null)

  // An object URL holds the file in memory until revoked.
  const preview = state.preview
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  useEffect(() => () => running.current?.abort(), [])

  async function pick(file: File | null) {
    if (!file) return
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setState({ preview: URL.createObjectURL(file), progress: 0, uploading: true, uploaded: null })
    onUploadingChange?.(true)
    try {
      const signature = await mediaSignature(folder, controller.signal, accountId)
      const { secure_url } = await sendUpload(
        signature,
        file,
        (progress) => setState((current) => ({ ...current, progress })),
        controller.signal,
      )
      setState((current) => ({ ...current, progress: 1, uploading: false, uploaded: secure_url }))
      onChange(secure_url)
    } catch (error) {
      // A newer pick or the form closing stopped this one: nothing to report.
      if (controller.signal.aborted) return
      setState(IDLE)
      notifyError(error)
    } finally {
      if (!controller.signal.aborted) onUploadingChange?.(false)
    }
  }

  /** Forgets the preview, e.g. when the image is removed. */
  function reset() {
    running.current?.abort()
    if (state.uploading) onUploadingChange?.(false)
    setState(IDLE)
  }

  return { ...state, pick, reset }
}
