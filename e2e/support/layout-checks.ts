import { expect, type Page } from '@playwright/test';

/** The page is no wider than the window: nothing sticks out sideways on a phone. */
export async function expectNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(
    widths.scroll,
    `${what}: page ${widths.scroll}px wide in a ${widths.inner}px window`,
  ).toBeLessThanOrEqual(widths.inner);
}

/**
 * Every antd table on the page can show its last data column: scrolled fully to the right, the last
 * column that is not pinned lies inside the table's box and clear of the pinned action column; where
 * the table is wider than its card, a horizontal scrollbar is there to be used.
 */
export async function expectTableColumnsReachable(page: Page, what: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    for (const [index, table] of [
      ...document.querySelectorAll<HTMLElement>('.ant-table-wrapper'),
    ].entries()) {
      if (table.offsetParent === null) continue; // in a hidden tab
      const scroller = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      if (!scroller) continue;
      const overflows = scroller.scrollWidth > scroller.clientWidth + 1;
      if (overflows && scroller.offsetHeight - scroller.clientHeight <= 0)
        found.push(`table ${index}: wider than its card but no horizontal scrollbar`);
      scroller.scrollLeft = scroller.scrollWidth;
      const headers = [...table.querySelectorAll<HTMLElement>('thead th')].filter(
        (th) =>
          !th.classList.contains('ant-table-selection-column') &&
          !th.classList.contains('ant-table-row-expand-icon-cell') &&
          th.getBoundingClientRect().width > 0,
      );
      const free = headers.filter((th) => !/ant-table-cell-fix-(right|end)/.test(th.className));
      const last = free.at(-1);
      if (!last) continue;
      const box = scroller.getBoundingClientRect();
      const cell = last.getBoundingClientRect();
      const pinned = headers.find((th) => /ant-table-cell-fix-(right|end)/.test(th.className));
      const limit = Math.min(box.right, pinned ? pinned.getBoundingClientRect().left : box.right);
      if (cell.left < box.left - 1 || cell.right > limit + 1)
        found.push(
          `table ${index}: last column "${last.textContent}" at ${Math.round(cell.left)}–${Math.round(cell.right)}, visible area ends at ${Math.round(limit)}`,
        );
      scroller.scrollLeft = 0;
    }
    return found;
  });
  expect(problems, what).toEqual([]);
}
