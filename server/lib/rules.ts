import { badRequest } from './errors';

/**
 * Input rules the contract states (server/schemas) and the services enforce, with the messages
 * docs/api.md and the spec give them. The schemas carry each rule with its message (`x-messages`, read by
 * the error handler), so the validator answers as the service would; the services check again for callers
 * that do not come through a route.
 */

export const MIN_PASSWORD_LENGTH = 8;
export const SHORT_PASSWORD = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const BLANK_PASSWORD = 'Password must not be only spaces';

export const INVALID_EMAIL = 'Please enter a valid email address';
export const MAX_EMAIL_LENGTH = 254;
/**
 * A practical address: letters, digits and `. _ + -` before the @ (no leading, trailing or double dot), then
 * a domain of labels (letters, digits, inner hyphens) ending in a letter TLD. No `?`, `&`, `%`, spaces,
 * quotes or brackets: an address ends up in `mailto:` links and mail headers.
 */
const EMAIL =
  /^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Whether `raw`, trimmed, is an e-mail address (the `email` format of the schemas). */
export const isEmail = (raw: string) => {
  const email = raw.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);
};

/** An e-mail address trimmed, or a 400 naming `field` when it is not one. */
export function validEmail(raw: string, field = 'email'): string {
  if (!isEmail(raw)) throw badRequest(INVALID_EMAIL, field);
  return raw.trim();
}

export const PRICES_POSITIVE = 'Prices must be greater than 0.';
export const NAME_REQUIRED = 'Frame name is required.';
export const DESCRIPTION_REQUIRED = 'Frame description is required.';

/** A picture's alt text: at most this many characters (docs/api.md; a screen reader reads it whole). */
export const MAX_ALT_LENGTH = 250;
export const ALT_TOO_LONG = `Alt text must be at most ${MAX_ALT_LENGTH} characters`;
