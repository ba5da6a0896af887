import type { FontWeight } from './font-faces.ts'
import { type ShapedLine, shapeLine } from './shaped-text.ts'

/** The line's width in points at `size`. */
export const widthOf = (line: ShapedLine, size: number) => (line.width * size) / 1000

/**
 * `text` shaped and broken at spaces into lines no wider than `width` points at `size`; past `maxLines` the
 * last line ends in an ellipsis. A word wider than the line is left whole: it is a name, not to be cut.
 */
export async function wrapText(
  text: string,
  options: { size: number; width: number; weight?: FontWeight; maxLines?: number },
): Promise<ShapedLine[]> {
  const { size, width, weight = 'regular', maxLines = 3 } = options
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (current && widthOf(await shapeLine(candidate, weight), size) > width) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  if (current) lines.push(current)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`
    return Promise.all(kept.map((line) => shapeLine(line, weight)))
  }
  return Promise.all(lines.map((line) => shapeLine(line, weight)))
}
