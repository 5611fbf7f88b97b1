import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { listQueryOptions, refetchShownLists } from './list-query.ts';

/** A list on screen (an observed query, as `useListQuery` makes it) and how often it asked the server. */
const showList = (client: ReturnType<typeof createQueryClient>) => {
  let calls = 0;
  const observer = new QueryObserver(
    client,
    listQueryOptions({
      queryKey: ['sign-ups', { pageNum: 1, pageSize: 10 }],
      queryFn: () => Promise.resolve(++calls),
    }),
  );
  const unsubscribe = observer.subscribe(() => undefined);
  return { calls: () => calls, unsubscribe };
};

const settle = async (client: ReturnType<typeof createQueryClient>) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 1));
};

describe('the lists of the table kit', () => {
  afterEach(() => focusManager.setFocused(undefined));

  it('asks the server again on a search with the same filters (the same query key)', async () => {
    const client = createQueryClient();
    const list = showList(client);
    await settle(client);
    expect(list.calls()).toBe(1);
    await refetchShownLists(client);
    expect(list.calls()).toBe(2);
    list.unsubscribe();
  });

  it('loads again when the window regains focus', async () => {
    const client = createQueryClient();
    client.mount();
    const list = showList(client);
    await settle(client);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle(client);
    expect(list.calls()).toBe(2);
    list.unsubscribe();
    client.unmount();
  });

  it("loads again after the person's own change, though the page invalidated nothing", async () => {
    const client = createQueryClient();
    const list = showList(client);
    await settle(client);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('saved') })
      .execute(undefined);
    await settle(client);
    expect(list.calls()).toBe(2);
    // A failed change leaves the list as it is.
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new Error('refused')) })
      .execute(undefined)
      .catch(() => undefined);
    await settle(client);
    expect(list.calls()).toBe(2);
    list.unsubscribe();
  });

  it('is the query of every list page (each page that keeps list parameters loads its rows with it)', () => {
    const root = join(import.meta.dirname, '..', '..');
    const pages = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }))
      .filter(({ source }) => source.includes('useListParams('));
    expect(pages.length).toBeGreaterThan(25);
    expect(pages.filter(({ source }) => !source.includes('useListQuery(')).map(({ file }) => file)).toEqual(
      [],
    );
  });
});
