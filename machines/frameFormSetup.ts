/**
 * The frame form's implementations (machines/frameForm.machine.ts holds its chart): the actors the app's
 * edge provides, the actions and guards, and the transitions several states share (a submit, a refusal,
 * an upload retried).
 */
import { assertEvent, assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import { staleChange } from './concurrency';
import { awaitOnlinePlaceholder, connectionLost } from './connection';
import { changesOf, sideOf } from './frameFormChanges';
import { checkFrame, firstError, VALIDATION_TITLE } from './frameFormRules';
import {
  type FormFrame,
  type FrameFormContext,
  type FrameFormEvent,
  type FrameFormInput,
  formOf,
  type LoadInput,
  type LoadOutput,
  optionsOf,
  type SaveInput,
  type UploadInput,
} from './frameFormTypes';
import { type ImageListReport, imageListMachine } from './imageList.machine';
import { type ToastParams, toastPlaceholder } from './toast';

/** The image list as this form's child: it reports its changes to the form. */
export const formImageList = imageListMachine.provide({
  actions: { report: sendParent((_, report: ImageListReport) => report) },
});

export const frameFormSetup = setup({
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
    /** POST /frames or PUT /frames/{id} with If-Match: the version; resolves the saved frame. */
    saveFrame: fromPromise<FormFrame, SaveInput>(async () => {
      throw new Error('saveFrame not provided');
    }),
    /** GET /frames/{id} from the server (never a cache): the frame as saved now. */
    loadCurrent: fromPromise<FormFrame, { frameId: number }>(async () => {
      throw new Error('loadCurrent not provided');
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
      ) as FrameFormContext['errors'];
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
      return {
        queue: event.queue,
        savedCount: event.savedCount,
        alts: event.alts,
        imagesSettled: event.settled,
      };
    }),
    /** The loaded frame fills the form; the labels become the choices. */
    fill: assign((_, { frame, labels }: LoadOutput) => ({
      labelOptions: optionsOf(labels, frame),
      ...(frame ? formOf(frame) : {}),
    })),
    /** The frame saved: what the user now edits from is what was saved (its version too). */
    saved: assign(({ context }, frame: FormFrame) => ({
      frameId: frame.id,
      version: frame.version ?? null,
      base: { values: context.values, published: context.published },
    })),
    /** The frame as saved now (someone else's change), and the fields they changed since the user began. */
    holdTheirs: assign(({ context }, theirs: FormFrame) => ({
      theirs,
      changes: changesOf(
        context.base ?? sideOf(theirs),
        theirs,
        { values: context.values, published: context.published },
        context.labelOptions,
      ),
    })),
    /** Reload: their frame fills the form (the user's changes are dropped). */
    takeTheirs: assign(({ context }) => {
      const theirs = context.theirs as FormFrame;
      return {
        ...formOf(theirs),
        labelOptions: optionsOf(context.labelOptions, theirs),
        errors: {},
        theirs: null,
        changes: [],
      };
    }),
    /** Overwrite: the user's values are saved over theirs, made from the version now saved. */
    overwriteTheirs: assign(({ context }) => ({
      version: context.theirs?.version ?? context.version,
      base: context.theirs ? sideOf(context.theirs) : context.base,
      theirs: null,
      changes: [],
    })),
    /** ... and the image list gets the frame's images. */
    loadImages: sendTo('images', (_, frame: FormFrame | null) => ({
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
    /** Someone else saved the frame since the user began (412). */
    staleChange,
    /** The image list reports files picked to upload or alt texts typed: work to keep. */
    queuesFiles: ({ event }) => {
      assertEvent(event, 'images.changed');
      return event.queue.length > 0 || event.alts.length > 0;
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
});

/** A submit: refused with the spec's texts when invalid; saved when valid and the images are at rest. */
export function submit() {
  return [...resubmit(), refusal()];
}

/** A submit of valid values: saved when the images are at rest. */
export function resubmit() {
  return [
    { guard: 'canSave' as const, target: '#frameForm.saving' as const, actions: 'choosePublished' as const },
    // Valid, but an image is being reordered or deleted: the button waits for it.
    { guard: 'isValid' as const },
  ];
}

/** The queue uploaded again (the frame is saved), when the images are at rest. */
export function retryUpload() {
  return {
    guard: 'canRetryUpload' as const,
    target: '#frameForm.uploading' as const,
    actions: 'lockImages' as const,
  };
}

/** A submit of invalid values: every field's error shows, the first one in a toast. */
export function refusal() {
  return {
    target: '#frameForm.invalid' as const,
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

/** An edit in a settled failure: back to editing with the input kept. */
export const editAgain = {
  'frame.change': { target: '#frameForm.editing.dirty', actions: 'change' },
  'frame.labels': { target: '#frameForm.editing.dirty', actions: 'setLabels' },
} as const;
