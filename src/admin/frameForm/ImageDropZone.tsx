/**
 * The Frame Images card's place to add pictures: Choose images (a file picker) or files dropped on it, sent
 * to the image list machine (machines/imageList.machine.ts), which checks them.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { IMAGE_HINT, MAX_IMAGES, type PickedFile } from '../../../machines/frameFormRules';

export function ImageDropZone({
  atRest,
  full,
  onFiles,
}: {
  /** The list is at rest: files may be added. */
  atRest: boolean;
  /** The frame has its most pictures already (Choose images is off). */
  full: boolean;
  onFiles: (files: PickedFile[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const addFiles = (files: FileList | null) => {
    if (files?.length) onFiles([...files] as PickedFile[]);
  };
  const [dropping, setDropping] = useState(false);
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dropping ? 'blue.400' : 'border'}
      bg={dropping ? 'blue.50' : 'bg.subtle'}
      borderRadius="lg"
      p="4"
      textAlign="center"
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(e) => {
        if (!e.dataTransfer.files.length) return;
        e.preventDefault();
        setDropping(false);
        if (atRest) addFiles(e.dataTransfer.files);
      }}
    >
      <Button size="sm" onClick={() => input.current?.click()} disabled={!atRest || full}>
        Choose images
      </Button>
      <Text fontSize="sm" color="fg.muted" mt="2">
        or drop them here. {IMAGE_HINT}. At most {MAX_IMAGES} per frame, 5MB each.
      </Text>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Choose images"
        data-testid="image-input"
        onChange={(e) => {
          addFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
