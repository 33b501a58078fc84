/**
 * The frame form's implementations (machines/frameForm.machine.ts holds its chart): the actors the app's
 * edge provides, the actions and guards, each named so the chart reads whole in the visualizer.
 *
 * A submit may say `published` (Save draft / Publish; without it the frame keeps what it is, a new one:
 * published); once saved, the form edits that frame. An edit's save names the version the user started from
 * (If-Match); after a 412 (`conflict`, docs/api.md "Concurrent changes") the frame as saved now is read and
 * the fields someone else changed show beside the user's values, with Reload (theirs) or Overwrite (mine,
 * from the version now saved).
 */
import { assertEvent, assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import { staleChange } from './concurrency';
import { awaitOnlinePlaceholder, connectionLost } from './connection';
import { changesOf, sideOf } from './frameFormChanges';
import { checkFrame } from './frameFormRules';
import {
  FORM_TEXTS,
  type FormFrame,
  type FrameFormContext,
  type FrameFormEvent,
  type FrameFormInput,
  formOf,
  type LoadInput,
  type LoadOutput,
  messageOf,
  optionsOf,
  type SaveInput,
  type UploadInput,
} from './frameFormTypes';
import { type ImageListReport, imageListMachine } from './imageList.machine';
import { toastPlaceholder } from './toast';

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
    /** The uploaded frame's images go to the image list. */
    imagesUploaded: sendTo('images', (_, frame: FormFrame) => ({
      type: 'images.uploaded' as const,
      frameId: frame.id,
      images: frame.images,
    })),
    lockImages: sendTo('images', { type: 'images.lock' }),
    unlockImages: sendTo('images', { type: 'images.unlock' }),
    clearFailure: assign({ failure: null }),
    /** What the user is told after a failure (the connection texts). */
    setFailure: assign((_, failure: string) => ({ failure })),
    /** The failed save's message (the server's, or the generic one). */
    saveFailure: assign(({ event }) => ({
      failure: messageOf((event as { error?: unknown }).error, FORM_TEXTS.saveFailed),
    })),
    /** The failed upload's message. */
    uploadFailure: assign(({ event }) => ({
      failure: messageOf((event as { error?: unknown }).error, 'Upload failed'),
    })),
    startUpload: assign(({ context }) => ({ progress: 0, uploading: context.queue.length, failure: null })),
    progress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { progress: Math.max(0, Math.min(100, Math.round(event.percent))) };
    }),
    uploaded: assign({ progress: 100 }),
  },
  guards: {
    /** An edit whose frame is not there (unknown id). */
    frameMissing: ({ context, event }) =>
      context.mode === 'edit' && !(event as unknown as { output: LoadOutput }).output.frame,
    /** The labels could not be loaded: the fallback labels are offered. */
    labelsMissing: ({ event }) => (event as unknown as { output: LoadOutput }).output.labels === null,
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
