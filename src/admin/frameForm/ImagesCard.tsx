/**
 * The Frame Images card: one list, saved images first, then the queue. Reorder by drag (mouse and touch,
 * @formkit/drag-and-drop) or keyboard (Alt + arrow keys on a focused image, or its move buttons); the
 * image list machine decides: within saved (persisted at once on an edit), within the queue, or refused
 * across. Remove a queued file, delete a saved image (confirmed).
 */
import { Card, chakra, Flex, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import { MAX_IMAGES } from '../../../machines/frameFormRules';
import { keysOf } from '../../../machines/imageList.machine';
import { assetSrcset, assetUrl } from '../../api/assets';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ImageDropZone } from './ImageDropZone';
import { ReorderOffline } from './ImagesOffline';
import { ImagesStatus } from './ImagesStatus';
import { ImageTile, type Tile } from './ImageTile';
import type { ImageListRef } from './types';
import { useImageOrder } from './useImageOrder';

export function ImagesCard({
  images,
  urls,
  cardRef,
  frameName,
}: {
  images: ImageListRef;
  urls: ReadonlyMap<string, string>;
  cardRef: RefObject<HTMLDivElement | null>;
  /** The name typed (the alt texts' placeholder says it). */
  frameName: string;
}) {
  const state = useSelector(images, (s) => s);
  const send = images.send;
  const { saved, queued, pending, alts } = state.context;
  const atRest = state.matches('ready');
  const total = saved.length + queued.length;

  const tiles: Tile[] = [
    ...saved.map((s, i) => ({
      key: s.key,
      kind: 'saved' as const,
      src: assetUrl(s.imageUrl),
      srcset: assetSrcset(s.srcset),
      name: `Saved image ${i + 1}`,
      alt: alts[s.key] ?? s.alt,
    })),
    ...queued.map((q) => ({
      key: q.key,
      kind: 'queued' as const,
      src: urls.get(q.key) ?? '',
      srcset: '',
      name: q.file.name,
      alt: '',
    })),
  ];

  const { listRef, shownKeys, move, onTileKey } = useImageOrder(send, keysOf(state.context), atRest);
  const byKey = new Map(tiles.map((t) => [t.key, t]));
  const shown = shownKeys.flatMap((k) => (byKey.has(k) ? [byKey.get(k) as Tile] : []));

  // A delete that found no connection: the picture stays, its dialog open with the connection message.
  const offlineDelete = state.matches('deleteOffline');

  return (
    <Card.Root
      ref={cardRef}
      id="images"
      tabIndex={-1}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
    >
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2">Frame Images</Card.Title>
          <Text fontSize="sm" color="fg.muted" data-testid="image-count">
            {total}/{MAX_IMAGES} images
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body>
        <ImageDropZone
          atRest={atRest}
          full={total >= MAX_IMAGES}
          onFiles={(files) => send({ type: 'images.add', files })}
        />
        <ImagesStatus state={state} />
        {state.matches('reorderOffline') && <ReorderOffline send={send} />}

        {tiles.length > 0 && (
          <Text fontSize="xs" color="fg.muted" mt="3">
            Drag to reorder, or focus an image and press Alt + arrow keys. Saved images and new ones are
            ordered separately; the first image is the main one.
          </Text>
        )}
        <chakra.ul
          ref={listRef}
          aria-label="Frame images"
          listStyleType="none"
          display="grid"
          gridTemplateColumns="repeat(auto-fill, minmax(132px, 1fr))"
          gap="3"
          mt={tiles.length ? '2' : '0'}
          css={{
            '& .image-dragging': { opacity: 0.5 },
            '& .image-drop-zone': { outline: '2px dashed var(--chakra-colors-blue-400)' },
          }}
        >
          {shown.map((tile, index) => (
            <ImageTile
              key={tile.key}
              tile={tile}
              index={index}
              count={shown.length}
              atRest={atRest}
              stored={tile.kind === 'saved' && saved.some((s) => s.key === tile.key && s.id != null)}
              frameName={frameName}
              onKeyDown={(e) => onTileKey(e, tile.key)}
              onRemove={() => send({ type: 'images.remove', key: tile.key })}
              onMove={(by, control) => move(tile.key, by, control)}
              onAlt={(alt) => send({ type: 'images.alt', key: tile.key, alt })}
            />
          ))}
        </chakra.ul>
      </Card.Body>
      <ConfirmDialog
        open={state.hasTag('dialogOpen')}
        title="Delete image"
        confirmLabel={offlineDelete ? 'Try again' : 'Delete'}
        destructive
        busy={state.matches('deleting')}
        onConfirm={() => send({ type: offlineDelete ? 'images.retry' : 'images.confirm' })}
        onCancel={() => send({ type: 'images.cancel' })}
      >
        {pending
          ? 'This image will be deleted from the frame and from image hosting. This action cannot be undone.'
          : ''}
        {offlineDelete && (
          <Text mt="2" color="fg.error" role="alert" data-testid="offline">
            {CONNECTION_TEXTS.lost}
          </Text>
        )}
      </ConfirmDialog>
    </Card.Root>
  );
}
