/**
 * One picture of the Frame Images card's list (saved or queued): its image, position and kind, Delete or
 * Remove, the move buttons and the alt text. The list (ImagesCard) says what each control does.
 */
import { Badge, Box, Button, chakra, Flex } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { ImageAltField } from './ImageAltField';

export interface Tile {
  key: string;
  kind: 'saved' | 'queued';
  src: string;
  srcset: string;
  name: string;
  /** A saved picture's alt text as typed (else as saved). */
  alt: string;
}

/** The control a keyboard move came from (the focus stays on it, or on the tile). */
export type Control = 'tile' | 'earlier' | 'later';

const ICON_BUTTON = { size: 'xs', variant: 'outline', minW: '8' } as const;

export function ImageTile({
  tile,
  index,
  count,
  atRest,
  stored,
  frameName,
  onKeyDown,
  onRemove,
  onMove,
  onAlt,
}: {
  tile: Tile;
  /** Its place in the list shown (0 first), of `count`. */
  index: number;
  count: number;
  /** The list is at rest: its controls work. */
  atRest: boolean;
  /** A saved picture that has its id (its alt text is saved on its own). */
  stored: boolean;
  /** The name typed (the alt text's placeholder says it). */
  frameName: string;
  onKeyDown: (e: KeyboardEvent) => void;
  onRemove: () => void;
  onMove: (by: number, control: Control) => void;
  onAlt: (alt: string) => void;
}) {
  return (
    <chakra.li
      data-key={tile.key}
      data-kind={tile.kind}
      data-testid="image-tile"
      tabIndex={0}
      aria-label={`${tile.name}, ${tile.kind === 'saved' ? 'saved' : 'new, not uploaded yet'}, position ${index + 1} of ${count}`}
      aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Delete"
      onKeyDown={onKeyDown}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      cursor={atRest ? 'grab' : 'default'}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
    >
      <Box position="relative" aspectRatio="4 / 5" bg="gray.100">
        {tile.src && (
          <img
            src={tile.src}
            srcSet={tile.srcset || undefined}
            sizes={tile.srcset ? '160px' : undefined}
            alt=""
            draggable={false}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
        <Badge
          position="absolute"
          top="1"
          left="1"
          bg={tile.kind === 'saved' ? 'green.700' : 'blue.700'}
          color="white"
          size="xs"
        >
          {index + 1} · {tile.kind === 'saved' ? 'Saved' : 'New'}
        </Badge>
        <Button
          position="absolute"
          top="1"
          right="1"
          size="2xs"
          bg="white"
          color="red.700"
          borderWidth="1px"
          borderColor="red.300"
          _hover={{ bg: 'red.50' }}
          aria-label={`${tile.kind === 'saved' ? 'Delete' : 'Remove'} ${tile.name}`}
          disabled={!atRest}
          onClick={onRemove}
        >
          {tile.kind === 'saved' ? 'Delete' : 'Remove'}
        </Button>
      </Box>
      <Flex gap="2" p="1.5" justify="center">
        <Button
          {...ICON_BUTTON}
          data-control="earlier"
          aria-label={`Move ${tile.name} earlier`}
          title="Move earlier"
          disabled={!atRest || index === 0}
          onClick={() => onMove(-1, 'earlier')}
        >
          ←
        </Button>
        <Button
          {...ICON_BUTTON}
          data-control="later"
          aria-label={`Move ${tile.name} later`}
          title="Move later"
          disabled={!atRest || index === count - 1}
          onClick={() => onMove(1, 'later')}
        >
          →
        </Button>
      </Flex>
      <ImageAltField
        tileKey={tile.key}
        saved={stored}
        value={tile.alt}
        frameName={frameName}
        index={index}
        disabled={!atRest}
        onChange={onAlt}
      />
    </chakra.li>
  );
}
