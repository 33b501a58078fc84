/**
 * The frameForm machine's graph (a new frame and an edit: fields, the image list's reports, the save, the
 * queued upload with progress and failure): events by label and transitions, from the spec. The machine's
 * tests add each state's meaning; the browser paths walk the new frame's graph in Chromium.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { type FormFrame, type FrameFormContext, frameFormMachine } from '../../machines/frameForm.machine';
import type { LabelOption } from '../../machines/frameFormRules';
import type { ToastParams } from '../../machines/toast';
import type { GraphModel, Transition } from './explore';
import { IMAGE_EVENTS, qaOf } from './frameForm.qa';

export { IMAGE_EVENTS } from './frameForm.qa';

export const LABELS: LabelOption[] = [{ id: 31, name: 'Walnut Pick', color: '#7C2D12' }];
export const saved: FormFrame = {
  id: 42,
  name: 'Oak',
  description: 'Warm oak',
  status: 'IN_STOCK',
  originalPrice: 5000,
  currentPrice: 4000,
  dimensions: '16x20 inches',
  category: 'Classic',
  labels: [{ id: 77, name: 'Gone Label', color: '#111111' }],
  images: [{ id: 5, imageUrl: '/uploads/a.webp', srcset: '', order: 0 }],
  rating: 4,
  version: 7,
};
/** Frame 42 as someone else saved it meanwhile: renamed, cheaper, another picture; version 8. */
export const theirs: FormFrame = {
  ...saved,
  name: 'Oak Deluxe',
  currentPrice: 3500,
  images: [{ id: 9, imageUrl: '/uploads/c.webp', srcset: '', order: 0 }],
  version: 8,
};
export const STALE =
  'This frame was changed by someone else since you loaded it. Reload it to see the changes, then save again.';
export const withImages: FormFrame = {
  ...saved,
  images: [...saved.images, { id: 6, imageUrl: '/uploads/b.webp', srcset: '', order: 1 }],
};
/** Plain data standing for picked files (a File serialises to {} and events must serialise apart). */
export const files = [{ name: 'a.png' }, { name: 'b.jpg' }] as unknown as File[];
/** An alt text typed for saved picture 501. */
export const ALT = { id: 501, alt: 'Oak frame, front view' };
/** A success toast with its description, as the machine raises it. */
export const success = (description: string): ToastParams => ({
  type: 'success',
  title: 'Success',
  description,
});
export const TIMEOUT = 'Upload timeout - please try again with smaller images';

const change = (field: string, value: string) => ({ type: 'frame.change', field, value });
/** Events every model shares: edits, submit, the image list's reports, the calls' outcomes. */
const common = {
  'fill name': change('name', '  Oak  '),
  'blank name': change('name', '   '),
  'fill description': change('description', 'Warm oak'),
  'fill original price': change('originalPrice', '5000'),
  'fill current price': change('currentPrice', '4000'),
  'zero price': change('currentPrice', '0'),
  'choose labels': { type: 'frame.labels', labels: [31, 31] },
  submit: { type: 'frame.submit' },
  'queue 2 images': { type: 'images.changed', queue: files, savedCount: 0, alts: [], settled: true },
  'images busy': { type: 'images.changed', queue: [], savedCount: 1, alts: [], settled: false },
  'images settled': { type: 'images.changed', queue: [], savedCount: 1, alts: [], settled: true },
  // A saved picture's alt text typed in the image list (sent with the frame's save).
  'type alt': { type: 'images.changed', queue: [], savedCount: 1, alts: [ALT], settled: true },
  'save done': { type: 'xstate.done.actor.saveFrame', output: saved },
  'save failed': {
    type: 'xstate.error.actor.saveFrame',
    error: new Error('A selected label no longer exists'),
  },
  // No answer at all: the http layer's NetworkError (a tagged error), not a server's refusal.
  'save offline': {
    type: 'xstate.error.actor.saveFrame',
    error: { _tag: 'NetworkError', message: 'Network error' },
  },
  'back online': { type: 'connection.online' },
  'upload progress': { type: 'upload.progress', percent: 40.4 },
  'upload done': { type: 'xstate.done.actor.uploadImages', output: withImages },
  'upload failed': { type: 'xstate.error.actor.uploadImages', error: new Error(TIMEOUT) },
  'upload offline': {
    type: 'xstate.error.actor.uploadImages',
    error: { _tag: 'NetworkError', message: 'Network error' },
  },
  'retry upload': { type: 'frame.retryUpload' },
};

