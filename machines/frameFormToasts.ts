/**
 * The frame form's toasts (machines/frameForm.machine.ts reads them as `toasts.<name>`), as the params of its
 * `toast` action: most read the form's context (or the failed call's error) when the state is entered or the
 * transition taken; the others are fixed.
 */
import { conflictToast, reloadedToast } from './concurrency';
import { CONNECTION_TEXTS, connectionToast } from './connection';
import { firstError, VALIDATION_TITLE } from './frameFormRules';
import { FORM_TEXTS, type FrameFormContext } from './frameFormTypes';
import { errorToast, type ToastParams } from './toast';

interface Args {
  context: FrameFormContext;
  event: unknown;
}

/** A refused submit: the first field error (the errors were just checked). */
export const refusal = ({ context }: Args): ToastParams => ({
  type: 'error',
  title: VALIDATION_TITLE,
  description: firstError(context.errors),
});

/** The frame saved with no images queued. */
export const saved = ({ context }: Args): ToastParams => ({
  type: 'success',
  title: 'Success',
  description: context.mode === 'create' ? FORM_TEXTS.created : FORM_TEXTS.updated,
});

/** The frame saved and its queued images uploaded. */
export const uploaded = ({ context }: Args): ToastParams => ({
  type: 'success',
  title: 'Success',
  description: (context.mode === 'create' ? FORM_TEXTS.createdWithImages : FORM_TEXTS.updatedWithImages)(
    context.uploading,
  ),
});

/** The frame saved, its images refused: a warning, the queue kept. */
export const uploadFailed = ({ context }: Args): ToastParams => ({
  type: 'warning',
  title: 'Warning',
  description: FORM_TEXTS.uploadFailed(context.failure ?? 'Upload failed'),
});

/** The save refused or failed: the server's message. */
export const saveFailed = ({ context }: Args): ToastParams =>
  errorToast(context.failure ?? FORM_TEXTS.saveFailed);

/** Someone else saved the frame meanwhile (412). */
export const conflict = ({ event }: Args): ToastParams =>
  conflictToast((event as { error?: unknown }).error, 'frame');

/** The frame could not be loaded (the screen goes back to the list). */
export const loadFailed = errorToast(FORM_TEXTS.loadFailed);

/** The labels could not be loaded: the fallback labels are offered. */
export const labelsFailed = errorToast(FORM_TEXTS.labelsFailed);

/** The save found no connection: the input kept. */
export const offline = connectionToast();

/** The frame saved, its images found no connection: the queue kept. */
export const imagesOffline = connectionToast(CONNECTION_TEXTS.imagesKept);

/** Reload after a conflict: their version is on screen. */
export const reloaded = reloadedToast();
