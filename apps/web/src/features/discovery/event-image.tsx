import { Box, type BoxProps } from '@mantine/core'
import { IconTicket } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { imageUrl } from '../../lib/media/image-url.ts'
import classes from './event-image.module.css'

type Props = BoxProps & {
  src: string | null
  /** Widths to offer the browser, smallest first; it picks by `sizes` and the screen's density. */
  widths: number[]
  sizes: string
  /** The page's main picture loads at once; cards load as they scroll into view. */
  priority?: boolean
  children?: ReactNode
}

/**
 * An event banner cropped to 16:9 by the image host. The frame keeps its shape before the picture
 * arrives (no layout shift); events without a banner get a quiet placeholder.
 */
export function EventImage({ src, widths, sizes, priority = false, children, className, ...box }: Props) {
  const smallest = widths[0] ?? 400
  return (
    <Box className={[classes.frame, className].filter(Boolean).join(' ')} {...box}>
      {src ? (
        <img
          className={classes.image}
          src={imageUrl(src, { aspect: '16:9', width: smallest })}
          srcSet={widths.map((width) => `${imageUrl(src, { aspect: '16:9', width })} ${width}w`).join(', ')}
          sizes={sizes}
          width={smallest}
          height={Math.round((smallest * 9) / 16)}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div className={classes.placeholder}>
          <IconTicket size={48} stroke={1.2} aria-hidden />
        </div>
      )}
      {children}
    </Box>
  )
}
