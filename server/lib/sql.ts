/** Helpers every service's queries share. */

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
