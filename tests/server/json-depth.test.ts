/**
 * A JSON body nested 100,000 deep once answered 500: the NUL check (server/lib/validation.ts) walks a body
 * recursively and ran out of stack. The depth is now limited when the body is parsed, before any walk.
 */
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './helper';

const t = setupTestServer();

const nested = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

describe('JSON nesting', () => {
  it('answers a body nested 100,000 deep with 400 and the envelope, on public and admin routes', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const bodies = [
      nested(100_000, '[', ']'),
      nested(100_000, '{"a":', '}'),
      `{"name":"Deep","description":"x","originalPrice":1,"currentPrice":1,"extra":${nested(100_000, '[', ']')}}`,
    ];
    for (const body of bodies) {
      for (const [url, options] of [
        ['/api/public/contact', {}],
        ['/api/frames', { token }],
        ['/api/labels', { token }],
        ['/api/auth/login', {}],
      ] as const) {
        const res = await t().call('POST', url, { ...options, body });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json).toEqual({
          success: false,
          message: 'JSON body nested too deeply (at most 64 levels)',
        });
      }
    }
  });

  it('counts only brackets outside strings, and accepts 64 levels', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    // Brackets inside a string are text: a label named with 200 of them is fine.
    const res = await t().call('POST', '/api/labels', {
      token,
      body: JSON.stringify({ name: `${'['.repeat(30)}\\"{${']'.repeat(30)}`.slice(0, 50) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    // 64 levels parse (and then fail the schema, 400 naming the field); 65 are refused before.
    const at64 = await t().call('POST', '/api/labels', { token, body: `{"name":${nested(63, '[', ']')}}` });
    expect(at64.statusCode).toBe(400);
    expect(at64.json.errors?.[0]?.field).toBe('name');
    const at65 = await t().call('POST', '/api/labels', { token, body: `{"name":${nested(64, '[', ']')}}` });
    expect(at65.statusCode).toBe(400);
    expect(at65.json.message).toBe('JSON body nested too deeply (at most 64 levels)');
  });
});
