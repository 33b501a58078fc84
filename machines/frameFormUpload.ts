/**
 * The frame form's states after the frame is saved (machines/frameForm.machine.ts): its queued images
 * uploading with progress, an upload that found no connection (uploaded again once back online), and an
 * upload the server refused (the frame is kept; Retry Upload or a later save).
 */
import { assign, sendTo } from 'xstate';
import { CONNECTION_TEXTS, connectionToast } from './connection';
import { editAgain, frameFormSetup, resubmit, retryUpload } from './frameFormSetup';
import { FORM_TEXTS, messageOf } from './frameFormTypes';
import type { ToastParams } from './toast';

/** The frame is saved; its queued images upload. */
export const uploadingState = frameFormSetup.createStateConfig({
  description: 'The frame is saved; the queued images are uploading with a progress bar.',
  tags: 'unsaved',
  entry: assign(({ context }) => ({ progress: 0, uploading: context.queue.length, failure: null })),
  invoke: {
    id: 'uploadImages',
    src: 'uploadImages',
    input: ({ context, self }) => ({
      frameId: context.frameId as number,
      files: context.queue,
      onProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
    }),
    onDone: {
      target: '#frameForm.done',
      actions: [
        assign({ progress: 100 }),
        sendTo('images', ({ event }) => ({
          type: 'images.uploaded' as const,
          frameId: event.output.id,
          images: event.output.images,
        })),
        {
          type: 'toast',
          params: ({ context }): ToastParams => ({
            type: 'success',
            title: 'Success',
            description: (context.mode === 'create'
              ? FORM_TEXTS.createdWithImages
              : FORM_TEXTS.updatedWithImages)(context.uploading),
          }),
        },
      ],
    },
    onError: [
      { guard: 'connectionLost', target: '#frameForm.uploadOffline' },
      {
        target: '#frameForm.uploadFailed',
        actions: assign({ failure: ({ event }) => messageOf(event.error, 'Upload failed') }),
      },
    ],
  },
  on: {
    'upload.progress': {
      actions: assign({
        progress: ({ event }) => Math.max(0, Math.min(100, Math.round(event.percent))),
      }),
    },
  },
});

/** The frame is saved, its images found no connection: uploaded once back online, or on Retry Upload. */
export const uploadOfflineState = frameFormSetup.createStateConfig({
  description:
    'The frame is saved, its images found no connection: the queue kept, the connection message shown; uploaded once back online or on Retry Upload.',
  tags: 'unsaved',
  entry: [
    'unlockImages',
    assign({ failure: CONNECTION_TEXTS.imagesLost }),
    { type: 'toast', params: connectionToast(CONNECTION_TEXTS.imagesLost) },
  ],
  invoke: { id: 'awaitOnline', src: 'awaitOnline' },
  on: {
    'connection.online': retryUpload(),
    'frame.retryUpload': retryUpload(),
    ...editAgain,
    'frame.submit': resubmit(),
  },
});

/** The frame is saved, its images are not: the queue stays for a retry or a later save. */
export const uploadFailedState = frameFormSetup.createStateConfig({
  description: 'The frame is saved but its images are not: a warning toast; Retry Upload keeps the queue.',
  tags: 'unsaved',
  entry: [
    'unlockImages',
    {
      type: 'toast',
      params: ({ context }): ToastParams => ({
        type: 'warning',
        title: 'Warning',
        description: FORM_TEXTS.uploadFailed(context.failure ?? 'Upload failed'),
      }),
    },
  ],
  on: {
    'frame.retryUpload': retryUpload(),
    ...editAgain,
    // The values saved before, unchanged (an edit goes back to editing): saved again.
    'frame.submit': resubmit(),
  },
});
