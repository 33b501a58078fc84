/**
 * How the http layer's requests leave (src/api/http.ts decides what is sent and what an answer means):
 * abort signals joined, and a multipart upload sent with its progress, by XMLHttpRequest where the browser
 * has it (its upload events) or by fetch with a body stream that counts what fetch has taken (Node, tests).
 */
import { Effect } from 'effect';
import { type HttpFailure, NETWORK_ERROR, NetworkError } from './errors';
import type { RequestOptions, UploadProgress, XhrFactory } from './httpTypes';

/** One abort signal for two (the effect's, and the caller's when given). */
export function joinSignals(a: AbortSignal, b: AbortSignal | undefined): AbortSignal {
  return b ? AbortSignal.any([a, b]) : a;
}

/** The browser's XMLHttpRequest, or null where there is none. */
export function defaultXhr(): XhrFactory | null {
  return typeof XMLHttpRequest === 'function' ? () => new XMLHttpRequest() : null;
}

function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 };
}

/** The body in 64 KiB chunks, reporting how much fetch has taken. */
function countedStream(bytes: Uint8Array, onProgress: RequestOptions['onProgress']) {
  const chunk = 64 * 1024;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        onProgress?.(progressOf(bytes.length, bytes.length));
        controller.close();
        return;
      }
      const end = Math.min(offset + chunk, bytes.length);
      controller.enqueue(bytes.subarray(offset, end));
      offset = end;
      onProgress?.(progressOf(offset, bytes.length));
    },
  });
}

export interface MultipartSend {
  url: string;
  method: string;
  headers: Record<string, string>;
  files: { field: string; files: Blob[] };
  onProgress: RequestOptions['onProgress'];
  signal: AbortSignal | undefined;
  /** XMLHttpRequest where there is one (null: fetch with a counted body). */
  xhr: XhrFactory | null;
  fetch: typeof fetch;
}

/** Sends the files as multipart/form-data; the answer as a Response, or a NetworkError when none came. */
export function sendMultipart(send: MultipartSend): Effect.Effect<Response, HttpFailure> {
  const { url, method, headers, onProgress, signal: callerSignal, xhr } = send;
  const form = new FormData();
  for (const file of send.files.files) form.append(send.files.field, file);
  return xhr
    ? Effect.callback<Response, HttpFailure>((resume, signal) => {
        const req = xhr();
        req.open(method, url);
        for (const [k, v] of Object.entries(headers)) req.setRequestHeader(k, v);
        req.upload.onprogress = (e) => onProgress?.(progressOf(e.loaded, e.total));
        req.onload = () =>
          resume(Effect.succeed(new Response(req.responseText || null, { status: req.status })));
        req.onerror = () => resume(Effect.fail(new NetworkError({ message: NETWORK_ERROR })));
        signal.addEventListener('abort', () => req.abort());
        callerSignal?.addEventListener('abort', () => req.abort());
        req.send(form);
      })
    : Effect.tryPromise({
        try: async (signal) => {
          const encoded = new Request('http://upload.invalid/', { method: 'POST', body: form });
          const bytes = new Uint8Array(await encoded.arrayBuffer());
          const sent = {
            ...headers,
            'Content-Type': encoded.headers.get('content-type') ?? 'multipart/form-data',
          };
          return send.fetch(url, {
            method,
            headers: sent,
            body: countedStream(bytes, onProgress),
            signal: joinSignals(signal, callerSignal),
            duplex: 'half',
          } as RequestInit);
        },
        catch: (cause) => new NetworkError({ message: NETWORK_ERROR, cause }),
      });
}
