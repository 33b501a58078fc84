import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Client, makeResult, type Operation } from '@urql/core';
import { renderToString } from 'react-dom/server';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { map, pipe } from 'wonka';
import { FrameEnquiries } from '../../../src/admin/enquiries/FrameEnquiries';

/** A client answering every query at once with `data` (urql reads a synchronous answer while rendering). */
const clientWith = (data: Record<string, unknown>) => {
  const seen: Operation[] = [];
  const client = new Client({
    url: 'http://test/graph',
    exchanges: [
      () => (ops$) =>
        pipe(
          ops$,
          map((op) => {
            seen.push(op);
            return makeResult(op, { data });
          }),
        ),
    ],
  });
  return { client, seen };
};

const counts = (chat: number, email: number) => ({
  __typename: 'EnquiryCounts',
  chat,
  email,
  total: chat + email,
});

const render = (client: Client, frameId: number | string) =>
  renderToString(
    <ChakraProvider value={defaultSystem}>
      <Provider value={client}>
        <FrameEnquiries frameId={frameId} />
      </Provider>
    </ChakraProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('FrameEnquiries', () => {
  it("shows one frame's 7- and 30-day counts, split chat / e-mail", () => {
    const { client, seen } = clientWith({
      frameEnquiries: {
        __typename: 'FrameEnquiries',
        frameId: 12,
        last7: counts(3, 1),
        last30: counts(7, 0),
      },
    });
    const html = render(client, '12');
    expect(seen[0]?.variables).toEqual({ id: '12' });
    expect(html).toContain('Enquiries');
    expect(html).toContain('Last 7 days');
    expect(html).toContain('4 enquiries');
    expect(html).toContain('Chat 3');
    expect(html).toContain('E-mail 1');
    expect(html).toContain('Last 30 days');
    expect(html).toContain('7 enquiries');
    expect(html).toContain('E-mail 0');
  });

  it("says '1 enquiry' for one", () => {
    const { client } = clientWith({
      frameEnquiries: { __typename: 'FrameEnquiries', frameId: 5, last7: counts(0, 1), last30: counts(0, 1) },
    });
    expect(render(client, 5)).toMatch(/ 1 enquiry /);
  });
});
