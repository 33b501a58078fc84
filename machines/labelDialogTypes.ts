/**
 * The label dialog's data (machines/labelDialog.machine.ts): its context, events, what `saveLabel` is given,
 * the closed dialog's context, and the fields a conflict compares.
 */
import type { FieldChange } from './concurrency';
import type { OnlineEvent } from './connection';
import { DEFAULT_LABEL_COLOR, type LabelDraftSource, type LabelErrors, normalizeColor } from './labelRules';

export type LabelDialogMode = 'create' | 'edit' | 'duplicate';

export interface LabelDialogContext {
  /** Which dialog is open (null: closed). */
  mode: LabelDialogMode | null;
  /** The label being edited (null: a new one). */
  id: number | null;
  name: string;
  color: string;
  /** The draft's errors, shown after a refused submit. */
  errors: LabelErrors;
  /** The last failed save's message (the server's, else the spec's). */
  error: string | null;
  /** The version the dialog's values were made from (sent as If-Match); null for a new label. */
  version: number | null;
  /** The label as the dialog opened it (to tell what someone else changed). */
  opened: { name: string; color: string } | null;
  /** In `conflict`: the label as saved now, and what changed since the dialog opened. */
  theirs: LabelDraftSource | null;
  changes: FieldChange[];
}

/** What `saveLabel` is given: `id` null creates (POST /labels), else updates (PUT /labels/{id}). */
export interface SaveLabelInput {
  id: number | null;
  name: string;
  color: string;
  /** The version the values were made from (If-Match; null: no check). */
  version: number | null;
}

export type LabelDialogEvent =
  | { type: 'label.create' }
  | { type: 'label.edit'; label: LabelDraftSource }
  | { type: 'label.duplicate'; label: LabelDraftSource }
  | { type: 'label.change'; name?: string; color?: string }
  | { type: 'label.submit' }
  | { type: 'label.cancel' }
  | { type: 'label.reload' }
  | { type: 'label.overwrite' }
  | OnlineEvent;

export const closedContext = (): LabelDialogContext => ({
  mode: null,
  id: null,
  name: '',
  color: DEFAULT_LABEL_COLOR,
  errors: {},
  error: null,
  version: null,
  opened: null,
  theirs: null,
  changes: [],
});

export const FIELDS = [
  ['name', 'Label name'],
  ['color', 'Colour'],
] as const;

export const sideOf = (l: { name: string; color: string }) => ({
  name: l.name.trim(),
  color: normalizeColor(l.color),
});

export const creates = (c: LabelDialogContext) => c.id === null;

/** The draft after a change event. */
export const changed = (c: LabelDialogContext, e: Extract<LabelDialogEvent, { type: 'label.change' }>) => ({
  name: e.name ?? c.name,
  color: e.color ?? c.color,
});
