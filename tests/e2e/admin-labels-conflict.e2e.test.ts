/**
 * Two tabs of one staff member editing one label (docs/api.md, "Concurrent changes"): tab A opens the Edit
 * Label dialog, tab B saves the label, tab A saves → refused (412, nothing written) and the dialog shows what
 * changed (as opened, saved now, A's own) with Reload and Overwrite. Overwrite saves A's over B's (made
 * from the version saved now); Reload shows B's value and A's next save lands. No toast repeats what A's open
 * dialog says. Screenshots at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { changeRow } from './conflict';
import { PHONE, skip, WIDE } from './fixture';
import {
  type ApiLabel,
  adminPage,
  api,
  dialogNamed,
  makeLabel,
  openList,
  row,
  setupLabelsFile,
  WORD,
} from './labels';
import { shot } from './screen';
import { expectToast, staleToasts } from './toasts';

setupLabelsFile();

const UPDATED = 'Label updated successfully.';

/** A tab on the labels list (this file's labels only, its toasts recorded) with the Edit Label dialog of `name` open. */
async function editTab(viewport: { width: number; height: number }, name: string) {
  const tab = await adminPage(viewport);
  await openList(tab.page, `?search=${WORD}`);
  // The table's button at 1280 px, the card's at 375 px (the other layout is hidden).
  await tab.page.getByRole('button', { name: `Edit Label ${name}`, exact: true }).click();
  const dialog = dialogNamed(tab.page, 'Edit Label');
  await dialog.waitFor();
  await expect.poll(() => dialog.getByLabel('Label name').inputValue()).toBe(name);
  return { ...tab, dialog };
}

const save = (page: Page) =>
  dialogNamed(page, 'Edit Label').getByRole('button', { name: 'Update Label' }).click();

describe.skipIf(skip)('Two tabs save the same label (Chromium)', () => {
  it('at 1280 px: A sees what B changed; Overwrite saves A over B', async () => {
    const label = await makeLabel(`Conflict ${WORD} one`);
    const a = await editTab(WIDE, label.name);
    const b = await editTab(WIDE, label.name);

    await b.dialog.getByLabel('Label name').fill(`Theirs ${WORD} one`);
    await save(b.page);
    await expectToast(b.page, UPDATED);

    await a.dialog.getByLabel('Label name').fill(`Mine ${WORD} one`);
    await save(a.page);
    const card = a.page.getByTestId('conflict');
    await card.getByRole('heading', { name: 'Someone else changed this label' }).waitFor();
    expect(await changeRow(a.page.getByTestId('conflict'), 'name')).toEqual({
      theirs: `Theirs ${WORD} one`,
      mine: `Mine ${WORD} one`,
    });
    // Nothing of A's was written; A's input stays on screen, locked until A chooses.
    expect((await api<ApiLabel>('GET', `/labels/${label.id}`)).name).toBe(`Theirs ${WORD} one`);
    expect(await a.dialog.getByLabel('Label name').inputValue()).toBe(`Mine ${WORD} one`);
    expect(await a.dialog.getByLabel('Label name').isDisabled()).toBe(true);
    expect(await a.dialog.getByRole('button', { name: 'Update Label' }).isDisabled()).toBe(true);
    await shot(a.page, 'label-conflict-1280');

    await card.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expectToast(a.page, UPDATED);
    // Overwrite's toast came after the refusal: a toast of the refusal would be in the log by now.
    expect(await staleToasts(a.page)).toEqual([]);
    await a.dialog.waitFor({ state: 'detached' });
    expect((await api<ApiLabel>('GET', `/labels/${label.id}`)).name).toBe(`Mine ${WORD} one`);
    await row(a.page, `Mine ${WORD} one`).first().waitFor();
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("at 375 px: Reload shows B's value; A's next save lands", async () => {
    const label = await makeLabel(`Conflict ${WORD} two`, '#1E3A8A');
    const a = await editTab(PHONE, label.name);
    const b = await editTab(WIDE, label.name);

    await b.dialog.getByRole('button', { name: 'Use colour #10B981' }).click();
    await save(b.page);
    await expectToast(b.page, UPDATED);

    await a.dialog.getByLabel('Label name').fill(`Phone ${WORD} two`);
    await save(a.page);
    const card = a.page.getByTestId('conflict');
    await card.getByRole('heading', { name: 'Someone else changed this label' }).waitFor();
    // Only B's change (the colour) is listed: A's own edit (the name) is not someone else's.
    expect(await changeRow(a.page.getByTestId('conflict'), 'color')).toEqual({
      theirs: '#10B981',
      mine: '#1E3A8A',
    });
    expect(await card.locator('li[data-field]').count()).toBe(1);
    await shot(a.page, 'label-conflict-375');
    const overflow = await a.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    await card.getByRole('button', { name: 'Reload (discard my changes)' }).click();
    await expectToast(a.page, 'The latest saved version is loaded. Your changes were discarded.');
    // Reload's toast came after the refusal: a toast of the refusal would be in the log by now.
    expect(await staleToasts(a.page)).toEqual([]);
    await card.waitFor({ state: 'detached' });
    expect(await a.dialog.getByLabel('Label name').inputValue()).toBe(label.name);
    expect((await a.dialog.getByLabel('Color', { exact: true }).inputValue()).toUpperCase()).toBe('#10B981');
    await a.dialog.getByLabel('Label name').fill(`Phone ${WORD} two`);
    await save(a.page);
    await expectToast(a.page, UPDATED);
    expect(await api<ApiLabel>('GET', `/labels/${label.id}`)).toMatchObject({
      name: `Phone ${WORD} two`,
      color: '#10B981',
    });
    expect(a.errors).toEqual([]);
  });
});
