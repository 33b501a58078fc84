import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from './errors';

/**
 * Optimistic concurrency (docs/api.md, "Concurrent changes"). Every editable row has a `version`, bumped by
 * each update. A resource's ETag is `"<version>-<hash of its JSON>"`: the hash makes it change whenever what
 * a GET shows changes (so If-None-Match never serves a stale body, e.g. after a label a frame carries was
 * renamed), and the version is what `If-Match` is checked against, so only a change of the resource itself
 * makes a save stale. `If-Match: "<version>"` (the `version` field of the body) is accepted too.
 */
export const resourceEtag = (view: { version: number }) =>
  `"${view.version}-${createHash('sha1').update(JSON.stringify(view)).digest('base64url').slice(0, 16)}"`;

/** The 412 answer: someone else saved the resource since the client read it. */
export const stale = (what: string) =>
  new HttpError(
    412,
    `This ${what} was changed by someone else since you loaded it. Reload it to see the changes, then save again.`,
  );

/** The versions an If-Match header names (`*` is any); null when there is no header. */
function versionsOf(header: string): Set<number> | '*' {
  if (header.trim() === '*') return '*';
  const versions = new Set<number>();
  for (const token of header.split(',')) {
    const match = /^\s*(?:W\/)?"(\d{1,10})(?:-[^"]*)?"\s*$/.exec(token);
    if (match) versions.add(Number(match[1]));
  }
  return versions;
}

/**
 * Throws 412 unless `ifMatch` (the request's If-Match header) names `current` (the row's version, read
 * inside the writing transaction, under its row lock). No header: no check (clients that predate it).
 */
export function assertFresh(ifMatch: string | undefined, current: number, what: string): void {
  if (ifMatch === undefined) return;
  const versions = versionsOf(ifMatch);
  if (versions !== '*' && !versions.has(current)) throw stale(what);
}

/** The `set` of an update: the version goes up by one in the same statement. */
export const bump = (column: AnyPgColumn) => sql`${column} + 1`;
