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
 * `loading` also loads the label choices; when they fail, the fallback labels are offered with the spec's
 * toast. A submit may say `published` ("Save draft" false, "Publish" true); without it the frame keeps
 * what it is (a new frame: published). The frame saved, the form is an edit of it (a second submit updates, never creates twice).
 * An edit's save names the version the user started from (If-Match); `conflict` is machines/frameFormConflict.ts.
 * Every state after `editing.pristine` but `done` holds work not yet saved: it has the tag `unsaved`, and the
 * screen asks before it is left (machines/connection.ts for the offline states).
 *
 * The implementations (actors, actions, guards, shared transitions) are machines/frameFormSetup.ts; the
 * types and texts machines/frameFormTypes.ts.
 */
import { assign } from 'xstate';
import { CONNECTION_TEXTS, connectionToast } from './connection';
import { conflictState } from './frameFormConflict';
import { emptyFrameValues } from './frameFormRules';
import { editAgain, frameFormSetup, refusal, resubmit, submit } from './frameFormSetup';
import { FORM_TEXTS, messageOf, payloadOf } from './frameFormTypes';
import { uploadFailedState, uploadingState, uploadOfflineState } from './frameFormUpload';
import { errorToast, type ToastParams } from './toast';

export { formImageList } from './frameFormSetup';
export * from './frameFormTypes';

export const frameFormMachine = frameFormSetup.createMachine({
  id: 'frameForm',
  context: ({ input }) => ({
    mode: input.frameId == null ? 'create' : 'edit',
    frameId: input.frameId ?? null,
    values: emptyFrameValues(),
    errors: {},
    labelOptions: [],
    rating: 0,
    published: true,
    version: null,
    base: null,
    theirs: null,
    changes: [],
    queue: [],
    savedCount: 0,
    alts: [],
    imagesSettled: true,
    progress: 0,
    uploading: 0,
    failure: null,
  }),
  invoke: {
    id: 'images',
    src: 'imageList',
    input: ({ context }) => ({ frameId: context.frameId }),
  },
  on: {
    'images.changed': { actions: 'mirror' },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The form is loading the frame (edit) and the labels.',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ frameId: context.frameId }),
        onDone: [
          {
            guard: ({ context, event }) => context.mode === 'edit' && !event.output.frame,
            target: 'loadFailed',
          },
          {
            guard: ({ event }) => event.output.labels === null,
            target: 'editing',
            actions: [
              { type: 'fill', params: ({ event }) => event.output },
              { type: 'loadImages', params: ({ event }) => event.output.frame },
              { type: 'toast', params: errorToast(FORM_TEXTS.labelsFailed) },
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
    /** The frame could not be loaded (unknown id too): the screen goes back to the list. */
    loadFailed: {
      description: 'The frame could not be loaded: the error toast, and the screen goes back to the list.',
      type: 'final',
      entry: { type: 'toast', params: errorToast(FORM_TEXTS.loadFailed) },
    },
    editing: {
      description: 'The frame form, ready: fields, labels, images; Save enabled.',
      initial: 'pristine',
      on: {
        'frame.change': { target: '.dirty', actions: 'change' },
        'frame.labels': { target: '.dirty', actions: 'setLabels' },
        'frame.submit': submit(),
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
    /** The last submit was refused by the checks: the errors show until fixed. */
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
        'frame.submit': refusal(),
      },
    },
    saving: {
      description: 'The frame is being saved: Save shows it; the image list is locked.',
      tags: 'unsaved',
      entry: ['lockImages', assign({ failure: null })],
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
              {
                type: 'toast',
                params: ({ context }): ToastParams => ({
                  type: 'success',
                  title: 'Success',
                  description: context.mode === 'create' ? FORM_TEXTS.created : FORM_TEXTS.updated,
                }),
              },
            ],
          },
        ],
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          { guard: 'staleChange', target: 'conflict' },
          {
            target: 'saveFailed',
            actions: assign({ failure: ({ event }) => messageOf(event.error, FORM_TEXTS.saveFailed) }),
          },
        ],
      },
    },
    /** No connection: the input is kept; saved again once the browser is back online, or on Retry (a submit). */
    offline: {
      description:
        'The save found no connection: the input and queued images kept, the connection message shown; saved again once back online or on Retry.',
      tags: 'unsaved',
      entry: [
        'unlockImages',
        assign({ failure: CONNECTION_TEXTS.lost }),
        { type: 'toast', params: connectionToast() },
      ],
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        // Saved again as the last submit said (published or draft).
        'connection.online': { guard: 'canSave', target: 'saving' },
        ...editAgain,
        'frame.submit': resubmit(),
      },
    },
    /** The server refused or failed: the input is kept, the message shown. */
    saveFailed: {
      description: "The save failed: the server's message in a toast; the input and queued images kept.",
      tags: 'unsaved',
      entry: [
        'unlockImages',
        { type: 'toast', params: ({ context }) => errorToast(context.failure ?? FORM_TEXTS.saveFailed) },
      ],
      on: {
        ...editAgain,
        // The values saved before, unchanged (an edit goes back to editing): saved again.
        'frame.submit': resubmit(),
      },
    },
    /** Someone else saved the frame meanwhile (412): what changed, then Reload or Overwrite. */
    conflict: conflictState,
    /** The frame is saved: its queued images upload (machines/frameFormUpload.ts). */
    uploading: uploadingState,
    uploadOffline: uploadOfflineState,
    uploadFailed: uploadFailedState,
    /** Saved (and uploaded): the screen opens the frame's page. */
    done: {
      description: "Saved (and uploaded): the success toast, and the frame's page opens.",
      type: 'final',
    },
  },
});

export type { FrameValues, LabelOption, TextField } from './frameFormRules';
