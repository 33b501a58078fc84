/**
 * The marquee dialog's data (machines/marqueeDialog.machine.ts): its context, events, what `save` and
 * `loadItem` are given, the closed dialog's context, and the fields a conflict compares.
 */
import type { FieldChange } from './concurrency';
import type { OnlineEvent } from './connection';
import {
  type MarqueeItemValues,
  type MarqueePayload,
  type MarqueeValues,
  NEW_MARQUEE,
  parseOrder,
  valuesOf,
} from './marqueeRules';

export type MarqueeDialogMode = 'create' | 'edit';

export interface MarqueeDialogContext {
  mode: MarqueeDialogMode;
  /** The item being edited (null when creating). */
  id: number | null;
  values: MarqueeValues;
  /** The last failed save's message (the server's, else the spec's default; in `conflict`: the server's sentence). */
  error: string | null;
  /** The version the values were made from (If-Match); null for a new item. */
  version: number | null;
  /** The item as the dialog opened it (to tell what someone else changed). */
  opened: MarqueeItemValues | null;
  /** In `conflict`: the item as saved now, and what changed since the dialog opened. */
  theirs: MarqueeItemValues | null;
  changes: FieldChange[];
}

/** What the save actor is given: the item's id (null: create), the payload and its version (If-Match). */
export interface MarqueeSaveInput {
  id: number | null;
  input: MarqueePayload;
  version: number | null;
}

export type MarqueeDialogEvent =
  | { type: 'dialog.create' }
  | { type: 'dialog.edit'; item: MarqueeItemValues }
  | { type: 'field.text'; value: string }
  | { type: 'field.order'; value: string }
  | { type: 'field.active'; value: boolean }
  | { type: 'dialog.save' }
  | { type: 'dialog.cancel' }
  | { type: 'dialog.reload' }
  | { type: 'dialog.overwrite' }
  | OnlineEvent;

/** The dialog closed, or opened on `item` (edit; none: create). */
export const dialogContext = (item: MarqueeItemValues | null = null): MarqueeDialogContext => ({
  mode: item ? 'edit' : 'create',
  id: item?.id ?? null,
  values: item ? valuesOf(item) : NEW_MARQUEE,
  error: null,
  version: item?.version ?? null,
  opened: item,
  theirs: null,
  changes: [],
});

export const MARQUEE_FIELDS = [
  ['text', 'Text'],
  ['isActive', 'Active'],
  ['order', 'Order'],
] as const;

/** An item's compared fields as the dialog shows them. */
export const marqueeSide = (v: MarqueeValues) => ({
  text: v.text.trim(),
  isActive: v.isActive ? 'Active' : 'Hidden',
  order: String(parseOrder(v.order)),
});
