import { describe, expect, it } from 'vitest';
import { mailto } from '../../../src/ui/mailto';

describe('mailto', () => {
  it('encodes the address and every header, so typed text cannot add a header of its own', () => {
    const link = mailto('customer@gmail.com?bcc=attacker%40evil.example&body=hi', { subject: 'Re: a&b?' });
    expect(link).toBe(
      'mailto:customer@gmail.com%3Fbcc%3Dattacker%2540evil.example%26body%3Dhi?subject=Re%3A%20a%26b%3F',
    );
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
  });

  it('keeps a plain address readable', () => {
    expect(mailto('orders@frameshop.co.ke')).toBe('mailto:orders@frameshop.co.ke');
    expect(mailto('a.b+c@x.co', { subject: 'Hi', body: 'Line 1\nLine 2' })).toBe(
      'mailto:a.b%2Bc@x.co?subject=Hi&body=Line%201%0ALine%202',
    );
  });
});
