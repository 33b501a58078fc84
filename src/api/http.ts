/**
 * The only code that calls `fetch` (docs/architecture.md, "The way data flows"). Base address, bearer token on
 * admin calls, JSON checks, a 5-minute GET cache revalidated with ETags, retries for idempotent calls,
 * uploads with progress and a 120 s timeout; failures are tagged errors carrying the spec's texts.
 */
import { Duration, Effect, Schedule } from 'effect';
import { apiBase } from './assets';
import {
  HttpError,
  type HttpFailure,
  httpStatusMessage,
  INVALID_JSON,
  INVALID_RESPONSE,
  InvalidJsonError,
  InvalidResponseError,
  isTransient,
  NETWORK_ERROR,
  NetworkError,
  UPLOAD_TIMEOUT,
  UploadTimeoutError,
} from './errors';
import { type CachedAnswer, createGetCache } from './getCache';
import type { Envelope, HttpConfig, Method, RequestOptions } from './httpTypes';
import type { KeyPost } from './idempotencyKeys';
import { defaultXhr, joinSignals, sendMultipart } from './transport';

export type { Envelope, HttpConfig, Method, RequestOptions, UploadProgress, XhrFactory } from './httpTypes';

export const CACHE_TTL_MS = 5 * 60_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

const idempotent = (m: Method) => m === 'GET' || m === 'PUT' || m === 'DELETE';

/** The browser says it has no network: a retry cannot succeed (the machines try again once it is back). */
const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export type Http = ReturnType<typeof createHttp>;

/** An admin call refused for its session: 401 (no, bad or expired token, deleted user) or a suspended account. */
export interface AuthFailure {
  status: 401 | 403;
  message: string;
  suspended: boolean;
}

/** Whether a failure ends the session (docs/product.md §10.4): any 401, and a 403 saying 'Account suspended'. */
export const authFailureOf = (e: HttpFailure): AuthFailure | null =>
  e._tag === 'HttpError' &&
  (e.status === 401 || (e.status === 403 && e.message.includes('Account suspended')))
    ? { status: e.status as 401 | 403, message: e.message, suspended: e.status === 403 }
    : null;

