/**
 * Frame Display Order (/admin/frame-sorting): the frames in their storefront order, reordered by drag
 * (mouse and touch, @formkit/drag-and-drop) or keyboard (a handle: Space picks up, arrows move, Space
 * drops, Escape cancels; or the move buttons). The flow is machines/frameOrder.machine.ts.
 */
import { Alert, Badge, Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { MotionConfig } from 'framer-motion';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import type { FrameId, OrderFrame } from '../../../machines/frameOrder.machine';
import { inspect } from '../devInspect';
import { useLeaveGuard } from '../leaveGuard';
import { AdminPage } from '../ui/AdminPage';
import { OfflineNotice } from '../ui/OfflineNotice';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useShopClient } from '../useShopClient';
import { frameOrderMachineFor } from './frameOrder.actors';
import { OrderRow } from './OrderRow';
import { useDragSort } from './useDragSort';

export const ORDER_HELP =
  'Order 0 appears first on the customer side. Each frame has a unique order number: its position in this list.';
export const KEYBOARD_HELP =
  'Keyboard: focus a frame’s handle, press Space to pick it up, the arrow keys (or Home and End) to move it, Space to drop it, Escape to cancel. The up and down buttons move a frame one place.';

export default function FrameOrderPage() {
  const client = useShopClient();
  const machine = useMemo(() => frameOrderMachineFor(client), [client]);
  const [state, send] = useMachine(machine, { inspect });
  const { frames } = state.context;
  const busy = state.hasTag('saving');
  const unsaved = state.hasTag('unsaved');
  useLeaveGuard(unsaved);

  // Keyboard pick-up: which frame is held, and where it was picked up (Escape puts it back).
  const [held, setHeld] = useState<{ id: FrameId; origin: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<FrameId, HTMLDivElement>());
  const focusAfterMove = useRef<FrameId | null>(null);

  const listRef = useRef<HTMLOListElement>(null);
  const ready = !state.hasTag('notLoaded') && frames.length > 0;
  const dragging = useDragSort(listRef, {
    ids: frames.map((f) => f.id),
    ready,
    busy,
    onSort: (ids) => send({ type: 'order.sort', ids }),
  });

  // A keyed row moved by React may lose focus: give it back to the moved frame's handle.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    focusAfterMove.current = null;
    const el = handles.current.get(id);
    if (el && document.activeElement !== el) el.focus();
  });

  const position = (id: FrameId) => frames.findIndex((f) => f.id === id);
  const move = (frame: OrderFrame, from: number, to: number) => {
    if (busy || to < 0 || to >= frames.length || from === to) return;
    focusAfterMove.current = frame.id;
    send({ type: 'order.move', from, to });
    setAnnouncement(`${frame.name} moved to position ${to + 1} of ${frames.length}.`);
  };

  const onHandleKey = (e: React.KeyboardEvent, frame: OrderFrame, index: number) => {
    const last = frames.length - 1;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (held?.id === frame.id) {
        setHeld(null);
        setAnnouncement(`${frame.name} dropped at position ${index + 1} of ${frames.length}.`);
      } else {
        setHeld({ id: frame.id, origin: index });
        setAnnouncement(
          `${frame.name} picked up at position ${index + 1} of ${frames.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
        );
      }
      return;
    }
    if (held?.id !== frame.id) return;
    const to =
      e.key === 'ArrowUp' || e.key === 'ArrowLeft'
        ? index - 1
        : e.key === 'ArrowDown' || e.key === 'ArrowRight'
          ? index + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to !== null) {
      e.preventDefault();
      move(frame, index, Math.max(0, Math.min(last, to)));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setHeld(null);
      if (held.origin !== index) {
        focusAfterMove.current = frame.id;
        send({ type: 'order.move', from: index, to: held.origin });
      }
      setAnnouncement(`Reordering cancelled. ${frame.name} returned to position ${held.origin + 1}.`);
    }
  };

  const actions = (
    <>
      {unsaved && (
        <Badge bg="orange.700" color="white" size="lg" alignSelf="center" data-testid="unsaved-badge">
          Unsaved Changes
        </Badge>
      )}
      <Button
        variant="outline"
        onClick={() => {
          setHeld(null);
          send({ type: 'order.reset' });
        }}
        disabled={!unsaved || busy}
      >
        Reset
      </Button>
      <Button
        colorPalette="blue"
        onClick={() => {
          setHeld(null);
          send({ type: 'order.save' });
        }}
        disabled={!unsaved || busy}
        loading={busy}
        loadingText="Saving..."
      >
        Save Order
      </Button>
    </>
  );

  return (
    <AdminPage
      title="Frame Display Order"
      subtitle="Drag frames to set the order customers see them in."
      actions={ready ? actions : undefined}
    >
      <Box
        role="note"
        mb="4"
        p="4"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="blue.200"
        bg="blue.50"
        color="blue.900"
        data-testid="order-help"
      >
        <Text fontWeight="medium">{ORDER_HELP}</Text>
        <Text mt="1" id="order-keyboard-help" fontSize="sm">
          {KEYBOARD_HELP}
        </Text>
      </Box>

      {state.matches('saveFailed') && (
        <Alert.Root status="error" mb="4" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to update frame order</Alert.Title>
            <Alert.Description>Your order is kept. Press Save Order to try again.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {state.hasTag('conflict') && (
        <Alert.Root status="warning" mb="4" borderRadius="lg" data-testid="order-conflict">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Someone else changed the order</Alert.Title>
            <Alert.Description>
              Nothing was saved; your order is kept. Reload to see theirs (yours is discarded), or overwrite
              theirs with yours (frames added meanwhile go last).
            </Alert.Description>
            <Flex gap="2" mt="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="blue"
                disabled={busy}
                onClick={() => send({ type: 'order.reload' })}
              >
                Reload (discard my order)
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={state.matches('overwriting')}
                onClick={() => send({ type: 'order.overwrite' })}
              >
                Overwrite with my order
              </Button>
            </Flex>
          </Alert.Content>
        </Alert.Root>
      )}

      {state.matches('offline') && (
        <Box mb="4">
          <OfflineNotice message={CONNECTION_TEXTS.lost} onRetry={() => send({ type: 'order.save' })} />
        </Box>
      )}

      <Box aria-live="assertive" aria-atomic="true" className="sr-only" style={visuallyHidden}>
        {announcement}
      </Box>

      {state.matches('loading') && <LoadingState text="Loading frames..." />}
      {state.matches('loadFailed') && (
        <ErrorState message="Failed to fetch frames" onRetry={() => send({ type: 'order.retry' })} />
      )}
      {!state.hasTag('notLoaded') && frames.length === 0 && (
        <EmptyState title="No frames yet" description="Frames you add will appear here to be ordered." />
      )}
      {ready && (
        // A moved frame slides to its new place (not while dragged: see useDragSort), unless the system
        // asks for reduced motion.
        <MotionConfig reducedMotion="user" transition={{ duration: 0.2, ease: 'easeOut' }}>
          <chakra.ol
            ref={listRef}
            display="flex"
            flexDirection="column"
            gap="2"
            listStyleType="none"
            p="0"
            m="0"
            aria-label="Frames in display order"
            aria-busy={busy}
            data-testid="order-list"
            css={{
              '& .order-dragging': { opacity: 0.5 },
              '& .order-drop-zone': { outline: '2px dashed', outlineColor: 'blue.400' },
            }}
          >
            {frames.map((frame, index) => (
              <OrderRow
                key={frame.id}
                frame={frame}
                index={index}
                count={frames.length}
                held={held?.id === frame.id}
                busy={busy}
                animate={!dragging}
                handleRef={(el) => {
                  if (el) handles.current.set(frame.id, el);
                  else handles.current.delete(frame.id);
                }}
                onHandleKey={(e) => onHandleKey(e, frame, index)}
                onHandleBlur={() => {
                  if (held?.id === frame.id && focusAfterMove.current !== frame.id) setHeld(null);
                }}
                onMove={(to) => move(frame, position(frame.id), to)}
              />
            ))}
          </chakra.ol>
        </MotionConfig>
      )}
    </AdminPage>
  );
}

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
