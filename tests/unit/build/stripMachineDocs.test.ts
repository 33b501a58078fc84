import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { stripMachineDocs } from '../../../scripts/stripMachineDocs';

/** The plugin's transform on `code` (as the build calls it, after TypeScript is stripped). */
function strip(code: string): string {
  const { transform } = stripMachineDocs();
  const handler = (transform as { handler: (this: unknown, code: string, id: string) => unknown }).handler;
  const out = handler.call(
    { parse: (text: string) => parseAst(text) },
    code,
    '/app/machines/x.machine.ts',
  ) as {
    code: string;
  } | null;
  return out ? out.code : code;
}

/** The config object a module's `createMachine(...)` is called with, evaluated. */
const configOf = (code: string): unknown =>
  new Function(
    'createMachine',
    'assign',
    `let config; createMachine = (c) => (config = c); ${code}; return config;`,
  )(undefined, (x: unknown) => x);

describe('the build leaves machines descriptions out (scripts/stripMachineDocs.ts)', () => {
  const machine = `export const m = setup({}).createMachine({
    id: 'm',
    description: 'The root.',
    initial: 'a',
    states: {
      a: {
        description: 'First ' + 'state.',
        on: {
          GO: { target: 'b', description: \`Goes.\` },
          TRY: [{ guard: 'ok', target: 'b', description: 'Tried.' }, { description: 'Else.', target: 'a' }],
        },
        always: { guard: 'done', target: 'b', description: 'At once.' },
        after: { wait: [{ target: 'b', description: 'Later.' }] },
      },
      b: {
        invoke: {
          src: 's',
          description: 'Calls.',
          onDone: { target: 'a', description: 'Answered.', actions: { type: 'toast', params: { title: 'Saved', description: 'Kept.' } } },
          onError: [{ target: 'a', description: 'Failed.' }],
        },
        states: { inner: { description: 'Inner.', entry: { type: 'toast', params: { description: 'Also kept.' } } } },
        meta: { description: 'Not a node description.' },
      },
      c: { description: someText, on: { X: { description: TEXT, target: 'a' } } },
    },
  });`;

  /** The texts of the states and transitions above (the first one joined with `+`). */
  const GONE = [
    'The root.',
    'First state.',
    'Goes.',
    'Tried.',
    'Else.',
    'At once.',
    'Later.',
    'Calls.',
    'Answered.',
    'Failed.',
    'Inner.',
  ];

  it("drops the states' and transitions' text, keeps every other description", () => {
    const out = strip(machine);
    for (const gone of [...GONE, 'First ']) expect(out, gone).not.toContain(gone);
    for (const kept of [
      'Kept.',
      'Also kept.',
      'Not a node description.',
      'description: someText',
      'description: TEXT',
    ])
      expect(out, kept).toContain(kept);
  });

  it('leaves the same config otherwise', () => {
    const withoutGone = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(withoutGone)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([k, v]) => !(k === 'description' && GONE.includes(v as string)))
                .map(([k, v]) => [k, withoutGone(v)]),
            )
          : value;
    const run = (code: string) =>
      configOf(
        `const setup = () => ({ createMachine }); const someText = 'S'; const TEXT = 'T'; ${code.replace('export ', '')}`,
      );
    expect(run(strip(machine))).toEqual(withoutGone(run(machine)));
  });

  it('leaves a module without a machine as it is', () => {
    expect(strip(`export const toast = { title: 'A', description: 'B' };`)).toContain("description: 'B'");
  });
});
