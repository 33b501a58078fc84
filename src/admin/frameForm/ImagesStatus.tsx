/** What the Frame Images list's state means, said in words and announced politely (saving, deleting, refused). */
import { Alert, Box, Spinner } from '@chakra-ui/react';
import { IMAGE_TEXTS } from '../../../machines/imageList.machine';
import type { ImageListRef } from './types';

type ImageListState = ReturnType<ImageListRef['getSnapshot']>;

function statusOf(state: ImageListState) {
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

export function ImagesStatus({ state }: { state: ImageListState }) {
  const status = statusOf(state);
  return (
    <Box aria-live="polite" mt={status ? '3' : '0'}>
      {status && (
        <Alert.Root status={status.status} size="sm" data-testid="image-status">
          <Alert.Indicator>{status.status === 'info' ? <Spinner size="sm" /> : undefined}</Alert.Indicator>
          <Alert.Title>{status.text}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
