import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Small helpers for the Ant Design widgets the back office is built from, so journeys read as steps
 * rather than as CSS selectors.
 */

/**
 * A button caption as antd renders it: a space between two CJK characters ("确 定"), and the icon's
 * aria-label ("plus", "upload") ahead of the text when the button has one.
 */
export const cjk = (text: string): RegExp => new RegExp(`^(?:[a-z-]+\\s+)?${[...text].join('\\s*')}\\s*$`);

/** A button by its (Chinese) caption, whatever antd did to the spacing. */
export const button = (scope: Page | Locator, caption: string): Locator =>
  scope.getByRole('button', { name: cjk(caption) });

const pageOf = (scope: Page | Locator): Page => ('page' in scope ? scope.page() : scope);

/**
 * The Select or TreeSelect of a form item, found by the item's label (antd's Select does not always
 * carry the label's `for` id, so getByLabel cannot be relied upon).
 */
export const selectOf = (scope: Page | Locator, label: string): Locator =>
  scope
    .locator('.ant-form-item')
    .filter({ has: pageOf(scope).locator('.ant-form-item-label').getByText(label, { exact: true }) })
    .getByRole('combobox');

/** The dropdown of the Select or TreeSelect that is open now. */
const openDropdown = (page: Page): Locator =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * Picks an option of a Select or TreeSelect: opens it, types `search` (or the title) into it when it is
 * searchable, and clicks the option whose title is exactly `title`.
 */
export async function choose(
  control: Locator,
  title: string,
  options: { search?: string | false } = {},
): Promise<void> {
  const page = control.page();
  await control.click();
  if (options.search !== false) await control.pressSequentially(options.search ?? title);
  // A click that lands while the dropdown is still sliding open can be lost: try again until it closes.
  await expect(async () => {
    if ((await openDropdown(page).count()) === 0) await control.click();
    await openDropdown(page).getByTitle(title, { exact: true }).click({ timeout: 2_000 });
    await expect(openDropdown(page)).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** A node of an antd Tree, by its exact title. */
export const treeNode = (tree: Locator, title: string): Locator =>
  tree
    .getByRole('treeitem')
    .filter({ has: tree.page().locator('.ant-tree-title').getByText(title, { exact: true }) });

/** Opens a collapsed Tree node so its children show. */
export async function expandNode(tree: Locator, title: string): Promise<void> {
  const node = treeNode(tree, title);
  if ((await node.getAttribute('aria-expanded')) !== 'true') await node.locator('.ant-tree-switcher').click();
  await expect(node).toHaveAttribute('aria-expanded', 'true');
}

/** Ticks a checkable Tree node (a leaf), and waits for the tick to show. */
export async function tickNode(tree: Locator, title: string): Promise<void> {
  const box = treeNode(tree, title).getByRole('checkbox');
  await box.click();
  await expect(box).toHaveAttribute('aria-checked', 'true');
}

/**
 * Answers the open dialog (a confirmation) with the button `caption`, and waits for it to close. A click
 * that lands while the dialog is still zooming in can miss the button: click again until it closes (a
 * second click on a button already busy with the first is ignored by antd).
 */
export async function answerDialog(page: Page, caption = '确定'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if ((await dialog.count()) > 0) await button(dialog, caption).click({ timeout: 2_000 });
    await expect(dialog).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
