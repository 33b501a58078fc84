/**
 * What someone else changed in a frame while the user edited it (the frame form's `conflict` state,
 * docs/api.md "Concurrent changes"): every field whose saved value differs from the one the user started
 * from, with the value now saved and the user's own. Pure, for the machine and its tests.
 */
import type { FrameValues, LabelOption } from './frameFormRules';
import { type FieldChange, type FormFrame, valuesOf } from './frameFormTypes';

const FIELDS: readonly [FieldChange['field'], string][] = [
  ['name', 'Frame Name'],
  ['description', 'Description'],
  ['category', 'Category'],
  ['dimensions', 'Dimensions'],
  ['status', 'Status'],
  ['originalPrice', 'Original Price (KSH)'],
  ['currentPrice', 'Current Price (KSH)'],
  ['labels', 'Labels'],
  ['published', 'Visibility'],
];

/** A side of the comparison: the form's values and whether the frame is published. */
export interface FrameSide {
  values: FrameValues;
  published: boolean;
}

const EMPTY = '(empty)';

function textOf(side: FrameSide, field: FieldChange['field'], labels: readonly LabelOption[]): string {
  if (field === 'published') return side.published ? 'Published' : 'Draft';
  if (field === 'labels') {
    const names = [...side.values.labels]
      .sort((a, b) => a - b)
      .map((id) => labels.find((l) => l.id === id)?.name ?? `#${id}`);
    return names.length ? names.join(', ') : 'None';
  }
  if (field === 'status') return side.values.status === 'IN_STOCK' ? 'In Stock' : 'Out of Stock';
  const text = side.values[field].trim();
  if (field === 'originalPrice' || field === 'currentPrice') return text ? String(Number(text)) : EMPTY;
  return text || EMPTY;
}

/** The frame now saved, as a side (its labels' names join the choices). */
export const sideOf = (frame: FormFrame): FrameSide => ({
  values: valuesOf(frame),
  published: frame.published ?? true,
});

/**
 * The fields someone else changed: those whose text differs between `before` (what the user started from)
 * and `theirs` (saved now), each with the user's value (`mine`).
 */
export function changesOf(
  before: FrameSide,
  theirs: FormFrame,
  mine: FrameSide,
  labels: readonly LabelOption[],
): FieldChange[] {
  const names = [...labels, ...theirs.labels];
  const now = sideOf(theirs);
  return FIELDS.flatMap(([field, label]) => {
    const was = textOf(before, field, names);
    const is = textOf(now, field, names);
    return was === is ? [] : [{ field, label, before: was, theirs: is, mine: textOf(mine, field, names) }];
  });
}
