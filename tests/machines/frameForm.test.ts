import { expect } from 'vitest';
import { CONNECTION_TEXTS } from '../../machines/connection';
import {
  FORM_TEXTS,
  type FrameFormContext,
  type SaveInput,
  type UploadInput,
} from '../../machines/frameForm.machine';
import { checkFrame, FALLBACK_LABELS } from '../../machines/frameFormRules';
import { ALT, files, frameFormGraph, LABELS, saved, success, TIMEOUT, withImages } from './frameForm.model';
import { conflictExpectations, reloaded, savedFromVersion } from './frameFormConflict.expect';
import { type Arrival, describeModel } from './graph';
import { withTags } from './tags';

const ctx = (a: Arrival) => a.snapshot.context as FrameFormContext;
const sentToImages = (a: Arrival) =>
  (a.did('xstate.sendTo') as { targetId: string; event: { type: string } }[])
    .filter((p) => p.targetId === 'images')
    .map((p) => p.event);
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);

const unsaved = (a: Arrival) => expect(a.snapshot.hasTag('unsaved')).toBe(true);

/** The form ready for input (pristine or dirty): filled from the load, no errors shown. */
const editingIn = (mode: 'create' | 'edit') => (a: Arrival) => {
  const c = ctx(a);
  expect(c.errors).toEqual({});
  if (a.from === 'loading') {
    if (a.event.includes('labels failed')) {
      expect(a.toasts).toEqual([
        { type: 'error', title: 'Error', description: 'Failed to load labels from API' },
      ]);
      expect(c.labelOptions.slice(0, 5)).toEqual(FALLBACK_LABELS);
    } else {
      noToast(a);
      expect(c.labelOptions.slice(0, 1)).toEqual(LABELS);
    }
    if (mode === 'edit') {
      // Filled from the frame; its label missing from the choices is added; prices as text.
      expect(c.values).toMatchObject({
        name: 'Oak',
        originalPrice: '5000',
        currentPrice: '4000',
        labels: [77],
      });
      expect(c.labelOptions.at(-1)).toEqual(saved.labels[0]);
      expect(sentToImages(a)).toEqual([{ type: 'images.load', frameId: 42, images: saved.images }]);
    }
  } else if (a.from === 'conflict.review') reloaded(a);
  else noToast(a);
  if (a.from === 'saveFailed' || a.from === 'uploadFailed') expect(sentToImages(a)).toEqual([]);
  if (a.event === 'choose labels') expect(c.values.labels).toContain(31);
};

