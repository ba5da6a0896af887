import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import '../../lib/i18n.ts'
import { OtpInput } from './otp-input.tsx'

function renderOtp(props: { length?: number } = {}) {
  const onComplete = vi.fn()
  const onChange = vi.fn()
  render(
    <MantineProvider env="test">
      <OtpInput label="Code" onComplete={onComplete} onChange={onChange} {...props} />
    </MantineProvider>,
  )
  const boxes = screen.getAllByRole('textbox') as HTMLInputElement[]
  const values = () => boxes.map((box) => box.value).join('|')
  return { boxes, values, onComplete, onChange }
}

const type = (box: HTMLInputElement, text: string) =>
  fireEvent.change(box, { target: { value: box.value + text } })
const paste = (box: HTMLInputElement, text: string) =>
  fireEvent.paste(box, { clipboardData: { getData: () => text } })

describe('OTP input', () => {
  beforeAll(() => {})
  afterEach(cleanup)

  it('shows six boxes labelled for screen readers, in a labelled group', () => {
    const { boxes } = renderOtp()
    expect(boxes).toHaveLength(6)
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBe(boxes[0])
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toBe(boxes[5])
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy()
  })

  it('takes a digit per box and moves on as the user types', () => {
    const { boxes, values } = renderOtp()
    type(boxes[0] as HTMLInputElement, '4')
    expect(document.activeElement).toBe(boxes[1])
    type(boxes[1] as HTMLInputElement, '2')
    expect(values()).toBe('4|2||||')
    expect(document.activeElement).toBe(boxes[2])
  })

  it('replaces the digit in a filled box with the one typed', () => {
    const { boxes, values } = renderOtp()
    type(boxes[0] as HTMLInputElement, '4')
    type(boxes[0] as HTMLInputElement, '7')
    expect(values()).toBe('7|||||')
  })

  it('refuses anything but the digits 0-9 in number mode', () => {
    const { boxes, values, onChange } = renderOtp()
    for (const text of ['a', ' ', '-', '٣', '.']) type(boxes[0] as HTMLInputElement, text)
    expect(values()).toBe('|||||')
    expect(onChange).not.toHaveBeenCalled()
    expect(document.activeElement).not.toBe(boxes[1])
  })

  it('takes digits typed on a Bengali keyboard as the same digits', () => {
    const { boxes, values, onComplete } = renderOtp()
    paste(boxes[0] as HTMLInputElement, '১২৩৪৫৬')
    expect(values()).toBe('1|2|3|4|5|6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('fills the boxes from a paste, digits only, at most six', () => {
    const { boxes, values, onComplete } = renderOtp()
    paste(boxes[0] as HTMLInputElement, ' 12-34 5678')
    expect(values()).toBe('1|2|3|4|5|6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it('fills from the focused box when the paste is shorter than the code', () => {
    const { boxes, values } = renderOtp()
    paste(boxes[2] as HTMLInputElement, '98')
    expect(values()).toBe('||9|8||')
    expect(document.activeElement).toBe(boxes[4])
  })

  it('clears the box with backspace, then steps back to the previous one', () => {
    const { boxes, values } = renderOtp()
    paste(boxes[0] as HTMLInputElement, '123')
    const third = boxes[2] as HTMLInputElement
    fireEvent.keyDown(third, { key: 'Backspace' })
    expect(values()).toBe('1|2||||')
    expect(document.activeElement).toBe(third)
    fireEvent.keyDown(third, { key: 'Backspace' })
    expect(values()).toBe('1|||||')
    expect(document.activeElement).toBe(boxes[1])
  })

  it('moves between boxes with the arrow keys, stopping at the ends', () => {
    const { boxes } = renderOtp()
    ;(boxes[0] as HTMLInputElement).focus()
    fireEvent.keyDown(boxes[0] as HTMLInputElement, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(boxes[0])
    fireEvent.keyDown(boxes[0] as HTMLInputElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(boxes[1])
    fireEvent.keyDown(boxes[1] as HTMLInputElement, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(boxes[0])
    fireEvent.keyDown(boxes[0] as HTMLInputElement, { key: 'End' })
    expect(document.activeElement).toBe(boxes[5])
  })

  it('completes once every box is filled, with the whole code', () => {
    const { boxes, onComplete, onChange } = renderOtp({ length: 4 })
    expect(boxes).toHaveLength(4)
    for (const [index, digit] of ['0', '9', '1', '3'].entries()) {
      expect(onComplete).not.toHaveBeenCalled()
      type(boxes[index] as HTMLInputElement, digit)
    }
    expect(onChange).toHaveBeenLastCalledWith('0913')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('0913')
  })
})
