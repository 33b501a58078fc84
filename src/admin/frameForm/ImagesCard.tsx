/**
 * The Frame Images card: one list, saved images first, then the queue. Reorder by drag (mouse and touch,
 * @formkit/drag-and-drop) or keyboard (Alt + arrow keys on a focused image, or its move buttons); the
 * image list machine decides: within saved (persisted at once on an edit), within the queue, or refused
 * across. Remove a queued file, delete a saved image (confirmed).
 */
import { Alert, Badge, Box, Button, Card, chakra, Flex, Spinner, Text } from '@chakra-ui/react';
import { dragAndDrop } from '@formkit/drag-and-drop';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import { IMAGE_HINT, MAX_IMAGES, type PickedFile } from '../../../machines/frameFormRules';
import { IMAGE_TEXTS, keysOf } from '../../../machines/imageList.machine';
import { assetSrcset, assetUrl } from '../../api/assets';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ImageAltField } from './ImageAltField';
import { ReorderOffline } from './ImagesOffline';
import type { ImageListRef } from './types';

interface Tile {
  key: string;
  kind: 'saved' | 'queued';
  src: string;
  srcset: string;
  name: string;
  /** A saved picture's alt text as typed (else as saved). */
  alt: string;
}

type Control = 'tile' | 'earlier' | 'later';

const ICON_BUTTON = { size: 'xs', variant: 'outline', minW: '8' } as const;

/** What the list's state means, said in words (announced politely). */
function statusOf(state: ReturnType<ImageListRef['getSnapshot']>) {
  if (state.matches('persisting')) return { status: 'info', text: 'Saving image order...' } as const;
  if (state.matches('deleting')) return { status: 'info', text: 'Deleting image...' } as const;
  if (state.matches({ ready: 'refused' })) return { status: 'warning', text: IMAGE_TEXTS.across } as const;
  if (state.matches({ ready: 'restored' }))
    return { status: 'error', text: `${IMAGE_TEXTS.orderFailed}: the previous order is back.` } as const;
  for (const problem of ['wrongType', 'tooLarge', 'tooMany'] as const)
    if (state.matches({ ready: { rejected: problem } }))
      return {
        status: 'error',
        text: `${IMAGE_TEXTS[problem].title}: ${IMAGE_TEXTS[problem].description}`,
      } as const;
  return null;
}

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

  // A drag shows its order live; on drop the machine decides (and the list follows the machine again).
  const [dragKeys, setDragKeys] = useState<string[] | null>(null);
  const machineKeys = keysOf(state.context);
  const shownKeys = dragKeys ?? machineKeys;
  const shownRef = useRef(shownKeys);
  shownRef.current = shownKeys;
  const byKey = new Map(tiles.map((t) => [t.key, t]));
  const shown = shownKeys.flatMap((k) => (byKey.has(k) ? [byKey.get(k) as Tile] : []));

  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const parent = listRef.current;
    if (!parent) return;
    dragAndDrop<string>({
      parent,
      getValues: () => shownRef.current,
      setValues: (keys) => setDragKeys([...keys]),
      config: {
        disabled: !atRest,
        draggingClass: 'image-dragging',
        dropZoneClass: 'image-drop-zone',
        synthDraggingClass: 'image-dragging',
        synthDropZoneClass: 'image-drop-zone',
        onDragend: () => {
          const keys = shownRef.current;
          setDragKeys(null);
          send({ type: 'images.arrange', keys: [...keys] });
        },
      },
    });
  }, [atRest, send]);

  // Keyboard moves keep the focus on the moved image (React may re-insert its node).
  const focusAfter = useRef<{ key: string; control: Control } | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const tile = listRef.current?.querySelector<HTMLElement>(`[data-key="${target.key}"]`);
    const button = tile?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`);
    const el = button && !button.disabled ? button : tile;
    if (el && document.activeElement !== el) el.focus();
  });

  const move = (key: string, by: number, control: Control) => {
    focusAfter.current = { key, control };
    send({ type: 'images.move', key, by });
  };
  const onTileKey = (e: KeyboardEvent, key: string) => {
    if (e.target !== e.currentTarget) return;
    if (e.altKey && (e.key === 'ArrowLeft' || e.key === 'ArrowUp')) {
      e.preventDefault();
      move(key, -1, 'tile');
    } else if (e.altKey && (e.key === 'ArrowRight' || e.key === 'ArrowDown')) {
      e.preventDefault();
      move(key, 1, 'tile');
    } else if (e.key === 'Delete') {
      e.preventDefault();
      send({ type: 'images.remove', key });
    }
  };

  const input = useRef<HTMLInputElement>(null);
  const addFiles = (files: FileList | null) => {
    if (files?.length) send({ type: 'images.add', files: [...files] as PickedFile[] });
  };
  const [dropping, setDropping] = useState(false);
  const status = statusOf(state);
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
          <Button size="sm" onClick={() => input.current?.click()} disabled={!atRest || total >= MAX_IMAGES}>
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

        <Box aria-live="polite" mt={status ? '3' : '0'}>
          {status && (
            <Alert.Root status={status.status} size="sm" data-testid="image-status">
              <Alert.Indicator>
                {status.status === 'info' ? <Spinner size="sm" /> : undefined}
              </Alert.Indicator>
              <Alert.Title>{status.text}</Alert.Title>
            </Alert.Root>
          )}
        </Box>
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
            <chakra.li
              key={tile.key}
              data-key={tile.key}
              data-kind={tile.kind}
              data-testid="image-tile"
              tabIndex={0}
              aria-label={`${tile.name}, ${tile.kind === 'saved' ? 'saved' : 'new, not uploaded yet'}, position ${index + 1} of ${shown.length}`}
              aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Delete"
              onKeyDown={(e) => onTileKey(e, tile.key)}
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
                  onClick={() => send({ type: 'images.remove', key: tile.key })}
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
                  onClick={() => move(tile.key, -1, 'earlier')}
                >
                  ←
                </Button>
                <Button
                  {...ICON_BUTTON}
                  data-control="later"
                  aria-label={`Move ${tile.name} later`}
                  title="Move later"
                  disabled={!atRest || index === shown.length - 1}
                  onClick={() => move(tile.key, 1, 'later')}
                >
                  →
                </Button>
              </Flex>
              <ImageAltField
                tileKey={tile.key}
                saved={tile.kind === 'saved' && saved.some((s) => s.key === tile.key && s.id != null)}
                value={tile.alt}
                frameName={frameName}
                index={index}
                disabled={!atRest}
                onChange={(alt) => send({ type: 'images.alt', key: tile.key, alt })}
              />
            </chakra.li>
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
