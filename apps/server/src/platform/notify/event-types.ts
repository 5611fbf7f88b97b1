/**
 * Every event an area may emit, with its data (internal ids: the outbox is never shown as it is). A rule
 * per type (`defineNotifyRule`, in the area that owns the data) decides who hears of it and what they read.
 */
export type NotifyEventMap = {
  /**
   * One sign-up, or a surge's batch of sign-ups (sign-up-batch.ts: one event per statement, not one per
   * team, so a surge writes and stamps a few hundred outbox rows instead of one per sign-up).
   */
  'signUp.submitted': { teamId: number } | { teamIds: number[] };
  'signUp.approved': { teamId: number };
  'signUp.rejected': { teamId: number; reason: string };
  /** An approved team's roster changed: it waits for approval again (enrollment/roster.ts). */
  'signUp.reopened': { teamId: number };
  /** `personal`: through an invitation naming them (the captain hears "accepted" instead). */
  'team.memberJoined': { teamId: number; userId: number; personal?: boolean };
  /** A captain invited one registered person; `link` is the landing page where they answer. */
  'team.invitationReceived': { invitationId: number; link: string };
  /** The invited person accepted (and joined) or declined a personal invitation. */
  'team.invitationAnswered': { invitationId: number; accepted: boolean };
  /** The captain withdrew a personal invitation still waiting for its answer. */
  'team.invitationRevoked': { invitationId: number };
  'team.memberLeft': { teamId: number; userId: number; removed: boolean };
  'work.submitted': { workId: number; versionId: number };
  /** The work's public share page was opened for the first time. */
  'work.shareOpened': { workId: number };
  'review.worksAssigned': { stageId: number; byExpert: Record<string, number> };
  'review.scoreReturned': { expertUserId: number; note: string; link: string };
  /** A captain's reminder: each late expert's user id and how many works they still have to score. */
  'review.expertsReminded': { groupName: string; link: string; left: Record<string, number> };
  /** The organiser accepted a school's expert recommendation into the library, or declined it. */
  'expert.recommendationDecided': { recommendationId: number };
  'expert.applicationDecided': { applicationId: number };
  'results.published': { stageId: number };
  /** A stage's promotion committed: who goes on to the next stage, and who is eliminated. */
  'results.promoted': {
    stageId: number;
    nextStageId: number;
    promotedTeamIds: number[];
    cutTeamIds: number[];
  };
  'award.given': { listId: number };
  'certificate.issued': { certificateIds: number[] };
  'news.submitted': { submissionId: number };
  'news.approved': { submissionId: number };
  'news.rejected': { submissionId: number; reason: string };
  'account.passwordChanged': { userId: number };
  /** An order's money arrived (any provider, or a confirmed bank transfer). */
  'payment.orderPaid': { orderId: number };
  /** The provider answered a refund: it went back, or it was refused with a reason. */
  'payment.refundFinished': { refundId: number };
  /** A reporting task's reminder to one school that has not submitted (claimed once per kind). */
  'summary.reminderDue': { taskId: number; schoolGroupId: number; kind: 'before3' | 'before1' | 'overdue' };
  /** A reporting task went out to its schools. */
  'summary.taskPublished': { taskId: number };
  /** A school submitted its report, or said it has nothing to report (with its reason). */
  'summary.submitted': { submissionId: number };
  /** The organiser returned a report with a note, accepted it, or reopened an accepted one with a note. */
  'summary.reviewed': { submissionId: number; action: 'return' | 'accept' | 'reopen'; note: string };
  /** The organiser returned a submitted work to its team for correction, with a note. */
  'work.returned': { workId: number; note: string };
  'deadline.closesSoon': {
    kind: 'signUp' | 'submission' | 'scoring';
    competitionId: number;
    stageId: number;
    closesAt: string;
    daysLeft: number;
  };
};

export type NotifyEventType = keyof NotifyEventMap;

export type NotifyEvent<T extends NotifyEventType = NotifyEventType> = {
  type: T;
  data: NotifyEventMap[T];
  /** Who caused it, if a person did. */
  actorId?: number | null;
};

/** Subscription topics (dictionary sys_subscribe_topic) and `security`, which nobody can switch off. */
export type NotifyTopic =
  'competition' | 'review' | 'certificate' | 'news' | 'payment' | 'summary' | 'security';

export type Bilingual = { zh: string; en: string };

/** What one group of recipients reads about an event. */
export type Notice = {
  userIds: number[];
  /**
   * E-mail addresses of people without an account (an expert applicant): each gets the mail once, in both
   * languages, with no unsubscribe link (it is about their own request) and no site message.
   */
  guestEmails?: string[];
  topic: NotifyTopic;
  title: Bilingual;
  body: Bilingual;
  /** A site path to the thing itself (`/home/...` or a desk page), or ''. */
  link: string;
};