/** The graph's events in a state: an actor's outcome only while that actor runs (as in a live actor). */
type Ev = { type: string; [key: string]: unknown };
const running =
  (all: Record<string, Ev>) =>
  (s: AnyMachineSnapshot): Record<string, Ev> =>
    s.status !== 'active'
      ? {} // a final state takes no more events
      : Object.fromEntries(
          Object.entries(all).filter(([, e]) => {
            const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type)?.[2];
            return !actor || actor in s.children;
          }),
        );

/** One vertex per state, field validity, shown errors, queue, settledness and saved id. */
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as FrameFormContext;
  const v = c.values;
  return JSON.stringify([
    s.value,
    [v.name.trim(), v.description.trim(), Number(v.originalPrice) > 0, Number(v.currentPrice) > 0].map(
      Boolean,
    ),
    Object.keys(c.errors).sort(),
    c.queue.length,
    c.alts.length,
    c.imagesSettled,
    c.frameId,
    s.status,
  ]);
};

export const EDITS = [
  'fill name',
  'blank name',
  'fill description',
  'fill original price',
  'fill current price',
  'zero price',
];
const selfLoops = (states: string[], labels: string[]): Transition[] =>
  states.flatMap((s) => labels.map((l) => [s, l, s] as const));

/** The states after loading that hold work not saved yet, and leave for `editing.dirty` on an edit. */
const SETTLED_FAILURES = ['saveFailed', 'offline', 'uploadFailed', 'uploadOffline'];

/**
 * The transitions after loading, the same for a new frame and an edit (docs/product.md §4, §5, §8), but for
 * the first submit from `editing.pristine` (`pristineSubmit`: a new frame's empty form is refused, an
 * edit's loaded frame is saved).
 */
const formTransitions = (fixes: string[], pristineSubmit: 'saving' | 'invalid'): Transition[] => [
  // The first change (a field, the labels, a picked file) makes the form dirty.
  ...[...EDITS, 'choose labels', 'queue 2 images', 'type alt'].map(
    (l) => ['editing.pristine', l, 'editing.dirty'] as const,
  ),
  ...selfLoops(['editing.pristine'], ['images busy', 'images settled']),
  ['editing.pristine', 'submit', pristineSubmit],
  ...selfLoops(['editing.dirty'], [...EDITS, 'choose labels']),
  ['editing.dirty', 'submit', 'saving'],
  // (Valid while an image is being reordered or deleted: the submit is ignored, no edge.)
  ['editing.dirty', 'submit', 'invalid'],
  // A change that fixes the last shown error; invalid values never reach saving from here.
  ...fixes.map((l) => ['invalid', l, 'editing.dirty'] as const),
  ...selfLoops(['invalid'], [...EDITS, 'choose labels', 'submit']),
  ['saving', 'save done', 'uploading'],
  ['saving', 'save done', 'done'],
  ['saving', 'save failed', 'saveFailed'],
  ['saving', 'save offline', 'offline'],
  // No connection: saved again once back online, or by Retry (a submit).
  ['offline', 'back online', 'saving'],
  ['uploading', 'upload progress', 'uploading'],
  ['uploading', 'upload done', 'done'],
  ['uploading', 'upload failed', 'uploadFailed'],
  ['uploading', 'upload offline', 'uploadOffline'],
  ['uploadFailed', 'retry upload', 'uploading'],
  ['uploadOffline', 'retry upload', 'uploading'],
  ['uploadOffline', 'back online', 'uploading'],
  // Every failure keeps the input: an edit goes back to editing, a submit saves again.
  ...SETTLED_FAILURES.flatMap((f) => [
    ...[...EDITS, 'choose labels'].map((l) => [f, l, 'editing.dirty'] as const),
    [f, 'submit', 'saving'] as const,
  ]),
  ...selfLoops(
    ['loading', 'editing.dirty', 'invalid', 'saving', 'uploading', ...SETTLED_FAILURES],
    IMAGE_EVENTS,
  ),
];

