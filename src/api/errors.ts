import { Data } from 'effect';

/** The spec's texts (sections 5, 7, 8). One place maps failures to what a person reads. */
export const INVALID_JSON = 'Invalid JSON in request body';
export const NETWORK_ERROR = 'Network error';
export const UPLOAD_TIMEOUT = 'Upload timeout - please try again with smaller images';
export const INVALID_RESPONSE = 'Invalid response format';
export const httpStatusMessage = (status: number) => `HTTP error! status: ${status}`;

/** A non-OK answer (or `success: false`): the body's message, else `HTTP error! status: N`. */
export class HttpError extends Data.TaggedError('HttpError')<{ status: number; message: string }> {}
/** No answer, or an answer whose body cannot be read. */
export class NetworkError extends Data.TaggedError('NetworkError')<{ message: string; cause?: unknown }> {}
/** A string body that is not JSON; nothing is sent. */
export class InvalidJsonError extends Data.TaggedError('InvalidJsonError')<{ message: string }> {}
export class UploadTimeoutError extends Data.TaggedError('UploadTimeoutError')<{ message: string }> {}
/** An answer without what the call needs (metrics without a status). */
export class InvalidResponseError extends Data.TaggedError('InvalidResponseError')<{ message: string }> {}

export type HttpFailure =
  | HttpError
  | NetworkError
  | InvalidJsonError
  | UploadTimeoutError
  | InvalidResponseError;

/** Failures worth another try: no answer, or a server-side error. Never a 4xx. */
export const isTransient = (e: HttpFailure) =>
  e._tag === 'NetworkError' || (e._tag === 'HttpError' && (e.status >= 500 || e.status === 408));
