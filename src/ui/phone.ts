import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Kenyan numbers as people write them: 07xx / 01xx (national), 7xx / 1xx (without the 0), 254... and
 * +254... (international). Other countries are accepted when written with their + prefix.
 */
function parse(input: string) {
  const raw = input.trim();
  if (!raw) return undefined;
  const compact = raw.replace(/[\s().-]/g, '');
  if (compact.startsWith('+')) return parsePhoneNumberFromString(compact);
  if (/^00\d/.test(compact)) return parsePhoneNumberFromString(`+${compact.slice(2)}`);
  if (/^254\d{9}$/.test(compact)) return parsePhoneNumberFromString(`+${compact}`);
  if (/^[17]\d{8}$/.test(compact)) return parsePhoneNumberFromString(`0${compact}`, 'KE');
  return parsePhoneNumberFromString(compact, 'KE');
}

/** A valid phone number in E.164 ('+254712345678'), or null when it is not one. */
export function normalisePhone(input: string): string | null {
  const phone = parse(input);
  return phone?.isValid() ? phone.number : null;
}

/** The digits a chat deep link wants ('254712345678'); falls back to the bare digits of the input. */
export function chatDigits(input: string): string {
  const e164 = normalisePhone(input);
  return e164 ? e164.slice(1) : input.replace(/\D/g, '');
}
