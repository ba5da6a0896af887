import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notifyError } from '../notify.ts'
import { useImageUpload } from './use-image-upload.ts'

vi.mock('../notify.ts', () => ({ notifyError: vi.fn() }))

const SIGNATURE = {
  CloudName: 'local',
  PublicID: 'image_ab12',
  ApiKey: 'local',
  Timestamp: 1_700_000_000,
  Signature: 'c0ffee',
  Folder: 'organizations',
  UploadURL: 'http://localhost/api/media/v1_1/local/auto/upload',
}
const SECURE_URL = 'http://localhost/media/local/image/upload/v1/organizations/image_ab12.png'

/** The network boundary: a request the test answers by hand. */
class FakeRequest {
  static last: FakeRequest | null = null
  upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  url = ''
  sent: FormData | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  send(body: FormData) {
    this.sent = body
    FakeRequest.last = this
  }
  abort() {
    this.onabort?.()
  }
  getResponseHeader() {
    return null
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })

async function sentRequest() {
  await waitFor(() => expect(FakeRequest.last).not.toBeNull())
  return FakeRequest.last as FakeRequest
}

describe('useImageUpload', () => {
  beforeEach(() => {
    FakeRequest.last = null
    vi.stubGlobal('XMLHttpRequest', FakeRequest)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(SIGNATURE)),
    )
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => vi.mocked(notifyError).mockClear())

  it('previews at once, reports progress, and hands over the uploaded URL', async () => {
    const onChange = vi.fn()
    const onUploadingChange = vi.fn()
    const { result } = renderHook(() =>
      useImageUpload({ folder: 'organizations', onChange, onUploadingChange }),
    )
    act(() => void result.current.pick(file()))
    expect(result.current).toMatchObject({ preview: 'blob:preview', uploading: true, progress: 0 })
    expect(onUploadingChange).toHaveBeenLastCalledWith(true)

    const request = await sentRequest()
    expect(request.url).toBe(SIGNATURE.UploadURL)
    expect(
      Object.fromEntries([...(request.sent?.entries() ?? [])].filter(([name]) => name !== 'file')),
    ).toEqual({
      public_id: 'image_ab12',
      folder: 'organizations',
      api_key: 'local',
      timestamp: '1700000000',
      signature: 'c0ffee',
    })
    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 60 }))
    expect(result.current.progress).toBe(0.5)

    act(() => request.answer(200, { secure_url: SECURE_URL }))
    await waitFor(() => expect(result.current.uploading).toBe(false))
    expect(onChange).toHaveBeenCalledWith(SECURE_URL)
    expect(result.current).toMatchObject({ preview: 'blob:preview', uploaded: SECURE_URL })
    expect(onUploadingChange).toHaveBeenLastCalledWith(false)
  })

  it('reports a refused upload, ends uploading and keeps the previous image', async () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useImageUpload({ folder: 'organizations', onChange }))
    act(() => void result.current.pick(file()))
    const request = await sentRequest()
    act(() => request.answer(400, { error: { message: 'The file is not an image' } }))
    await waitFor(() => expect(result.current.uploading).toBe(false))
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The file is not an image' }))
    expect(result.current.preview).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('reports a lost connection the same way', async () => {
    const { result } = renderHook(() => useImageUpload({ folder: 'organizations', onChange: vi.fn() }))
    act(() => void result.current.pick(file()))
    const request = await sentRequest()
    act(() => request.onerror?.())
    await waitFor(() => expect(result.current.uploading).toBe(false))
    expect(notifyError).toHaveBeenCalledTimes(1)
  })

  it('stays quiet about an upload replaced by a newer pick', async () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useImageUpload({ folder: 'organizations', onChange }))
    act(() => void result.current.pick(file()))
    const first = await sentRequest()
    FakeRequest.last = null
    act(() => void result.current.pick(file()))
    const second = await sentRequest()
    expect(second).not.toBe(first)
    act(() => second.answer(200, { secure_url: SECURE_URL }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(SECURE_URL))
    expect(notifyError).not.toHaveBeenCalled()
    expect(result.current.uploading).toBe(false)
  })
})
