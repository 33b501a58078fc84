/**
 * The frame form's vocabulary (machines/frameForm.machine.ts): its texts, what its actors take and give,
 * its context and events, and the pure helpers that turn a loaded frame into the form's values.
 */
import type { OnlineEvent } from './connection';
import {
  checkFrame,
  emptyFrameValues,
  FALLBACK_LABELS,
  type FrameErrors,
  type FramePayload,
  type FrameStatus,
  type FrameValues,
  type ImageAlt,
  type LabelOption,
  type PickedFile,
  type TextField,
} from './frameFormRules';
import type { ImageListReport, ServerImage } from './imageList.machine';

export type { FrameValues, LabelOption, TextField } from './frameFormRules';

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
  /** Bumped by every save; an update sends the one it was made from (If-Match). Absent: not checked. */
  version?: number;
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
  /** The version the values were edited from (If-Match); null for a new frame. */
  version: number | null;
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

/** A field someone else changed since the user began: what it was, what it is now, what the user has. */
export interface FieldChange {
  field: TextField | 'labels' | 'published';
  label: string;
  before: string;
  theirs: string;
  mine: string;
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
  /** The version the user started from (sent as If-Match); null for a new frame. */
  version: number | null;
  /** The frame as the user started from it (values and published), to tell what someone else changed. */
  base: { values: FrameValues; published: boolean } | null;
  /** In `conflict`: the frame as saved now, and the fields changed since the user began. */
  theirs: FormFrame | null;
  changes: FieldChange[];
  /** Mirrors the image list (its reports): the files to upload, how many are saved, whether it is at rest. */
  queue: PickedFile[];
  savedCount: number;
  /** The saved pictures' changed alt texts: sent with the frame's save. */
  alts: ImageAlt[];
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
  /** In `conflict`: discard mine and load theirs, or save mine over theirs. */
  | { type: 'frame.reload' }
  | { type: 'frame.overwrite' }
  | { type: 'upload.progress'; percent: number }
  | OnlineEvent
  | ImageListReport;

/** The form as it opens: a new frame (create) or the frame to load (edit). */
export const initialContext = (input: FrameFormInput): FrameFormContext => ({
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
});

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() ? error.message : fallback;

export const valuesOf = (frame: FormFrame): FrameValues => ({
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
export const optionsOf = (labels: readonly LabelOption[] | null, frame: FormFrame | null): LabelOption[] => {
  const base = labels ?? [...FALLBACK_LABELS];
  const extra = (frame?.labels ?? []).filter((l) => !base.some((b) => b.id === l.id));
  return [...base, ...extra];
};

export const payloadOf = (context: FrameFormContext): FramePayload => ({
  ...(checkFrame(context.values, context.frameId != null).payload as FramePayload),
  published: context.published,
  ...(context.alts.length > 0 && context.frameId != null ? { imageAlts: context.alts } : {}),
});

/** What the form holds of a loaded frame: its values, rating, visibility, version and starting point. */
export const formOf = (frame: FormFrame) => ({
  values: valuesOf(frame),
  rating: frame.rating ?? 0,
  published: frame.published ?? true,
  version: frame.version ?? null,
  base: { values: valuesOf(frame), published: frame.published ?? true },
});