export function createHttp(config: HttpConfig = {}) {
  const baseUrl = () => (config.baseUrl ?? apiBase()).replace(/\/+$/, '');
  const doFetch: typeof fetch = (...args) => (config.fetch ?? globalThis.fetch)(...args);
  const cache = createGetCache(config.cacheTtlMs ?? CACHE_TTL_MS);
  /**
   * Once given (the back-office gives it: src/admin/session/SessionProvider.tsx; the storefront's scripts
   * stay without the code), every POST carries an Idempotency-Key, the same one until that save succeeds.
   */
  let keyPost: KeyPost | undefined;
  const giveIdempotencyKeys = (given: KeyPost) => {
    keyPost = given;
  };

  /** Who hears about admin calls refused for their session (the admin session machine). */
  const authListeners = new Set<(failure: AuthFailure) => void>();
  const onAuthFailure = (listener: (failure: AuthFailure) => void) => {
    authListeners.add(listener);
    return () => void authListeners.delete(listener);
  };
  /** Tells the listeners when an admin call that carried a token was refused for its session. */
  const reportAuth = <A>(effect: Effect.Effect<A, HttpFailure>, sentToken: boolean) =>
    sentToken
      ? effect.pipe(
          Effect.tapError((e) =>
            Effect.sync(() => {
              const failure = authFailureOf(e);
              if (failure) for (const l of authListeners) l(failure);
            }),
          ),
        )
      : effect;

  const retrySchedule = Schedule.exponential(Duration.millis(config.retryBaseMs ?? 1000)).pipe(
    Schedule.modifyDelay(({ duration }) =>
      Effect.succeed(Duration.min(duration, Duration.millis(config.retryCapMs ?? 30_000))),
    ),
  );

  const readBody = (response: Response) =>
    Effect.tryPromise({
      try: async () => (await response.json()) as Envelope,
      catch: (cause) => new NetworkError({ message: NETWORK_ERROR, cause }),
    });

  const failureOf = (status: number, body: Envelope | undefined) =>
    new HttpError({
      status,
      message: typeof body?.message === 'string' && body.message ? body.message : httpStatusMessage(status),
    });

  const checkRequired = (body: Envelope, requires: string | undefined) => {
    if (!requires) return Effect.succeed(body);
    const data = body.data as Record<string, unknown> | null | undefined;
    return data && typeof data === 'object' && data[requires] !== undefined && data[requires] !== null
      ? Effect.succeed(body)
      : Effect.fail(new InvalidResponseError({ message: INVALID_RESPONSE }));
  };

  /** Turns a Response into the envelope, or the spec's failure. */
  const settle = (response: Response, cached: CachedAnswer | undefined, key: string | null) =>
    Effect.gen(function* () {
      if (response.status === 304 && cached) {
        cache.touch(cached);
        return { ...cached.body, etag: cached.etag };
      }
      if (!response.ok) {
        const body = yield* Effect.orElseSucceed(readBody(response), () => undefined);
        if (body === undefined) return yield* Effect.fail(new NetworkError({ message: NETWORK_ERROR }));
        return yield* Effect.fail(failureOf(response.status, body));
      }
      const body = yield* readBody(response);
      if (!body || typeof body !== 'object')
        return yield* Effect.fail(new NetworkError({ message: NETWORK_ERROR }));
      if (body.success === false) return yield* Effect.fail(failureOf(response.status, body));
      const etag = response.headers.get('etag');
      if (key) cache.store(key, etag, body);
      return { ...body, etag };
    });

  const headersFor = (admin: boolean | undefined, ifMatch?: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (admin) {
      const token = config.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    if (ifMatch) headers['If-Match'] = ifMatch;
    return headers;
  };

  /** A JSON call (any method). */
  const json = <T = unknown>(path: string, options: RequestOptions = {}) => {
    const method = options.method ?? 'GET';
    const url = `${baseUrl()}${path}${queryString(options.query)}`;
    const key =
      method === 'GET' ? `${path}${queryString(options.query)}|${options.admin ? 'admin' : 'public'}` : null;

    const attempt = Effect.gen(function* () {
      const headers = headersFor(options.admin, options.ifMatch);
      let body: string | undefined;
      if (typeof options.body === 'string') {
        try {
          JSON.parse(options.body);
        } catch {
          return yield* Effect.fail(new InvalidJsonError({ message: INVALID_JSON }));
        }
        body = options.body;
      } else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
      }
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const succeeded = method === 'POST' ? keyPost?.(headers, url, body) : undefined;
      const fresh = cache.fresh(key);
      if (fresh?.etag) headers['If-None-Match'] = fresh.etag;
      const response = yield* Effect.tryPromise({
        try: (signal) => doFetch(url, { method, headers, body, signal: joinSignals(signal, options.signal) }),
        catch: (cause) => new NetworkError({ message: NETWORK_ERROR, cause }),
      });
      const answer = yield* settle(response, fresh, key);
      succeeded?.();
      return answer;
    });

    const retried = idempotent(method)
      ? Effect.retry(attempt, {
          schedule: retrySchedule,
          times: config.retries ?? 3,
          while: (e: HttpFailure) => isTransient(e) && !knownOffline(),
        })
      : attempt;
    return reportAuth(
      retried.pipe(Effect.flatMap((b) => checkRequired(b, options.requires))),
      Boolean(options.admin && config.getToken?.()),
    ) as Effect.Effect<Envelope<T>, HttpFailure>;
  };

  /** A multipart upload with progress; never retried; aborted after 120 s. */
  const upload = <T = unknown>(
    path: string,
    options: RequestOptions & { files: { field: string; files: Blob[] } },
  ) => {
    const url = `${baseUrl()}${path}`;
    const headers = headersFor(options.admin);
    const succeeded = keyPost?.(headers, url, undefined, options.files.files);
    const send = sendMultipart({
      url,
      method: options.method ?? 'POST',
      headers,
      files: options.files,
      onProgress: options.onProgress,
      signal: options.signal,
      xhr: config.xhr === undefined ? defaultXhr() : config.xhr,
      fetch: doFetch,
    });
    return reportAuth(
      send.pipe(
        Effect.timeoutOrElse({
          duration: Duration.millis(config.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS),
          orElse: () => Effect.fail(new UploadTimeoutError({ message: UPLOAD_TIMEOUT })),
        }),
        Effect.flatMap((response) => settle(response, undefined, null)),
        Effect.tap(() => Effect.sync(() => succeeded?.())),
      ),
      Boolean(headers.Authorization),
    ) as Effect.Effect<Envelope<T>, HttpFailure>;
  };

  /** Runs a call to a promise of the envelope; a failure rejects with the tagged error (message = spec text). */
  const run = <T = unknown>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> => {
    const effect = options.files
      ? upload<T>(path, { ...options, files: options.files })
      : json<T>(path, options);
    return Effect.runPromise(effect, options.signal ? { signal: options.signal } : undefined);
  };

  /**
   * A file download (a CSV export): the answer's bytes, with the bearer token when `admin`; a refusal fails
   * as a JSON call's does (its envelope's message). Never cached, never retried.
   */
  const download = (path: string, options: Pick<RequestOptions, 'query' | 'admin' | 'signal'> = {}) => {
    const url = `${baseUrl()}${path}${queryString(options.query)}`;
    const attempt = Effect.gen(function* () {
      const headers = { ...headersFor(options.admin), Accept: 'text/csv, application/json' };
      const response = yield* Effect.tryPromise({
        try: (signal) => doFetch(url, { headers, signal: joinSignals(signal, options.signal) }),
        catch: (cause) => new NetworkError({ message: NETWORK_ERROR, cause }),
      });
      if (!response.ok) {
        const body = yield* Effect.orElseSucceed(readBody(response), () => undefined);
        return yield* Effect.fail(failureOf(response.status, body));
      }
      return yield* Effect.tryPromise({
        try: () => response.blob(),
        catch: (cause) => new NetworkError({ message: NETWORK_ERROR, cause }),
      });
    });
    return Effect.runPromise(
      reportAuth(attempt as Effect.Effect<Blob, HttpFailure>, Boolean(options.admin && config.getToken?.())),
    );
  };

  return {
    json,
    upload,
    download,
    run,
    /** Drops cached GETs whose key contains `pattern` (all of them without one). */
    clearCache: cache.clear,
    cleanup: cache.cleanup,
    dispose: cache.dispose,
    onAuthFailure,
    giveIdempotencyKeys,
    cacheSize: cache.size,
  };
}

/** The If-Match of an update made from a resource at `version` (its body's `version`); null: no check. */
export const ifMatchOf = (version: number | null | undefined): string | null =>
  version == null ? null : `"${version}"`;
