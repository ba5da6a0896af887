import {
  AspectRatio,
  Box,
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  Stack,
  Text,
} from '@mantine/core'
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react'
import { useRef } from 'react'
import { useCommonFormsTranslation } from '../common-forms/translation.ts'
import { type ImageAspect, imageUrl } from './image-url.ts'
import type { MediaFolder } from './upload-image.ts'
import { useImageUpload } from './use-image-upload.ts'

type Props = {
  label: string
  description?: string
  error?: string
  folder: MediaFolder
  /** The organization the image is for, when known (its upload quota applies). */
  accountId?: string
  /** '1:1' for logos and faces, the 16:9 default for covers. */
  aspect?: ImageAspect
  /** The stored image URL, or blank for none. */
  value?: string | null
  onChange: (url: string) => void
  onUploadingChange?: (uploading: boolean) => void
}

const ratioOf = (aspect: ImageAspect) => {
  const [width = 1, height = 1] = aspect.split(':').map(Number)
  return width / height
}

/** Chooses an image, shows it at once, uploads it with a progress bar and hands back its URL. */
export function ImageUploader({
  label,
  description,
  error,
  folder,
  accountId,
  aspect = '16:9',
  value,
  onChange,
  onUploadingChange,
}: Props) {
  const { t } = useCommonFormsTranslation()
  const resetRef = useRef<() => void>(null)
  const upload = useImageUpload({ folder, accountId, onChange, onUploadingChange })
  const square = aspect === '1:1'
  // The local preview stands in while uploading, and for the image it became until the value moves on.
  const ownPreview = upload.uploading || (upload.uploaded !== null && upload.uploaded === value)
  const source =
    upload.preview && ownPreview
      ? upload.preview
      : value
        ? imageUrl(value, { aspect, width: square ? 100 : 800 })
        : null
  const percent = Math.round(upload.progress * 100)

  const remove = () => {
    upload.reset()
    onChange('')
  }

  return (
    // The file input carries the label itself; the wrapper's label is a heading for the block.
    <Input.Wrapper label={label} labelElement="div" description={description} error={error}>
      <Group align="flex-start" wrap={square ? 'nowrap' : 'wrap'} mt={4}>
        <Box w={square ? 96 : '100%'} maw={square ? 96 : 320} style={{ flexShrink: 0 }}>
          <AspectRatio ratio={ratioOf(aspect)}>
            {source ? (
              <Image src={source} alt={t('imageUploader.preview', { label })} radius="md" fit="cover" />
            ) : (
              <Center
                role="img"
                aria-label={t('imageUploader.empty')}
                bg="var(--mantine-color-default-hover)"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                <IconPhoto size={28} aria-hidden stroke={1.5} />
              </Center>
            )}
          </AspectRatio>
        </Box>
        <Stack gap="xs" miw={0}>
          <FileButton
            // Cleared after each pick, so choosing the same file again (after removing it) still uploads.
            resetRef={resetRef}
            onChange={(file) => {
              void upload.pick(file)
              resetRef.current?.()
            }}
            accept="image/*"
            inputProps={{ 'aria-label': label }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                disabled={upload.uploading}
              >
                {value ? t('imageUploader.change') : t('imageUploader.choose')}
              </Button>
            )}
          </FileButton>
          {value && !upload.uploading && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
              {t('imageUploader.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      {upload.uploading && (
        <Stack gap={4} mt="xs">
          <Progress value={percent} animated aria-label={t('imageUploader.progress')} />
          <Text size="xs" c="dimmed">
            {t('imageUploader.uploading', { percent })}
          </Text>
        </Stack>
      )}
    </Input.Wrapper>
  )
}