/** An edit's save refused because someone else saved frame 42 meanwhile (412), and what follows. */
const conflictEvents = {
  'save stale': {
    type: 'xstate.error.actor.saveFrame',
    error: Object.assign(new Error(STALE), { _tag: 'HttpError', status: 412 }),
  },
  'theirs read': { type: 'xstate.done.actor.loadCurrent', output: theirs },
  'theirs unread, offline': {
    type: 'xstate.error.actor.loadCurrent',
    error: { _tag: 'NetworkError', message: 'Network error' },
  },
  'theirs unread': { type: 'xstate.error.actor.loadCurrent', error: new Error('Frame not found') },
  reload: { type: 'frame.reload' },
  overwrite: { type: 'frame.overwrite' },
};
const conflictTransitions: Transition[] = [
  ['saving', 'save stale', 'conflict.checking'],
  ['conflict.checking', 'theirs read', 'conflict.review'],
  ['conflict.checking', 'theirs unread, offline', 'offline'],
  ['conflict.checking', 'theirs unread', 'saveFailed'],
  // Reload: their frame in the form, nothing changed since; Overwrite: mine saved over theirs.
  ['conflict.review', 'reload', 'editing.pristine'],
  ['conflict.review', 'overwrite', 'saving'],
  // The form is locked while the user chooses: edits and submits wait; the image list still reports.
  ...selfLoops(['conflict.checking', 'conflict.review'], IMAGE_EVENTS),
];

/** The graph of a new frame (`create`) or of frame 42's edit (`edit`). */
export function frameFormGraph(mode: 'create' | 'edit') {
  if (mode === 'create')
    return {
      machine: frameFormMachine,
      input: {},
      events: running({
        ...common,
        'labels loaded': { type: 'xstate.done.actor.load', output: { frame: null, labels: LABELS } },
        'labels failed': { type: 'xstate.done.actor.load', output: { frame: null, labels: null } },
        'load failed': { type: 'xstate.error.actor.load', error: new Error('Network error') },
      }),
      serializeState,
      limit: 400_000,
      qa: qaOf('create'),
      transitions: [
        ['loading', 'labels loaded', 'editing.pristine'],
        ['loading', 'labels failed', 'editing.pristine'],
        ['loading', 'load failed', 'loadFailed'],
        // Every field starts empty: each fill can fix the last error shown.
        ...formTransitions(
          ['fill name', 'fill description', 'fill original price', 'fill current price'],
          'invalid',
        ),
      ],
    } satisfies GraphModel<typeof frameFormMachine>;
  return {
    machine: frameFormMachine,
    input: { frameId: 42 },
    events: running({
      ...common,
      'frame loaded': { type: 'xstate.done.actor.load', output: { frame: saved, labels: LABELS } },
      'frame loaded, labels failed': {
        type: 'xstate.done.actor.load',
        output: { frame: saved, labels: null },
      },
      'frame missing': { type: 'xstate.done.actor.load', output: { frame: null, labels: LABELS } },
      'load failed': { type: 'xstate.error.actor.load', error: new Error('Frame not found') },
      ...conflictEvents,
    }),
    serializeState,
    limit: 400_000,
    qa: qaOf('edit'),
    transitions: [
      ...conflictTransitions,
      ['loading', 'frame loaded', 'editing.pristine'],
      ['loading', 'frame loaded, labels failed', 'editing.pristine'],
      ['loading', 'frame missing', 'loadFailed'],
      ['loading', 'load failed', 'loadFailed'],
      // Loaded valid: only a blanked name or a zeroed price can be wrong, and only refilling them fixes it.
      ...formTransitions(['fill name', 'fill current price'], 'saving'),
    ],
  } satisfies GraphModel<typeof frameFormMachine>;
}
