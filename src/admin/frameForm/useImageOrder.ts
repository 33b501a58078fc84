/**
 * The Frame Images list's order as staff move it: by drag (mouse and touch, @formkit/drag-and-drop; the order
 * shows live, and on drop the image list machine decides) or by keyboard (Alt + arrow keys on a focused
 * image, or its move buttons; the focus stays on the moved image), Delete on a focused image removes it.
 */
import { dragAndDrop } from '@formkit/drag-and-drop';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Control } from './ImageTile';
import type { ImageListRef } from './types';

export function useImageOrder(send: ImageListRef['send'], machineKeys: string[], atRest: boolean) {
  // A drag shows its order live; on drop the machine decides (and the list follows the machine again).
  const [dragKeys, setDragKeys] = useState<string[] | null>(null);
  const shownKeys = dragKeys ?? machineKeys;
  const shownRef = useRef(shownKeys);
  shownRef.current = shownKeys;

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

  return { listRef, shownKeys, move, onTileKey };
}
