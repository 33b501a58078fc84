/**
 * Label rules (docs/product.md §3, §5, §8, §9), pure and shared by the label dialog machine and the screen:
 * the default colour, the `#RRGGBB` check, the trimmed name, the duplicate's name and the spec's texts.
 */

/** Spec section 9. */
export const DEFAULT_LABEL_COLOR = '#3B82F6';

/** Spec section 5, word for word. */
export const LABEL_NAME_REQUIRED = 'Please enter a label name.';
export const LABEL_IN_USE =
  'You cannot delete a label that is assigned to frames. Please remove it from all frames first.';
/** Not in the spec: the server's limit (a duplicate's ' (Copy)' can pass it). */
export const LABEL_NAME_TOO_LONG = 'Please keep the label name to 60 characters or fewer.';
/** Not in the spec (its colour picker cannot produce a bad value; our hex field can). */
export const LABEL_COLOR_INVALID = 'Please enter a colour as #RRGGBB, e.g. #3B82F6.';

/** Spec section 8, word for word. */
export const LABEL_TEXTS = {
  created: 'Label created successfully.',
  updated: 'Label updated successfully.',
  deleted: 'Label deleted successfully.',
  loadFailed: 'Failed to load labels. Please try again.',
  createFailed: 'Failed to create label. Please try again.',
  updateFailed: 'Failed to update label. Please try again.',
  deleteFailed: 'Failed to delete label. Please try again.',
} as const;

/** The server's longest name (server/schemas/labels.ts). */
export const LABEL_NAME_MAX = 60;

/** A label as the dialog needs it. */
export interface LabelDraftSource {
  id: number;
  name: string;
  color: string;
  /** The version it was read at (an edit's If-Match). */
  version?: number | null;
}

/** What the dialog holds while editing. */
export interface LabelDraft {
  name: string;
  color: string;
}

export type LabelErrors = Partial<Record<keyof LabelDraft, string>>;

export const isHexColor = (value: string) => /^#[0-9A-Fa-f]{6}$/.test(value.trim());

/** `#rrggbb` -> `#RRGGBB` (the server stores upper case). */
export const normalizeColor = (value: string) => value.trim().toUpperCase();

/** The draft's errors (none: it may be sent). */
export function labelErrors(draft: LabelDraft): LabelErrors {
  const errors: LabelErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = LABEL_NAME_REQUIRED;
  else if (name.length > LABEL_NAME_MAX) errors.name = LABEL_NAME_TOO_LONG;
  if (!isHexColor(draft.color)) errors.color = LABEL_COLOR_INVALID;
  return errors;
}

export const isValidDraft = (draft: LabelDraft) => Object.keys(labelErrors(draft)).length === 0;

/** Spec section 2: Duplicate Label prefills the name plus ' (Copy)' and the same colour. */
export const duplicateName = (name: string) => `${name} (Copy)`;

/** A failure's text: the server's message when there is one, else the spec's default. */
export const failureMessage = (error: unknown, fallback: string) => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() ? message : fallback;
};
