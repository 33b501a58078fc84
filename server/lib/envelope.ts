import { type Static, type TSchema, Type } from 'typebox';
import { named } from './components';
import { HttpError } from './errors';
import { INVALID_EMAIL, MAX_EMAIL_LENGTH } from './rules';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
  /** Frame lists only, and only when true: a search matched more than `total` (it counts up to a limit). */
  capped?: boolean;
}

export const ok = <T>(data: T, message?: string) =>
  message === undefined ? { success: true as const, data } : { success: true as const, data, message };

export const paged = <T>(data: T[], pagination: Pagination) => ({ success: true as const, data, pagination });

export function pagination(page: number, limit: number, total: number, capped?: boolean): Pagination {
  const pages = Math.ceil(total / limit);
  // `{page, limit, total, pages}` as docs/api.md names it; `capped` only when a search's count stopped at its limit.
  return capped ? { page, limit, total, pages, capped } : { page, limit, total, pages };
}

/** Response schemas (for OpenAPI and fast serialisation). */
export const PaginationSchema = named(
  'Pagination',
  Type.Object({
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    pages: Type.Integer({ minimum: 0 }),
    capped: Type.Optional(Type.Boolean()),
  }),
);
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.Optional(Type.String()) });
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(item), pagination: PaginationSchema });
export const Failure = named(
  'Failure',
  Type.Object(
    {
      success: Type.Literal(false),
      message: Type.String(),
      errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    },
    { description: 'Every failure: `message` says what went wrong; `errors` names the fields of a 400.' },
  ),
);

/** The longest a path parameter (an id) may be: the router's `maxParamLength` (server/app.ts); longer is 414. */
export const MAX_PARAM_LENGTH = 100;

/** What each failure status means, for the OpenAPI document (docs/api.md, "Envelope and errors"). */
const FAILURE_MEANS = {
  400: 'Bad input: the message names the field',
  401: 'No token, or an invalid, expired or stale one',
  403: 'Account suspended, or the role may not do this',
  404: 'Unknown id',
  409: 'Conflict',
  413: 'Body or file too large',
  414: `An id in the path is longer than ${MAX_PARAM_LENGTH} characters`,
  415: 'Unsupported media type',
  422: 'The Idempotency-Key was already used for a different request',
  412: 'The resource was changed by someone else since the If-Match version: reload it',
  429: 'Too many requests: try again later',
  503: 'The database cannot be reached: try again after Retry-After seconds',
  507: "The server's disk is full: nothing was saved",
} as const;
export type FailureStatus = keyof typeof FAILURE_MEANS;

/** A failure answer as a route documents it: the one envelope, and what the status means there. */
export const failure = (status: FailureStatus, description: string = FAILURE_MEANS[status]) =>
  Type.Unsafe<Static<typeof Failure>>({ $ref: 'Failure', description });

/**
 * The failures a route answers beyond those its shape implies (server/lib/openapi.ts adds 304, 400, 401,
 * 403, 404, 413, 414, 415, 429 and 503 from the method, the inputs, the security and the rate limit).
 */
export const failures = <S extends FailureStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, failure(status)])) as Record<
    S,
    ReturnType<typeof failure>
  >;

/** The largest value of an `integer` column (ids, counts): anything beyond is refused at the edge. */
export const INT4_MAX = 2_147_483_647;
/** An id in a body: a positive integer that an `integer` column can hold. */
export const IdValue = Type.Integer({ minimum: 1, maximum: INT4_MAX });
/** A resource's version: bumped by each update; `If-Match: "<version>"` saves only over that version. */
export const Version = Type.Integer({
  minimum: 1,
  description: 'Bumped by every update; send it back as `If-Match: "<version>"` (or the ETag)',
});
/** The headers of an update: `If-Match` (optional) makes it conditional. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description: 'The ETag (or `"<version>"`) last read: 412 when the resource changed since',
    }),
  ),
});
/** The last page a list may ask for (offsets stay far inside what the database counts). */
export const MAX_PAGE = 1_000_000;

/** An e-mail address in a body: checked once trimmed (so `' a@b.co '` is accepted and stored trimmed). */
export const EmailInput = Type.String({
  minLength: 1,
  maxLength: MAX_EMAIL_LENGTH,
  format: 'email',
  'x-messages': { format: INVALID_EMAIL },
});

/** Query parameters of a list: page from 1, limit from 1 to `max`. */
export const pageQuery = (max = 100, defaultLimit = 20) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: max, default: defaultLimit })),
});

/** Path ids are strings on the wire; one that is not a positive integer names nothing (404). */
export const IdParams = Type.Object({ id: Type.String() });
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= INT4_MAX ? n : null;
}

/** The id in a path, or a 404 with `message` when it cannot name a row. */
export function idParam(raw: string, message: string): number {
  const id = parseId(raw);
  if (id === null) throw new HttpError(404, message);
  return id;
}
