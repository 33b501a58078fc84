/**
 * The Add New Frame / edit form (docs/product.md §2, §4, §5, §8): load, edit, validate, save the frame, then
 * upload the queued images with progress. The image list is its child (`images`, imageList.machine.ts).
 *
 *   loading ──▶ editing (pristine ─change─▶ dirty) ⇄ invalid
 *     │            │ frame.submit (valid, images settled)
 *     ▼            ▼
 *   loadFailed   saving ──error──▶ saveFailed (input kept)
 *   (final)        │  ├──no connection──▶ offline (input kept; saved again once back online, or by Retry)
 *                  │  └──412 (someone else saved)──▶ conflict (what changed; Reload or Overwrite)
 *                  │ done: queue empty ──────────────▶ done (final: the frame's page)
 *                  │ done: queue ──▶ uploading ──done──▶ done
 *                  │                   ├──error──▶ uploadFailed (frame kept; retry or edit)
 *                  │                   └──no connection──▶ uploadOffline (queue kept; uploaded once back online)
 *
 * `loading` also loads the label choices (failed: the fallback labels, with the spec's toast). Tags:
 * `unsaved` (after `editing.pristine`, before `done`: leaving asks first), `saving` (Save spins), `locked`.
 * The chart only, whole for the visualizer: what a submit saves (Save draft / Publish, If-Match), actors,
 * actions, guards: frameFormSetup.ts; toasts: frameFormToasts.ts; types, texts: frameFormTypes.ts.
 */

import { CONNECTION_TEXTS } from './connection';
import { frameFormSetup } from './frameFormSetup';
import * as toasts from './frameFormToasts';
import { type FormFrame, initialContext, payloadOf } from './frameFormTypes';

export { formImageList } from './frameFormSetup';
export * from './frameFormTypes';

