import { describe, expect, it } from 'vitest';
import { stageWindowWarnings, type WindowSpan } from './stage-window-warnings.ts';

const day = (n: number) => Date.UTC(2026, 11, n);
const span = (start: number | null, end: number | null): WindowSpan => ({ start, end });
const none = span(null, null);

describe('stageWindowWarnings', () => {
  it('is quiet for windows one after another, and for windows not set', () => {
    expect(
      stageWindowWarnings({
        signUp: span(day(1), day(5)),
        submit: span(day(5), day(10)),
        review: span(day(11), day(15)),
      }),
    ).toEqual({});
    expect(stageWindowWarnings({ signUp: none, submit: none, review: none })).toEqual({});
  });

  it('warns of a review that starts while works may still change', () => {
    expect(
      stageWindowWarnings({
        signUp: span(day(1), day(5)),
        submit: span(day(5), day(10)),
        review: span(day(8), day(15)),
      }),
    ).toEqual({ review: 'reviewBeforeSubmitEnd' });
  });

  it('warns of works taken before sign-up opens', () => {
    expect(
      stageWindowWarnings({ signUp: span(day(3), day(5)), submit: span(day(1), day(10)), review: none }),
    ).toEqual({ submit: 'submitBeforeSignUp' });
  });

  it('in a stage without works, warns of a review that starts while sign-ups still arrive', () => {
    expect(
      stageWindowWarnings({ signUp: span(day(1), day(9)), submit: none, review: span(day(5), day(12)) }),
    ).toEqual({ review: 'reviewBeforeSignUpEnd' });
  });
});
