/**
 * The http layer's vocabulary (src/api/http.ts): the envelope every answer comes in, a call's options, upload
 * progress and the layer's settings.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
  pagination?: { page: number; limit: number; total: number; pages: number };
  /** The answer's ETag header (added by this layer; never part of the server's body). */
  etag?: string | null;
  [key: string]: unknown;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100 */
  percent: number;
}

export interface RequestOptions {
  method?: Method;
  /** Query parameters; `undefined`, `null` and `''` are omitted. */
  query?: Record<string, unknown>;
  /** An object (sent as JSON) or a string (must be valid JSON). */
  body?: unknown;
  /** Multipart files: the field name and one or several files. */
  files?: { field: string; files: Blob[] };
  onProgress?: (progress: UploadProgress) => void;
  /** Sends the stored bearer token. */
  admin?: boolean;
  /** The If-Match header: the version or ETag an update was made from (docs/api.md, "Concurrent changes"). */
  ifMatch?: string | null;
  /** A field the answer's `data` must have (`status` for metrics), else `Invalid response format`. */
  requires?: string;
  signal?: AbortSignal;
}

/** The XMLHttpRequest subset the upload path needs (browsers have it; Node does not). */
export type XhrFactory = () => XMLHttpRequest;

export interface HttpConfig {
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => string | null | undefined;
  /** Uploads use XMLHttpRequest for progress when available; otherwise fetch with a counted stream. */
  xhr?: XhrFactory | null;
  cacheTtlMs?: number;
  retryBaseMs?: number;
  retryCapMs?: number;
  retries?: number;
  uploadTimeoutMs?: number;
}
