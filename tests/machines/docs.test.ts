import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/session.machine';
import { ROOT, stateNodes, transitionsOf } from '../../scripts/machines/catalog';
import { toMermaid } from '../../scripts/machines/diagram';
import { machineDocs } from '../../scripts/machines/docs';

const files = await machineDocs();

describe('docs/machines: diagrams drawn from the machines', () => {
  it.each(Object.keys(files))('%s is current (else run `npm run machines:docs`)', (path) => {
    let onDisk = '';
    try {
      onDisk = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      onDisk = '(missing)';
    }
    expect(onDisk, `${path} is stale: run npm run machines:docs`).toBe(files[path]);
  });

  it('a diagram shows every state and every transition definition of its machine', () => {
    const diagram = toMermaid(sessionMachine);
    for (const node of stateNodes(sessionMachine))
      expect(diagram).toContain(`state "${node.key}" as ${node.id.replace(/\./g, '_')}`);
    const arrows = diagram.split('\n').filter((l) => / --> (?!\[)/.test(l) && !l.includes('[*]'));
    expect(arrows).toHaveLength(transitionsOf(sessionMachine).length);
    // A guarded branch is drawn with its guard, a targetless transition as a loop on its state.
    expect(diagram).toContain(
      'session_signedOut_editing --> session_signedOut_incomplete : login.submit [credentialsMissing]',
    );
    expect(diagram).toContain(
      'session_signedOut_suspended --> session_signedOut_suspended : support.contact',
    );
  });
});
