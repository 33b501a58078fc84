/**
 * The order list's mouse and touch dragging (@formkit/drag-and-drop): a row dragged by its handle over the
 * others sorts the list (the machine's `order.sort`). Says whether a drag is under way: rows do not animate
 * into their new places then (the library reads where they are drawn as the pointer moves).
 */
import { dragAndDrop } from '@formkit/drag-and-drop';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { FrameId } from '../../../machines/frameOrder.machine';

export function useDragSort(
  listRef: RefObject<HTMLOListElement | null>,
  {
    ids,
    ready,
    busy,
    onSort,
  }: { ids: FrameId[]; ready: boolean; busy: boolean; onSort: (ids: FrameId[]) => void },
): boolean {
  const idsRef = useRef<FrameId[]>(ids);
  idsRef.current = ids;
  const sortRef = useRef(onSort);
  sortRef.current = onSort;
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const parent = listRef.current;
    if (!ready || !parent) return;
    dragAndDrop<FrameId>({
      parent,
      getValues: () => idsRef.current,
      setValues: (next) => sortRef.current([...next]),
      config: {
        dragHandle: '[data-drag-handle]',
        // The handle is focusable (keyboard reordering): by default the library stops a drag when focus
        // moves inside a row, which a mouse press on the handle does.
        handleNodeFocus: () => {},
        handleNodeBlur: () => {},
        disabled: busy,
        draggingClass: 'order-dragging',
        dropZoneClass: 'order-drop-zone',
        synthDraggingClass: 'order-dragging',
        synthDropZoneClass: 'order-drop-zone',
        onDragstart: () => setDragging(true),
        onDragend: () => setDragging(false),
      },
    });
    // The library marks a pressed row aria-selected, which a list item may not carry (axe: aria-allowed-attr);
    // the keyboard handle's aria-pressed says which frame is held instead.
    const strip = new MutationObserver((records) => {
      for (const r of records)
        if (r.target instanceof Element && r.target.hasAttribute('aria-selected'))
          r.target.removeAttribute('aria-selected');
    });
    strip.observe(parent, { attributes: true, attributeFilter: ['aria-selected'], subtree: true });
    return () => strip.disconnect();
  }, [listRef, ready, busy]);

  return dragging;
}
