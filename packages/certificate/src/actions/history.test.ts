import { describe, expect, it } from 'vitest';
import { createAwardWinnerTemplate } from '../templates/templates.ts';
import { twoSlideDesign } from '../testing/fixtures.ts';
import {
  canRedo,
  canUndo,
  commitChange,
  createHistory,
  loadIntoHistory,
  performInHistory,
  previewChange,
  recordChange,
  redo,
  undo,
} from './history.ts';
import { performAction } from './registry.ts';

const moveTo = (history: ReturnType<typeof createHistory>, left: number) =>
  previewChange(
    history,
    performAction(history.present, 'updateElements', { elementId: 't1', props: { left } }),
  );

describe('history', () => {
  it('undoes and redoes finished changes', () => {
    let history = createHistory(twoSlideDesign());
    history = performInHistory(history, 'setTitle', { title: '一' });
    history = performInHistory(history, 'setTitle', { title: '二' });
    expect(history.past).toHaveLength(2);
    history = undo(history);
    expect(history.present.title).toBe('一');
    history = undo(history);
    expect(history.present.title).toBe('测试证书');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(history.present.title).toBe('一');
    expect(canRedo(history)).toBe(true);
    history = redo(redo(history));
    expect(history.present.title).toBe('二');
  });

  it('coalesces a drag into one step, recorded at commit', () => {
    let history = createHistory(twoSlideDesign());
    for (const left of [1, 2, 3, 40]) history = moveTo(history, left);
    expect(history.past).toHaveLength(0);
    expect(history.present.slides[0]?.elements[0]?.left).toBe(40);
    expect(canUndo(history)).toBe(true);
    history = commitChange(history);
    expect(history.past).toHaveLength(1);
    history = undo(history);
    expect(history.present.slides[0]?.elements[0]?.left).toBe(0);
    history = redo(history);
    expect(history.present.slides[0]?.elements[0]?.left).toBe(40);
  });

  it('keeps an action open with inProgress until commit', () => {
    let history = createHistory(twoSlideDesign());
    history = performInHistory(
      history,
      'updateElements',
      { elementId: 't1', props: { width: 10 } },
      { inProgress: true },
    );
    history = performInHistory(
      history,
      'updateElements',
      { elementId: 't1', props: { width: 20 } },
      { inProgress: true },
    );
    expect(history.past).toHaveLength(0);
    history = commitChange(history);
    expect(history.past).toHaveLength(1);
    expect(undo(history).present.slides[0]?.elements[0]?.width).toBe(200);
  });

  it('undo during a change first finishes it', () => {
    let history = moveTo(createHistory(twoSlideDesign()), 5);
    history = undo(history);
    expect(history.present.slides[0]?.elements[0]?.left).toBe(0);
    expect(canRedo(history)).toBe(true);
  });

  it('records nothing for changes that end where they began, or only move between slides', () => {
    let history = createHistory(twoSlideDesign());
    history = commitChange(moveTo(moveTo(history, 9), 0));
    expect(history.past).toHaveLength(0);
    history = performInHistory(history, 'setCurrentSlideIndex', { index: 1 });
    expect(history.present.currentSlideIndex).toBe(1);
    expect(history.past).toHaveLength(0);
    expect(recordChange(history, history.present)).toBe(history);
  });

  it('a new change clears what could be redone', () => {
    let history = performInHistory(createHistory(twoSlideDesign()), 'setTitle', { title: '一' });
    history = undo(history);
    history = performInHistory(history, 'setTitle', { title: '二' });
    expect(canRedo(history)).toBe(false);
  });

  it('loading a template is not undoable', () => {
    let history = performInHistory(createHistory(twoSlideDesign()), 'setTitle', { title: '一' });
    const template = createAwardWinnerTemplate();
    history = loadIntoHistory(history, template);
    expect(history.present).toBe(template);
    expect(canUndo(history)).toBe(false);
    expect(undo(history).present).toBe(template);
  });

  it('keeps at most `limit` steps', () => {
    let history = createHistory(twoSlideDesign(), 3);
    for (let i = 0; i < 6; i += 1) history = performInHistory(history, 'setTitle', { title: `t${i}` });
    expect(history.past.map((doc) => doc.title)).toEqual(['t2', 't3', 't4']);
    expect(history.present.title).toBe('t5');
  });
});
