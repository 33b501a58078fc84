/**
 * Label Management in Chromium against the real server, at 1280 px: create (a blank name refused with the
 * spec's text), a duplicate name refused with the server's message and the input kept, edit, duplicate
 * (' (Copy)', same colour), search, page size and pages in the URL, delete with its toast, Delete disabled
 * with a tooltip for a label in use. Makes its own labels and frames (a unique word in their names),
 * deletes them afterwards, and never relies on totals other files change.
 */
import { describe, expect, it } from 'vitest';
import { skip, WIDE } from './fixture';
import {
  adminPage,
  dialogNamed,
  findLabels,
  heading,
  makeFrame,
  makeLabel,
  openList,
  param,
  row,
  rows,
  settled,
  setupLabelsFile,
  WORD,
} from './labels';
import { expectAccessible, shot } from './screen';
import { expectToast, noToasts } from './toasts';

setupLabelsFile();

describe.skipIf(skip)('Label Management in Chromium', () => {
  it('at 1280 px: create (blank refused), a duplicate name refused, edit, duplicate, search in the URL', async () => {
    const { page, errors } = await adminPage(WIDE);
    await openList(page);
    expect(await page.getByText('Create and manage product labels for your frames.').isVisible()).toBe(true);
    for (const label of ['Total Labels', 'Total Usage', 'Unique Colors'])
      await expect
        .poll(() =>
          page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value').textContent(),
        )
        .toMatch(/^\d+$/);
    await rows(page).first().waitFor();
    const headers = await page.getByTestId('labels-table').locator('th').allTextContents();
    expect(headers).toEqual(['Label', 'Color', 'Usage', 'Preview', 'Created', 'Actions']);
    expect(await page.getByRole('heading', { name: 'Label Color Palette' }).isVisible()).toBe(true);

    // Create: a blank name is refused with the spec's text, nothing sent.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/labels')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Create Label' }).first().click();
    const create = dialogNamed(page, 'Create New Label');
    await create.waitFor();
    expect(await create.getByLabel('Color', { exact: true }).inputValue()).toBe('#3B82F6');
    await create.getByLabel('Label name').fill('   ');
    await create.getByRole('button', { name: 'Create Label' }).click();
    await create.getByText('Please enter a label name.').waitFor();
    expect(await create.getByLabel('Label name').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    await settled(page);
    await shot(page, 'admin-labels-invalid-1280');

    // The trimmed name and the typed colour are sent; the toast says so; the row shows it.
    const name = `Alpha ${WORD}`;
    await create.getByLabel('Label name').fill(`  ${name}  `);
    await create.getByLabel('Color', { exact: true }).fill('#1e3a8a');
    await create.getByRole('button', { name: 'Create Label' }).click();
    await expectToast(page, 'Label created successfully.');
    await create.waitFor({ state: 'hidden' });
    expect(posts).toHaveLength(1);
    const [alpha] = await findLabels(name);
    expect(alpha).toMatchObject({ name, color: '#1E3A8A', usageCount: 0 });

    // Search goes to the URL (debounced) and finds it.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(WORD);
    await expect.poll(() => param(page, 'search')).toBe(WORD);
    await expect.poll(() => rows(page).count()).toBe(1);
    const alphaRow = row(page, name);
    expect(await alphaRow.textContent()).toContain(`ID: ${alpha?.id}`);
    expect(await alphaRow.textContent()).toContain('#1E3A8A');
    expect(await alphaRow.getByTestId('label-usage').textContent()).toBe('0 frames');
    expect(await alphaRow.getByTestId('label-preview').textContent()).toBe(name);

    // The same name in other letters: the server's 409 message, the input kept.
    await page.getByRole('button', { name: 'Create Label' }).first().click();
    await create.waitFor();
    await create.getByLabel('Label name').fill(name.toUpperCase());
    await create.getByRole('button', { name: 'Create Label' }).click();
    const refusal = create.getByTestId('label-dialog-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/already exists/);
    expect(await create.getByLabel('Label name').inputValue()).toBe(name.toUpperCase());
    await create.getByRole('button', { name: 'Cancel' }).click();
    await create.waitFor({ state: 'hidden' });
    await noToasts(page);

    // Edit: rename and recolour.
    const renamed = `Alpha ${WORD} Renamed`;
    await alphaRow.getByRole('button', { name: `Edit Label ${name}` }).click();
    const edit = dialogNamed(page, 'Edit Label');
    await edit.waitFor();
    expect(await edit.getByLabel('Label name').inputValue()).toBe(name);
    await edit.getByLabel('Label name').fill(renamed);
    await edit.getByRole('button', { name: 'Use colour #10B981' }).click();
    await edit.getByRole('button', { name: 'Update Label' }).click();
    await expectToast(page, 'Label updated successfully.');
    await row(page, renamed).waitFor();
    expect(await row(page, renamed).textContent()).toContain('#10B981');

    // Duplicate: the create dialog with ' (Copy)' and the same colour.
    await row(page, renamed)
      .getByRole('button', { name: `Duplicate Label ${renamed}` })
      .click();
    await create.waitFor();
    expect(await create.getByLabel('Label name').inputValue()).toBe(`${renamed} (Copy)`);
    expect(await create.getByLabel('Color', { exact: true }).inputValue()).toBe('#10B981');
    await settled(page);
    await shot(page, 'admin-labels-duplicate-1280');
    await create.getByRole('button', { name: 'Create Label' }).click();
    await expectToast(page, 'Label created successfully.');
    await row(page, `${renamed} (Copy)`).waitFor();
    expect(await row(page, `${renamed} (Copy)`).textContent()).toContain('#10B981');
    await expect.poll(() => rows(page).count()).toBe(2);

    // A reload keeps the search.
    await page.reload();
    await heading(page, 'Label Management').waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await search.inputValue()).toBe(WORD);
    await noToasts(page);
    await shot(page, 'admin-labels-1280');
    await expectAccessible(page, 'labels 1280');
    expect(errors).toEqual([]);
  });

  it('page size and pages in the URL', async () => {
    const word = `${WORD}pg`;
    for (let i = 1; i <= 12; i++) await makeLabel(`Page ${word} ${String(i).padStart(2, '0')}`, '#B91C1C');
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${word}`);
    await expect.poll(() => rows(page).count()).toBe(12);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    // Sorted by name ascending (docs/product.md §7).
    const names = await page.getByTestId('labels-table').getByTestId('label-name').allTextContents();
    expect(names).toEqual([...names].sort());
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('10');
    await expect.poll(() => param(page, 'limit')).toBe('10');
    await expect.poll(() => rows(page).count()).toBe(10);
    const sizes = await page.getByRole('combobox', { name: 'Per page' }).locator('option').allTextContents();
    expect(sizes).toEqual(['10', '20', '50', '100']);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.textContent()).toContain('Page 1 of 2');
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => param(page, 'page')).toBe('2');
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(param(page, 'limit')).toBe('10');
    expect(await rows(page).first().textContent()).toContain(`Page ${word} 11`);
  });

  it('deletes an unused label with its toast; Delete is disabled with a tooltip for a label in use', async () => {
    const unused = await makeLabel(`Unused ${WORD}`, '#047857');
    const used = await makeLabel(`Used ${WORD}`, '#F59E0B');
    await makeFrame(`Frame ${WORD} used`, [used.id]);
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(`sed ${WORD}`)}`);
    await row(page, used.name).waitFor();
    expect(await row(page, used.name).getByTestId('label-usage').textContent()).toBe('1 frame');

    // In use: disabled, says why on hover, and a click opens nothing.
    const blocked = row(page, used.name).getByRole('button', { name: `Delete Label ${used.name}` });
    expect(await blocked.isDisabled()).toBe(true);
    await blocked.hover();
    const tooltip = page.getByTestId('delete-label-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/Used by 1 frame: remove it from every frame/);
    await settled(page);
    await shot(page, 'admin-labels-tooltip-1280');
    await blocked.click({ force: true });
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // Unused: the dialog, cancel keeps it, confirm deletes it.
    const remove = row(page, unused.name).getByRole('button', { name: `Delete Label ${unused.name}` });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Label' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(unused.name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete Label' }).click();
    await expectToast(page, 'Label deleted successfully.');
    await row(page, unused.name).waitFor({ state: 'detached' });
    expect(await findLabels(unused.name)).toEqual([]);

    // Attached to a frame while the delete is being confirmed: the server refuses, the spec's sentence shows.
    const late = await makeLabel(`Late ${WORD}`, '#6B7280');
    await openList(page, `?search=${encodeURIComponent(late.name)}`);
    const lateDelete = row(page, late.name).getByRole('button', { name: `Delete Label ${late.name}` });
    await lateDelete.waitFor();
    expect(await lateDelete.isDisabled()).toBe(false);
    await lateDelete.click();
    await dialog.getByRole('button', { name: 'Delete Label' }).waitFor();
    await makeFrame(`Frame ${WORD} late`, [late.id]);
    await dialog.getByRole('button', { name: 'Delete Label' }).click();
    const sentence =
      'You cannot delete a label that is assigned to frames. Please remove it from all frames first.';
    await dialog.getByText(sentence).waitFor();
    await expectToast(page, sentence);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await findLabels(late.name)).map((l) => l.id)).toEqual([late.id]);
    // The open list heard of the new frame: the row's usage count followed, and its Delete is disabled.
    await expect.poll(() => lateDelete.isDisabled()).toBe(true);
  });
});
