/**
 * The Add New Frame / edit form (docs/product.md §2, §4, §5, §8): load, edit, validate, save the frame, then
 * upload the queued images with progress. The image list is its child (`images`, imageList.machine.ts).
 *
 *   loading ──▶ editing (pristine ─change─▶ dirty) ⇄ invalid
 *     │            │ frame.submit (valid, images settled)
 *     ▼            ▼
 *   loadFailed   saving ──error──▶ saveFailed (input kept)
 *   (final)        │  └──no connection──▶ offline (input kept; saved again once back online, or by Retry)
 *                  │ done: queue empty ──────────────▶ done (final: the frame's page)
 *                  │ done: queue ──▶ uploading ──done──▶ done
 *                  │                   ├──error──▶ uploadFailed (frame kept; retry or edit)
 *                  │                   └──no connection──▶ uploadOffline (queue kept; uploaded once back online)
 *
 * `loading` also loads the label choices; when they fail, the fallback labels are offered with the spec's
 * toast. A submit may say `published` ("Save draft" false, "Publish" true); without it the frame keeps
 * what it is (a new frame: published). The frame saved, the form is an edit of it (a second submit updates, never creates twice).
 * Every state after `editing.pristine` but `done` holds work not yet saved: it has the tag `unsaved`, and the
 * screen asks before it is left (machines/connection.ts for the offline states).
 */