export const frameFormMachine = frameFormSetup.createMachine({
  id: 'frameForm',
  context: ({ input }) => initialContext(input),
  invoke: {
    id: 'images',
    src: 'imageList',
    input: ({ context }) => ({ frameId: context.frameId }),
  },
  on: { 'images.changed': { actions: 'mirror' } },
  initial: 'loading',
  states: {
    loading: {
      description: 'The form is loading the frame (edit) and the labels.',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ frameId: context.frameId }),
        onDone: [
          { guard: 'frameMissing', target: 'loadFailed' },
          {
            guard: 'labelsMissing',
            target: 'editing',
            actions: [
              { type: 'fill', params: ({ event }) => event.output },
              { type: 'loadImages', params: ({ event }) => event.output.frame },
              { type: 'toast', params: toasts.labelsFailed },
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'fill', params: ({ event }) => event.output },
              { type: 'loadImages', params: ({ event }) => event.output.frame },
            ],
          },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The frame could not be loaded: the error toast, and the screen goes back to the list.',
      type: 'final',
      entry: { type: 'toast', params: toasts.loadFailed },
    },
    editing: {
      description: 'The frame form, ready: fields, labels, images; Save enabled.',
      initial: 'pristine',
      on: {
        'frame.change': { target: '.dirty', actions: 'change' },
        'frame.labels': { target: '.dirty', actions: 'setLabels' },
        'frame.submit': [
          { guard: 'canSave', target: '#frameForm.saving', actions: 'choosePublished' },
          // Valid, but an image is being reordered or deleted: the button waits for it.
          { guard: 'isValid' },
          // Invalid: every field's error shows, the first one in a toast.
          { target: '#frameForm.invalid', actions: ['validate', { type: 'toast', params: toasts.refusal }] },
        ],
      },
      states: {
        pristine: {
          description: 'Nothing changed since the form was loaded: it can be left without a word.',
          on: {
            'images.changed': [
              { guard: 'queuesFiles', target: 'dirty', actions: 'mirror' },
              { actions: 'mirror' },
            ],
          },
        },
        dirty: {
          description: 'Changes not saved yet: leaving the screen asks first.',
          tags: 'unsaved',
        },
      },
    },
    invalid: {
      description: 'A refused submit: the field errors show and the first is in a toast.',
      tags: 'unsaved',
      on: {
        'frame.change': [
          { guard: 'fixesLastError', target: 'editing.dirty', actions: 'change' },
          { actions: 'change' },
        ],
        'frame.labels': { actions: 'setLabels' },
        // Its values are invalid (a change that fixes the last error goes back to editing): refused again.
        'frame.submit': {
          target: '#frameForm.invalid',
          actions: ['validate', { type: 'toast', params: toasts.refusal }],
        },
      },
    },
    saving: {
      description: 'The frame is being saved: Save shows it; the image list is locked.',
      tags: ['unsaved', 'saving', 'locked'],
      entry: ['lockImages', 'clearFailure'],
      invoke: {
        id: 'saveFrame',
        src: 'saveFrame',
        input: ({ context }) => ({
          frameId: context.frameId,
          payload: payloadOf(context),
          version: context.version,
        }),
        onDone: [
          {
            guard: 'hasQueue',
            target: 'uploading',
            actions: { type: 'saved', params: ({ event }) => event.output },
          },
          {
            target: 'done',
            actions: [
              { type: 'saved', params: ({ event }) => event.output },
              { type: 'toast', params: toasts.saved },
            ],
          },
        ],
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          { guard: 'staleChange', target: 'conflict' },
          { target: 'saveFailed', actions: 'saveFailure' },
        ],
      },
    },
    offline: {
      description:
        'The save found no connection: the input and queued images kept, the connection message shown; saved again once back online or on Retry.',
      tags: 'unsaved',
      entry: [
        'unlockImages',
        { type: 'setFailure', params: CONNECTION_TEXTS.lost },
        { type: 'toast', params: toasts.offline },
      ],
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        // Saved again as the last submit said (published or draft).
        'connection.online': { guard: 'canSave', target: 'saving' },
        'frame.change': { target: '#frameForm.editing.dirty', actions: 'change' },
        'frame.labels': { target: '#frameForm.editing.dirty', actions: 'setLabels' },
        'frame.submit': [
          { guard: 'canSave', target: '#frameForm.saving', actions: 'choosePublished' },
          { guard: 'isValid' },
        ],
      },
    },
    saveFailed: {
      description: "The save failed: the server's message in a toast; the input and queued images kept.",
      tags: 'unsaved',
      entry: ['unlockImages', { type: 'toast', params: toasts.saveFailed }],
      on: {
        'frame.change': { target: '#frameForm.editing.dirty', actions: 'change' },
        'frame.labels': { target: '#frameForm.editing.dirty', actions: 'setLabels' },
        // The values saved before, unchanged (an edit goes back to editing): saved again.
        'frame.submit': [
          { guard: 'canSave', target: '#frameForm.saving', actions: 'choosePublished' },
          { guard: 'isValid' },
        ],
      },
    },
    conflict: {
      description:
        'Someone else saved the frame since it was loaded: the save was refused (412) and nothing was written; the input is kept.',
      tags: ['unsaved', 'locked'],
      entry: [{ type: 'toast', params: toasts.conflict }, 'saveFailure'],
      initial: 'checking',
      states: {
        checking: {
          description: 'The frame as saved now is being read, to show what changed.',
          invoke: {
            id: 'loadCurrent',
            src: 'loadCurrent',
            input: ({ context }) => ({ frameId: context.frameId as number }),
            onDone: {
              target: 'review',
              actions: { type: 'holdTheirs', params: ({ event }): FormFrame => event.output },
            },
            onError: [
              { guard: 'connectionLost', target: '#frameForm.offline' },
              { target: '#frameForm.saveFailed', actions: 'saveFailure' },
            ],
          },
        },
        review: {
          description:
            'What changed: the fields someone else changed (then and now) beside the user’s values; Reload or Overwrite.',
          on: {
            'frame.reload': {
              target: '#frameForm.editing.pristine',
              actions: [
                'unlockImages',
                { type: 'loadImages', params: ({ context }) => context.theirs },
                'takeTheirs',
                { type: 'toast', params: toasts.reloaded },
              ],
            },
            'frame.overwrite': { target: '#frameForm.saving', actions: 'overwriteTheirs' },
          },
        },
      },
    },
    uploading: {
      description: 'The frame is saved; the queued images are uploading with a progress bar.',
      tags: ['unsaved', 'saving', 'locked'],
      entry: 'startUpload',
      invoke: {
        id: 'uploadImages',
        src: 'uploadImages',
        input: ({ context, self }) => ({
          frameId: context.frameId as number,
          files: context.queue,
          onProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
        }),
        onDone: {
          target: 'done',
          actions: [
            'uploaded',
            { type: 'imagesUploaded', params: ({ event }) => event.output },
            { type: 'toast', params: toasts.uploaded },
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'uploadOffline' },
          { target: 'uploadFailed', actions: 'uploadFailure' },
        ],
      },
      on: { 'upload.progress': { actions: 'progress' } },
    },
    uploadOffline: {
      description:
        'The frame is saved, its images found no connection: the queue kept, the connection message shown; uploaded once back online or on Retry Upload.',
      tags: 'unsaved',
      entry: [
        'unlockImages',
        { type: 'setFailure', params: CONNECTION_TEXTS.imagesLost },
        { type: 'toast', params: toasts.imagesOffline },
      ],
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': { guard: 'canRetryUpload', target: 'uploading', actions: 'lockImages' },
        'frame.retryUpload': { guard: 'canRetryUpload', target: 'uploading', actions: 'lockImages' },
        'frame.change': { target: '#frameForm.editing.dirty', actions: 'change' },
        'frame.labels': { target: '#frameForm.editing.dirty', actions: 'setLabels' },
        'frame.submit': [
          { guard: 'canSave', target: '#frameForm.saving', actions: 'choosePublished' },
          { guard: 'isValid' },
        ],
      },
    },
    uploadFailed: {
      description:
        'The frame is saved but its images are not: a warning toast; Retry Upload keeps the queue.',
      tags: 'unsaved',
      entry: ['unlockImages', { type: 'toast', params: toasts.uploadFailed }],
      on: {
        'frame.retryUpload': { guard: 'canRetryUpload', target: 'uploading', actions: 'lockImages' },
        'frame.change': { target: '#frameForm.editing.dirty', actions: 'change' },
        'frame.labels': { target: '#frameForm.editing.dirty', actions: 'setLabels' },
        // The values saved before, unchanged (an edit goes back to editing): saved again.
        'frame.submit': [
          { guard: 'canSave', target: '#frameForm.saving', actions: 'choosePublished' },
          { guard: 'isValid' },
        ],
      },
    },
    done: {
      description: "Saved (and uploaded): the success toast, and the frame's page opens.",
      type: 'final',
    },
  },
});
