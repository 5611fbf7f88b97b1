import { describe, expect, it } from 'vitest';
import { createGroupBatcher } from './group-batch.ts';

/** A run whose batches the test finishes by hand, recording what each held. */
const manualRun = () => {
  const batches: { key: string; items: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const run = (key: string, items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        key,
        items,
        finish: () => resolve(items.map((item) => `${key}:${item * 10}`)),
        fail: reject,
      });
    });
  return { batches, run };
};

const turn = () => new Promise((resolve) => setImmediate(resolve));
/** A few turns: a finished batch's bookkeeping runs in microtasks after its callers' answers. */
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await turn();
};

describe('group batcher', () => {
  it('sends calls of the same turn together and answers each its own output', async () => {
    const { batches, run } = manualRun();
    const call = createGroupBatcher(run, { maxSize: 10, maxInFlight: 1 });
    const answers = Promise.all([1, 2, 3].map((n) => call('a', n)));
    await turn();
    expect(batches.map((b) => b.items)).toEqual([[1, 2, 3]]);
    batches[0]!.finish();
    expect(await answers).toEqual(['a:10', 'a:20', 'a:30']);
  });

  it('holds calls back while a batch of their key is in flight, then sends them as the next batch', async () => {
    const { batches, run } = manualRun();
    const call = createGroupBatcher(run, { maxSize: 10, maxInFlight: 1 });
    const first = call('a', 1);
    await turn();
    const later = [call('a', 2), call('a', 3)];
    await turn();
    await turn();
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.finish();
    expect(await first).toBe('a:10');
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3]]);
    batches[1]!.finish();
    expect(await Promise.all(later)).toEqual(['a:20', 'a:30']);
  });

  it('keeps keys apart, splits at the size bound and allows the in-flight bound', async () => {
    const { batches, run } = manualRun();
    const call = createGroupBatcher(run, { maxSize: 2, maxInFlight: 2 });
    const answers = Promise.all([
      call('a', 1),
      call('b', 1),
      call('a', 2),
      call('a', 3),
      call('a', 4),
      call('a', 5),
    ]);
    await turn();
    expect(batches.map((b) => [b.key, b.items])).toEqual([
      ['a', [1, 2]],
      ['a', [3, 4]],
      ['b', [1]],
    ]);
    batches.forEach((b) => b.finish());
    await settle();
    expect(batches.map((b) => [b.key, b.items]).at(-1)).toEqual(['a', [5]]);
    batches.at(-1)!.finish();
    expect(await answers).toEqual(['a:10', 'b:10', 'a:20', 'a:30', 'a:40', 'a:50']);
  });

  it('gives every call of a failed batch its error, and the next batch still goes', async () => {
    const { batches, run } = manualRun();
    const call = createGroupBatcher(run, { maxSize: 10, maxInFlight: 1 });
    const failing = [call('a', 1), call('a', 2)].map((p) => p.catch((error: Error) => error.message));
    await turn();
    const after = call('a', 3);
    batches[0]!.fail(new Error('statement failed'));
    expect(await Promise.all(failing)).toEqual(['statement failed', 'statement failed']);
    await settle();
    batches[1]!.finish();
    expect(await after).toBe('a:30');
  });
});