/** What each state means; `mode` decides the success texts and what `loading` asks for. */
const expectations = (mode: 'create' | 'edit') => {
  const editing = editingIn(mode);
  return {
    loading: (a: Arrival) => {
      noToast(a);
      if (a.event === '') {
        const frameId = mode === 'create' ? null : 42;
        expect(a.invoked).toEqual({ images: { frameId }, load: { frameId } });
      }
    },
    'editing.pristine': (a: Arrival) => {
      expect(a.snapshot.hasTag('unsaved')).toBe(false);
      editing(a);
    },
    'editing.dirty': (a: Arrival) => {
      // Changed since loaded: leaving the screen asks first.
      expect(a.snapshot.hasTag('unsaved')).toBe(true);
      expect(a.from === 'loading').toBe(false);
      editing(a);
    },
    offline: (a: Arrival) => {
      unsaved(a);
      if (a.entered) {
        expect(a.toasts).toEqual([
          { type: 'error', title: 'Connection failed', description: CONNECTION_TEXTS.kept },
        ]);
        expect(sentToImages(a)).toEqual([{ type: 'images.unlock' }]);
        expect(a.invoked).toEqual({ awaitOnline: undefined });
        expect(ctx(a).failure).toBe(CONNECTION_TEXTS.lost);
        // The input is kept.
        expect(ctx(a).values.name.trim()).not.toBe('');
      } else noToast(a);
    },
    uploadOffline: (a: Arrival) => {
      unsaved(a);
      if (a.entered) {
        expect(a.toasts).toEqual([
          { type: 'error', title: 'Connection failed', description: CONNECTION_TEXTS.imagesKept },
        ]);
        expect(sentToImages(a)).toEqual([{ type: 'images.unlock' }]);
        expect(a.invoked).toEqual({ awaitOnline: undefined });
        expect(ctx(a).frameId).toBe(42);
        expect(ctx(a).queue).toEqual(files);
      } else noToast(a);
    },
    invalid: (a: Arrival) => {
      unsaved(a);
      const c = ctx(a);
      expect(Object.keys(c.errors).length).toBeGreaterThan(0);
      if (a.event === 'submit') {
        const first = c.errors.name ?? c.errors.description ?? c.errors.prices;
        expect(a.toasts).toEqual([{ type: 'error', title: 'Validation Error', description: first }]);
        expect(
          Object.values(c.errors).every((m) =>
            [
              'Frame name is required.',
              'Frame description is required.',
              'Prices must be greater than 0.',
            ].includes(m as string),
          ),
        ).toBe(true);
      } else noToast(a);
    },
    saving: (a: Arrival) => {
      unsaved(a);
      noToast(a);
      const c = ctx(a);
      if (a.entered) {
        const payload = checkFrame(c.values, c.frameId != null).payload;
        expect(payload).not.toBeNull();
        // A plain submit keeps what the frame is: a new frame and frame 42 are published. An edit sends
        // the alt texts typed since it loaded (a new frame has no saved picture to describe).
        const { version } = a.invoked.saveFrame as SaveInput;
        const imageAlts = c.frameId != null && c.alts.length > 0 ? { imageAlts: [ALT] } : {};
        expect(a.invoked).toEqual({
          saveFrame: {
            frameId: c.frameId,
            payload: { ...payload, published: true, ...imageAlts },
            version,
          } as SaveInput,
        });
        savedFromVersion(a, version);
        expect(sentToImages(a)).toEqual([{ type: 'images.lock' }]);
        // Trimmed, numbers; on an edit an empty field is sent as null.
        expect(payload?.name).toBe(c.values.name.trim());
        expect(typeof payload?.originalPrice).toBe('number');
      }
    },
    saveFailed: (a: Arrival) => {
      unsaved(a);
      if (a.entered) {
        const description =
          a.event === 'theirs unread' ? 'Frame not found' : 'A selected label no longer exists';
        expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description }]);
        expect(sentToImages(a)).toEqual([{ type: 'images.unlock' }]);
        expect(ctx(a).values.name.trim()).not.toBe('');
      } else noToast(a);
    },
    uploading: (a: Arrival) => {
      unsaved(a);
      noToast(a);
      const c = ctx(a);
      expect(c.frameId).toBe(42);
      if (a.entered) {
        expect(c.progress).toBe(0);
        expect(c.uploading).toBe(2);
        const input = a.invoked.uploadImages as UploadInput;
        expect(input).toMatchObject({ frameId: 42, files });
        expect(typeof input.onProgress).toBe('function');
      }
      if (a.event === 'upload progress') expect(c.progress).toBe(40);
      if (a.from === 'uploadFailed') expect(sentToImages(a)).toEqual([{ type: 'images.lock' }]);
    },
    uploadFailed: (a: Arrival) => {
      unsaved(a);
      if (a.entered) {
        expect(a.toasts).toEqual([
          {
            type: 'warning',
            title: 'Warning',
            description: `Frame saved but image upload failed: ${TIMEOUT}. You can upload the images later.`,
          },
        ]);
        expect(sentToImages(a)).toEqual([{ type: 'images.unlock' }]);
        expect(ctx(a).frameId).toBe(42);
      } else noToast(a);
    },
    done: (a: Arrival) => {
      expect(a.snapshot.hasTag('unsaved')).toBe(false);
      expect(ctx(a).frameId).toBe(42);
      if (a.event === 'upload done') {
        const text = mode === 'create' ? FORM_TEXTS.createdWithImages(2) : FORM_TEXTS.updatedWithImages(2);
        expect(a.toasts).toEqual([success(text)]);
        expect(sentToImages(a)).toEqual([
          { type: 'images.uploaded', frameId: 42, images: withImages.images },
        ]);
      } else {
        expect(a.toasts).toEqual([
          success(mode === 'create' ? 'Frame created successfully!' : 'Frame updated successfully!'),
        ]);
      }
    },
  };
};

/** Spec section 8: 'Failed to load frame data', then back to the list (the machine is done). */
const loadFailed = (a: Arrival) => {
  expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: 'Failed to load frame data' }]);
  expect(a.snapshot.status).toBe('done');
};

/** The tags the views read: `unsaved` (leave guard), `saving` (Save spins), `locked` (the form cannot change). */
const TAGS: Record<string, string[]> = {
  'editing.dirty': ['unsaved'],
  invalid: ['unsaved'],
  saving: ['unsaved', 'saving', 'locked'],
  offline: ['unsaved'],
  saveFailed: ['unsaved'],
  'conflict.checking': ['unsaved', 'locked'],
  'conflict.review': ['unsaved', 'locked'],
  uploading: ['unsaved', 'saving', 'locked'],
  uploadOffline: ['unsaved'],
  uploadFailed: ['unsaved'],
};

describeModel('frameForm (new frame)', {
  ...frameFormGraph('create'),
  states: withTags(TAGS, { ...expectations('create'), ...conflictExpectations, loadFailed }),
});

describeModel('frameForm (edit)', {
  ...frameFormGraph('edit'),
  states: withTags(TAGS, { ...expectations('edit'), ...conflictExpectations, loadFailed }),
});
