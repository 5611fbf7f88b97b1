/** A stage window's ends as moments (ms), either open. */
export type WindowSpan = { start: number | null; end: number | null };

export type StageWindowWarning = 'submitBeforeSignUp' | 'reviewBeforeSubmitEnd' | 'reviewBeforeSignUpEnd';

/**
 * Windows in an order organisers rarely mean, said while they edit (saving stays allowed: a stage may
 * deliberately overlap them). Works before anyone can sign up; experts scoring while works may still
 * change (a scored work can no longer be replaced, so a team would be stuck with its draft); or, in a stage
 * without works, a review that starts while sign-ups still arrive (the sync would miss the late ones).
 */
export const stageWindowWarnings = (w: {
  signUp: WindowSpan;
  submit: WindowSpan;
  review: WindowSpan;
}): Partial<Record<'submit' | 'review', StageWindowWarning>> => {
  const before = (a: number | null, b: number | null) => a !== null && b !== null && a < b;
  const warnings: Partial<Record<'submit' | 'review', StageWindowWarning>> = {};
  if (before(w.submit.start, w.signUp.start)) warnings.submit = 'submitBeforeSignUp';
  const takesWorks = w.submit.start !== null || w.submit.end !== null;
  if (takesWorks && before(w.review.start, w.submit.end)) warnings.review = 'reviewBeforeSubmitEnd';
  else if (!takesWorks && before(w.review.start, w.signUp.end)) warnings.review = 'reviewBeforeSignUpEnd';
  return warnings;
};
