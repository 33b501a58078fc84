import { type TSchema, Type } from 'typebox';
import { HttpError } from './errors';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export const ok = <T>(data: T, message?: string) =>
  message === undefined ? { success: true as const, data } : { success: true as const, data, message };

export const paged = <T>(data: T[], pagination: Pagination) => ({ success: true as const, data, pagination });

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** Response schemas (for OpenAPI and fast serialisation). */
export const PaginationSchema = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  pages: Type.Integer(),
});
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.Optional(Type.String()) });
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(item), pagination: PaginationSchema });
export const Failure = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});
/** The failure responses every route may give, for the OpenAPI document. */
export const failures = {
  400: Failure,
  401: Failure,
  403: Failure,
  404: Failure,
  409: Failure,
  429: Failure,
};

/** The largest value of an `integer` column (ids, counts): anything beyond is refused at the edge. */
export const INT4_MAX = 2_147_483_647;
/** An id in a body: a positive integer that an `integer` column can hold. */
export const IdValue = Type.Integer({ minimum: 1, maximum: INT4_MAX });
/** The last page a list may ask for (offsets stay far inside what the database counts). */
export const MAX_PAGE = 1_000_000;

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
