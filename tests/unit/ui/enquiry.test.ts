import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatOrderMessage, chatUrl, mailtoUrl, openChatOrder } from '../../../src/ui/enquiry';
import { chatDigits, normalisePhone } from '../../../src/ui/phone';

const frame = { name: 'Oak #3 & Gold', currentPrice: 4000, originalPrice: 5000, inStock: true };

describe('phone numbers', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['0110 123 456', '+254110123456'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('normalises %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it('refuses what is not a phone number', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('hello')).toBeNull();
  });

  it('gives the digits of a chat link for every Kenyan way of writing the shop number', () => {
    for (const n of ['0712345678', '712345678', '+254712345678', '254712345678', '+254 712 345 678'])
      expect(chatDigits(n)).toBe('254712345678');
  });
});

describe('chat order', () => {
  it('greets, names the frame, its price with the former price, stock, and asks for details', () => {
    const text = chatOrderMessage(frame);
    expect(text).toContain('Hello!');
    expect(text).toContain('I would like to purchase this frame: Oak #3 & Gold');
    expect(text).toContain('Price: Ksh. 4,000 (was Ksh. 5,000)');
    expect(text).toContain('Status: In Stock');
    expect(text).toContain('details, availability and delivery options');
    expect(chatOrderMessage({ ...frame, originalPrice: 4000, inStock: false })).toContain(
      'Price: Ksh. 4,000\nStatus: Out of Stock',
    );
  });

  it('encodes #, &, emoji and Ksh. so the whole message arrives', () => {
    const url = chatUrl(chatOrderMessage(frame), '0712 345 678');
    expect(url.startsWith('https://wa.me/254712345678?text=')).toBe(true);
    const query = url.split('?')[1] ?? '';
    expect(query).not.toContain('#');
    expect(query.split('&')).toHaveLength(1);
    expect(query).toContain('%23');
    expect(query).toContain('%26');
    expect(query).toContain('%F0%9F%91%8B');
    expect(new URL(url).searchParams.get('text')).toBe(chatOrderMessage(frame));
  });

  it('opens the chat in a new window without opener', () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    openChatOrder(frame);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/254712345678\?text=/),
      '_blank',
      'noopener',
    );
  });
  afterEach(() => vi.unstubAllGlobals());
});

describe('e-mail enquiry', () => {
  it('is a mailto with an encoded subject and body', () => {
    const url = mailtoUrl(frame, 'orders@frameshop.co.ke');
    expect(url.startsWith('mailto:orders@frameshop.co.ke?subject=')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('subject')).toBe('Enquiry about Oak #3 & Gold');
    expect(params.get('body')).toContain('Price: Ksh. 4,000 (was Ksh. 5,000)');
    expect(url).not.toContain(' ');
  });
});

describe('label chip text colour', async () => {
  const { textOn } = await import('../../../src/storefront/frames/bits');
  it('picks the text colour with the higher contrast', () => {
    expect(textOn('#3B82F6')).toBe('#000000');
    expect(textOn('#1A202C')).toBe('#FFFFFF');
    expect(textOn('#FFFF00')).toBe('#000000');
    expect(textOn('bad')).toBe('#fff');
  });
});
