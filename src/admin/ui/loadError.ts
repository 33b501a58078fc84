import type { CombinedError } from '@urql/core';
import { httpStatusMessage } from '../../api/errors';

/**
 * The text of a failed read: the server's message when it gave one, else `fallback` (a network failure,
 * an answer without a message, a malformed answer).
 */
export function loadErrorMessage(error: CombinedError | undefined, fallback: string): string {
  const cause = (error?.networkError ?? error?.graphQLErrors[0]) as
    | { _tag?: string; status?: number; message?: string }
    | undefined;
  if (cause?._tag !== 'HttpError') return fallback;
  const message = cause.message?.trim();
  if (!message || (cause.status !== undefined && message === httpStatusMessage(cause.status)))
    return fallback;
  return message;
}
