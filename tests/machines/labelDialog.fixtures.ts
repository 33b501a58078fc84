/**
 * The label dialog's tests' fixtures (labelDialog.test.ts walks the graph, labelDialog.live.test.ts runs the
 * machine with stubbed actors): the spec's texts and the label edited.
 */
import type { LabelDraftSource } from '../../machines/labelRules';

// The spec's texts, written here again on purpose (not imported): a typo in the machine fails the test.
export const NAME_REQUIRED = 'Please enter a label name.';
export const CREATED = 'Label created successfully.';
export const UPDATED = 'Label updated successfully.';
export const CREATE_FAILED = 'Failed to create label. Please try again.';
export const UPDATE_FAILED = 'Failed to update label. Please try again.';
export const DUPLICATE = "A label named 'Gift Idea' already exists";
export const STALE =
  'This label was changed by someone else since you loaded it. Reload it to see the changes, then save again.';
export const RELOADED = 'The latest saved version is loaded. Your changes were discarded.';

export const label: LabelDraftSource = { id: 3, name: 'Best Price', color: '#10B981', version: 4 };
/** The label as someone else saved it meanwhile (renamed). */
export const theirs: LabelDraftSource = { id: 3, name: 'Best Deal', color: '#10B981', version: 6 };
