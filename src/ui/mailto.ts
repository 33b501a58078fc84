/**
 * A `mailto:` address with every part encoded (RFC 6068): the address's local part and domain, and each
 * header (subject, body). Text a visitor typed (a contact message's e-mail) can never add a header of its
 * own, such as `?bcc=` or `&body=`.
 */
export function mailto(address: string, headers: Record<string, string> = {}): string {
  const at = address.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(headers)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
