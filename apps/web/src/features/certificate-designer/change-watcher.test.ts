import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebounceError } from '@podium/certificate';
import { createChangeWatcher } from './change-watcher.ts';

describe('rich-text change watcher', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('waits 50 ms of stillness by default and delivers only the latest value', () => {
    const seen: string[] = [];
    const watcher = createChangeWatcher<string>((v) => seen.push(v));
    expect(watcher.wait).toBe(50);
    watcher.push('a');
    vi.advanceTimersByTime(30);
    watcher.push('ab');
    vi.advanceTimersByTime(49);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['ab']);
  });

  it('accepts 20 ms and more, and refuses anything below 20 ms', () => {
    expect(createChangeWatcher(() => {}, 20).wait).toBe(20);
    expect(createChangeWatcher(() => {}, 120).wait).toBe(120);
    expect(() => createChangeWatcher(() => {}, 19)).toThrow(DebounceError);
    expect(() => createChangeWatcher(() => {}, 0)).toThrow(DebounceError);
    expect(() => createChangeWatcher(() => {}, Number.NaN)).toThrow(DebounceError);
  });

  it('flushes a pending value at once and cancels', () => {
    const seen: string[] = [];
    const watcher = createChangeWatcher<string>((v) => seen.push(v));
    watcher.push('x');
    watcher.flush();
    expect(seen).toEqual(['x']);
    watcher.push('y');
    watcher.cancel();
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['x']);
  });
});