import { assertEvent, assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import {
  awaitOnlinePlaceholder,
  CONNECTION_TEXTS,
  connectionLost,
  connectionToast,
  type OnlineEvent,
} from './connection';
import {
  checkFrame,
  emptyFrameValues,
  FALLBACK_LABELS,
  type FrameErrors,
  type FramePayload,
  type FrameStatus,
  type FrameValues,
  firstError,
  type LabelOption,
  type PickedFile,
  type TextField,
  VALIDATION_TITLE,
} from './frameFormRules';
import { type ImageListReport, imageListMachine, type ServerImage } from './imageList.machine';
import { errorToast, type ToastParams, toastPlaceholder } from './toast';

/** Spec section 8, word for word (plus the edit's analogue of the created-and-uploaded text). */
export const FORM_TEXTS = {
  loadFailed: 'Failed to load frame data',
  labelsFailed: 'Failed to load labels from API',
  saveFailed: 'Failed to save frame',
  created: 'Frame created successfully!',
  updated: 'Frame updated successfully!',
  createdWithImages: (n: number) => `Frame created and ${n} image(s) uploaded successfully!`,
  updatedWithImages: (n: number) => `Frame updated and ${n} image(s) uploaded successfully!`,
  uploadFailed: (reason: string) =>
    `Frame saved but image upload failed: ${reason.replace(/\.$/, '')}. You can upload the images later.`,
} as const;

/** The frame as the form reads it (the server's frame, docs/product.md §3). */
export interface FormFrame {
  id: number;
  name: string;
  description: string;
  status: FrameStatus;
  originalPrice: number;
  currentPrice: number;
  dimensions: string | null;
  category: string | null;
  labels: LabelOption[];
  images: ServerImage[];
  /** 0..5; shown by the preview card. */
  rating?: number;
  /** False for a draft; absent: published. */
  published?: boolean;
}

export interface LoadInput {
  frameId: number | null;
}
/** What loading resolves: the frame (null for a new one) and the labels (null when they failed). */
export interface LoadOutput {
  frame: FormFrame | null;
  labels: LabelOption[] | null;
}
export interface SaveInput {
  frameId: number | null;
  payload: FramePayload;
}
export interface UploadInput {
  frameId: number;
  files: PickedFile[];
  /** 0..100 as the bytes go out; the machine hears it as `upload.progress`. */
  onProgress: (percent: number) => void;
}

export interface FrameFormInput {
  frameId?: number | null;
}

export interface FrameFormContext {
  mode: 'create' | 'edit';
  frameId: number | null;
  values: FrameValues;
  errors: FrameErrors;
  labelOptions: LabelOption[];
  /** The frame's rating (the preview shows it; a new frame has 0). */
  rating: number;
  /** What the frame is (or, after a submit, is being saved as): published, or a draft. */
  published: boolean;
  /** Mirrors the image list (its reports): the files to upload, how many are saved, whether it is at rest. */
  queue: PickedFile[];
  savedCount: number;
  imagesSettled: boolean;
  /** The running upload: percent of bytes sent, and how many files. */
  progress: number;
  uploading: number;
  /** The last failure's message (save or upload). */
  failure: string | null;
}

export type FrameFormEvent =
  | { type: 'frame.change'; field: TextField; value: string }
  | { type: 'frame.labels'; labels: number[] }
  | { type: 'frame.submit'; published?: boolean }
  | { type: 'frame.retryUpload' }
  | { type: 'upload.progress'; percent: number }
  | OnlineEvent
  | ImageListReport;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() ? error.message : fallback;

const valuesOf = (frame: FormFrame): FrameValues => ({
  name: frame.name,
  description: frame.description,
  category: frame.category ?? '',
  dimensions: frame.dimensions ?? '',
  status: frame.status,
  originalPrice: String(frame.originalPrice),
  currentPrice: String(frame.currentPrice),
  labels: frame.labels.map((l) => l.id),
});

/** The label choices: the loaded ones (or the fallback), plus any the frame has that they lack. */
const optionsOf = (labels: LabelOption[] | null, frame: FormFrame | null): LabelOption[] => {
  const base = labels ?? [...FALLBACK_LABELS];
  const extra = (frame?.labels ?? []).filter((l) => !base.some((b) => b.id === l.id));
  return [...base, ...extra];
};

/** The image list as this form's child: it reports its changes to the form. */
export const formImageList = imageListMachine.provide({
  actions: { report: sendParent((_, report: ImageListReport) => report) },
});

const payloadOf = (context: FrameFormContext): FramePayload => ({
  ...(checkFrame(context.values, context.frameId != null).payload as FramePayload),
  published: context.published,
});

export const frameFormMachine = setup({
  types: {
    context: {} as FrameFormContext,
    events: {} as FrameFormEvent,
    input: {} as FrameFormInput,
  },
  actors: {
    /** GET /frames/{id} (edit) and GET /labels (limit 100). */
    load: fromPromise<LoadOutput, LoadInput>(async () => {
      throw new Error('load not provided');
    }),
    /** POST /frames or PUT /frames/{id}; resolves the saved frame. */
    saveFrame: fromPromise<FormFrame, SaveInput>(async () => {
      throw new Error('saveFrame not provided');
    }),
    /** POST /frames/{id}/images (multipart `images`) with progress; resolves the frame. */
    uploadImages: fromPromise<FormFrame, UploadInput>(async () => {
      throw new Error('uploadImages not provided');
    }),
    /** The image list, reporting to this form. */
    imageList: formImageList,
    /** Sends `connection.online` when the browser is back online (the app's edge). */
    awaitOnline: awaitOnlinePlaceholder,
  },
  actions: {
    toast: toastPlaceholder,
    change: assign(({ context, event }) => {
      assertEvent(event, 'frame.change');
      const values = { ...context.values, [event.field]: event.value };
      if (event.field === 'status' && event.value !== 'IN_STOCK' && event.value !== 'OUT_OF_STOCK') return {};
      const { errors } = checkFrame(values);
      // A field's error goes once it is fixed; the others stay until the next submit.
      const kept = Object.fromEntries(
        Object.entries(context.errors).filter(([k]) => k in errors),
      ) as FrameErrors;
      return { values, errors: kept };
    }),
    setLabels: assign(({ context, event }) => {
      assertEvent(event, 'frame.labels');
      return { values: { ...context.values, labels: [...new Set(event.labels)] } };
    }),
    validate: assign({ errors: ({ context }) => checkFrame(context.values).errors }),
    /** The button pressed says draft or publish; a plain submit keeps what the frame is. */
    choosePublished: assign(({ context, event }) => {
      assertEvent(event, 'frame.submit');
      return { published: event.published ?? context.published };
    }),
    mirror: assign(({ event }) => {
      assertEvent(event, 'images.changed');
      return { queue: event.queue, savedCount: event.savedCount, imagesSettled: event.settled };
    }),
    /** The loaded frame fills the form; the labels become the choices. */
    fill: assign((_, { frame, labels }: LoadOutput) => ({
      labelOptions: optionsOf(labels, frame),
      ...(frame
        ? { values: valuesOf(frame), rating: frame.rating ?? 0, published: frame.published ?? true }
        : {}),
    })),
    /** ... and the image list gets the frame's images. */
    loadImages: sendTo('images', (_, { frame }: LoadOutput) => ({
      type: 'images.load' as const,
      frameId: frame?.id ?? null,
      images: frame?.images ?? [],
    })),
    lockImages: sendTo('images', { type: 'images.lock' }),
    unlockImages: sendTo('images', { type: 'images.unlock' }),
  },
  guards: {
    isValid: ({ context }) => checkFrame(context.values).payload !== null,
    hasQueue: ({ context }) => context.queue.length > 0,
    connectionLost,
    /** The image list reports files picked to upload: work to keep. */
    queuesFiles: ({ event }) => {
      assertEvent(event, 'images.changed');
      return event.queue.length > 0;
    },
    /** Valid, and the image list at rest (not reordering or deleting). */
    canSave: ({ context }) => context.imagesSettled && checkFrame(context.values).payload !== null,
    canRetryUpload: ({ context }) => context.imagesSettled && context.queue.length > 0,
    fixesLastError: ({ context, event }) => {
      assertEvent(event, 'frame.change');
      const values = { ...context.values, [event.field]: event.value };
      const { errors } = checkFrame(values);
      return !Object.keys(context.errors).some((k) => k in errors);
    },
  },
}).createMachine({
  id: 'frameForm',
  context: ({ input }) => ({
    mode: input.frameId == null ? 'create' : 'edit',
    frameId: input.frameId ?? null,
    values: emptyFrameValues(),
    errors: {},
    labelOptions: [],
    rating: 0,
    published: true,
    queue: [],
    savedCount: 0,
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
              { type: 'loadImages', params: ({ event }) => event.output },
              { type: 'toast', params: errorToast(FORM_TEXTS.labelsFailed) },
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'fill', params: ({ event }) => event.output },
              { type: 'loadImages', params: ({ event }) => event.output },
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
        input: ({ context }) => ({ frameId: context.frameId, payload: payloadOf(context) }),
        onDone: [
          {
            guard: 'hasQueue',
            target: 'uploading',
            actions: assign({ frameId: ({ event }) => event.output.id }),
          },
          {
            target: 'done',
            actions: [
              assign({ frameId: ({ event }) => event.output.id }),
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
        'frame.change': { target: 'editing.dirty', actions: 'change' },
        'frame.labels': { target: 'editing.dirty', actions: 'setLabels' },
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
        'frame.change': { target: 'editing.dirty', actions: 'change' },
        'frame.labels': { target: 'editing.dirty', actions: 'setLabels' },
        // The values saved before, unchanged (an edit goes back to editing): saved again.
        'frame.submit': resubmit(),
      },
    },
    uploading: {
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
          target: 'done',
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
          { guard: 'connectionLost', target: 'uploadOffline' },
          {
            target: 'uploadFailed',
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
    },
    /** The frame is saved, its images found no connection: uploaded once back online, or on Retry Upload. */
    uploadOffline: {
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
        'frame.change': { target: 'editing.dirty', actions: 'change' },
        'frame.labels': { target: 'editing.dirty', actions: 'setLabels' },
        'frame.submit': resubmit(),
      },
    },
    /** The frame is saved, its images are not: the queue stays for a retry or a later save. */
    uploadFailed: {
      description:
        'The frame is saved but its images are not: a warning toast; Retry Upload keeps the queue.',
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
        'frame.change': { target: 'editing.dirty', actions: 'change' },
        'frame.labels': { target: 'editing.dirty', actions: 'setLabels' },
        // The values saved before, unchanged (an edit goes back to editing): saved again.
        'frame.submit': resubmit(),
      },
    },
    /** Saved (and uploaded): the screen opens the frame's page. */
    done: {
      description: "Saved (and uploaded): the success toast, and the frame's page opens.",
      type: 'final',
    },
  },
});

/** A submit: refused with the spec's texts when invalid; saved when valid and the images are at rest. */
function submit() {
  return [...resubmit(), refusal()];
}

/** A submit of valid values: saved when the images are at rest. */
function resubmit() {
  return [
    { guard: 'canSave' as const, target: 'saving' as const, actions: 'choosePublished' as const },
    // Valid, but an image is being reordered or deleted: the button waits for it.
    { guard: 'isValid' as const },
  ];
}

/** The queue uploaded again (the frame is saved), when the images are at rest. */
function retryUpload() {
  return { guard: 'canRetryUpload' as const, target: 'uploading' as const, actions: 'lockImages' as const };
}

/** A submit of invalid values: every field's error shows, the first one in a toast. */
function refusal() {
  return {
    target: 'invalid' as const,
    actions: [
      'validate' as const,
      {
        type: 'toast' as const,
        params: ({ context }: { context: FrameFormContext }): ToastParams => ({
          type: 'error',
          title: VALIDATION_TITLE,
          description: firstError(context.errors),
        }),
      },
    ],
  };
}

export type { FrameValues, LabelOption, TextField };
