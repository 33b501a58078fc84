/** The message machine's toasts, word for word (docs/product.md §8), as its tests expect them. */
import type { ToastParams } from '../../machines/toast';
import { STALE } from './message.model';

const success = (description: string): ToastParams => ({ type: 'success', title: 'Success', description });
const failure = (description: string): ToastParams => ({ type: 'error', title: 'Error', description });

export const TOASTS = {
  readDone: success('Message marked as read.'),
  repliedDone: success('Message marked as replied.'),
  deleted: success('Message deleted successfully.'),
  markFailed: failure('Failed to update message status. Please try again.'),
  actionFailed: failure('Failed to perform action. Please try again.'),
  conflict: { type: 'error', title: 'Changed by someone else', description: STALE } as ToastParams,
  reloaded: {
    type: 'info',
    title: 'Reloaded',
    description: 'The latest saved version is loaded. Your changes were discarded.',
  } as ToastParams,
};
