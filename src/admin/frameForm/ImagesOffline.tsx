/**
 * The Frame Images card while a reorder found no connection (machines/imageList.machine.ts, reorderOffline): the new order
 * stays shown with the connection message and Try again; or the order before is put back. (A delete that
 * found no connection keeps its dialog open: see ImagesCard.)
 */
import { Button, Stack } from '@chakra-ui/react';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import { OfflineNotice } from '../ui/OfflineNotice';
import type { ImageListRef } from './types';

export const PUT_BACK = 'Put the previous order back';

export function ReorderOffline({ send }: { send: ImageListRef['send'] }) {
  return (
    <Stack gap="2" mt="3">
      <OfflineNotice
        message={CONNECTION_TEXTS.lost}
        retryLabel="Try again"
        onRetry={() => send({ type: 'images.retry' })}
      />
      <Button size="sm" variant="ghost" alignSelf="start" onClick={() => send({ type: 'images.cancel' })}>
        {PUT_BACK}
      </Button>
    </Stack>
  );
}
