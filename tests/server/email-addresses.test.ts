/** E-mail addresses are addresses (server/lib/rules.ts), on every input that takes one. */
import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL } from '../../server/lib/rules';
import { setupTestServer } from './helper';

const t = setupTestServer();

const NOT_ADDRESSES = [
  'customer@gmail.com?bcc=attacker%40evil.example&body=hello',
  'a&b@shop.example',
  'a b@shop.example',
  'ann@shop example.com',
  'ann@shop.example?x',
  '"ann"@shop.example',
  'ann@@shop.example',
  '.ann@shop.example',
  'ann..b@shop.example',
  'ann@shop',
  'ann@-shop.example',
  'ann@shop.example>',
];

describe('e-mail addresses', () => {
  it('refuses what is not an address on contact, users and login (400 naming the field)', async () => {
    const admin = await t().userToken({ role: 'SUPER_ADMIN' });
    for (const email of NOT_ADDRESSES) {
      const contact = await t().call('POST', '/api/public/contact', {
        body: { name: 'Ann', email, phone: '+254712345678', message: 'Hello there' },
      });
      expect(contact.statusCode, email).toBe(400);
      expect(contact.json.errors, email).toEqual([{ field: 'email', message: INVALID_EMAIL }]);
      const user = await t().call('POST', '/api/users', {
        token: admin.token,
        body: { name: 'Ann', email, password: 'long enough password' },
      });
      expect(user.statusCode, email).toBe(400);
      const login = await t().call('POST', '/api/auth/login', {
        body: { email, password: 'whatever it is' },
      });
      expect(login.statusCode, email).toBe(400);
    }
  });

  it('accepts ordinary addresses', async () => {
    const admin = await t().userToken({ role: 'SUPER_ADMIN' });
    for (const email of ['first.last+tag@mail.shop.co.ke', 'ann_b-c@example.com', 'X9@a-b.io']) {
      const contact = await t().call('POST', '/api/public/contact', {
        body: { name: 'Ann', email, phone: '+254712345678', message: 'Hello there' },
      });
      expect(contact.statusCode, email).toBe(201);
      const user = await t().call('POST', '/api/users', {
        token: admin.token,
        body: { name: 'Ann', email, password: 'long enough password' },
      });
      expect(user.statusCode, email).toBe(201);
    }
  });
});
