import type { awardPortal as zh } from '../zh-CN/award-portal.ts';
import type { English } from '../english.ts';

/** Portal award lists and the desk's filling from review results (issue 11). */
export const awardPortal: English<typeof zh> = {
  title: 'Award winners',
  subtitle: 'Award lists published by the organising committees; personal names are masked',
  allCompetitions: 'All competitions',
  competition: 'Competition',
  empty: 'No award list has been published yet',
  publishedAt: 'Published {{at}}',
  notice:
    'Questions about a result? Contact the organising committee during the notice period. Check a certificate on the certificate search page.',
  count: 'winners: {{count}}',
  index: 'No.',
  work: 'Work',
  winner: 'Winner / team',
  members: 'Students',
  teachers: 'Advisors',
  school: 'School',
  viewAwards: 'Award winners',
  certificateSearch: 'Certificate search',
  back: 'Back to the competition',
  announcements: {
    title: 'Award announcements',
    intro: 'Award lists published by the competitions, newest first. Personal names in them are masked.',
    entries: '{{count}} award lines',
    entries_one: '{{count}} award line',
    open: 'View the list',
    mine: 'My awards and certificates',
    empty: 'No award list has been published yet',
  },
  fill: {
    title: 'Fill from review results',
    stage: 'Review stage',
    mode: 'Mode',
    modeRanks: 'By rank (per event × group)',
    modeBands: 'By score band',
    count: 'Places',
    minScore: 'Minimum score',
    preview: 'Preview',
    apply: 'Write to the list',
    applyAnyway: 'Write anyway',
    reviewOpen:
      "This stage's review is still open: {{unscored}} of {{total}} scores not submitted, so the results may still change",
    reviewOpenHint: 'Close the review in Distribution first, then award and issue certificates.',
    reviewUnscored:
      "This stage's review is closed, but {{unscored}} of {{total}} scores were never submitted and do not count",
    summary:
      '{{added}} added · {{updated}} updated · {{removed}} removed · {{kept}} unchanged · {{issued}} kept (certificates issued)',
    hint: 'Only lines of these awards for teams of the stage change; lines added by hand and lines with certificates stay.',
    rank: 'Rank',
    score: 'Score',
    team: 'Team',
    item: 'Event',
    group: 'Group',
    award: 'Award',
    action: 'Change',
    actions: {
      add: 'Added',
      update: 'Updated',
      remove: 'Removed',
      keep: 'Unchanged',
      issued: 'Certificates issued',
      none: '—',
    },
    done: 'Award list written: {{count}} line(s) ({{added}} added, {{updated}} updated, {{removed}} removed)',
  },
};
