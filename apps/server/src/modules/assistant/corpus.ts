// What the assistant may read: only what a visitor of the site can already see. Listed competitions
// (never drafts), news that is published and due, published content pages. No users, teams or works.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { LISTED_STATUSES, type AssistantSource } from '@podium/contracts';
import {
  competitionEnrollSettings,
  competitions,
  competitionStages,
  contentPages,
  newsArticles,
} from '../../db/schema/index.ts';
import { subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { richTextToPlain } from '../../platform/rich-text.ts';

/** One stage's windows, for answering "when" questions from fields rather than from prose. */
export type StageDates = {
  name: string;
  signUpStart: Date | null;
  signUpEnd: Date | null;
  submitStart: Date | null;
  submitEnd: Date | null;
  reviewStart: Date | null;
  reviewEnd: Date | null;
};

/** What a competition's own settings say about taking part (never read from prose). */
export type EnrollFacts = {
  mode: 'individual' | 'team';
  teamMin: number;
  teamMax: number;
  advisorMin: number;
  advisorMax: number;
  /** Sign-up fee in fen; 0 is free. */
  feeFen: number;
};

export type CompetitionFactsDoc = {
  name: string;
  shortName: string;
  /** published | closed | archived (drafts never reach the corpus). */
  status: string;
  source: AssistantSource;
  stages: StageDates[];
  /** null when the organiser has not saved the sign-up settings yet. */
  enroll: EnrollFacts | null;
};

/** A searchable passage of a published item. */
export type Passage = { id: number; text: string; source: AssistantSource };

export type Corpus = { passages: Passage[]; competitions: CompetitionFactsDoc[] };

/** Where each managed page is shown on the portal. */
const PAGE_PATHS: Record<string, string> = {
  introductionPlatform: '/home/introductionPlatform',
  expendingServices: '/home/expendingServices',
  research: '/home/research',
  'solve-could': '/home/solve/could',
  'solve-highSchool': '/home/solve/highSchool',
  'solve-dataBase': '/home/solve/dataBase',
  experience: '/experience',
  manual: '/manual',
};

const PASSAGE_LENGTH = 220;

/** Splits text at sentence ends into passages of about PASSAGE_LENGTH characters. */
export const splitPassages = (text: string): string[] => {
  const sentences = text.split(/(?<=[。！？；!?;])\s*|\n+/u).filter((s) => s.trim());
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > PASSAGE_LENGTH) {
      out.push(current);
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) out.push(current);
  return out.map((p) => p.trim()).filter(Boolean);
};

export const loadCorpus = async (db: Db, site: { id: number; path: string }): Promise<Corpus> => {
  const subtree = subtreeGroupIds(site.path);
  const now = new Date();
  const [competitionRows, newsRows, pageRows] = await Promise.all([
    db
      .select()
      .from(competitions)
      .where(and(inArray(competitions.status, [...LISTED_STATUSES]), inArray(competitions.groupId, subtree))),
    db
      .select({
        publicId: newsArticles.publicId,
        title: newsArticles.title,
        text: newsArticles.contentText,
      })
      .from(newsArticles)
      .where(
        and(
          inArray(newsArticles.groupId, subtree),
          eq(newsArticles.status, 'published'),
          lte(newsArticles.publishAt, now),
        ),
      ),
    db
      .select({ slug: contentPages.slug, title: contentPages.title, text: contentPages.contentText })
      .from(contentPages)
      .where(
        and(
          inArray(contentPages.groupId, subtree),
          eq(contentPages.status, 'published'),
          eq(contentPages.kind, 'page'),
        ),
      ),
  ]);
  const competitionIds = competitionRows.map((c) => c.id);
  const [stageRows, enrollRows] = competitionIds.length
    ? await Promise.all([
        db
          .select()
          .from(competitionStages)
          .where(inArray(competitionStages.competitionId, competitionIds))
          .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id)),
        db
          .select()
          .from(competitionEnrollSettings)
          .where(inArray(competitionEnrollSettings.competitionId, competitionIds)),
      ])
    : [[], []];

  const passages: Passage[] = [];
  const add = (text: string, source: AssistantSource) => {
    for (const part of splitPassages(text)) passages.push({ id: passages.length, text: part, source });
  };
  const facts: CompetitionFactsDoc[] = [];
  for (const c of competitionRows) {
    const source: AssistantSource = {
      title: c.name,
      path: `/home/competition/details?competitionId=${c.publicId}`,
      kind: 'competition',
    };
    const stages = stageRows.filter((s) => s.competitionId === c.id);
    const enroll = enrollRows.find((e) => e.competitionId === c.id);
    facts.push({
      name: c.name,
      shortName: c.shortName,
      status: c.status,
      source,
      stages,
      enroll: enroll
        ? {
            mode: enroll.mode === 'team' ? 'team' : 'individual',
            teamMin: enroll.teamMin,
            teamMax: enroll.teamMax,
            advisorMin: enroll.advisorMin,
            advisorMax: enroll.advisorMax,
            feeFen: enroll.feeFen,
          }
        : null,
    });
    add(
      [
        c.name,
        c.shortName,
        richTextToPlain(c.introduction),
        richTextToPlain(c.rules),
        richTextToPlain(c.guide),
      ]
        .filter(Boolean)
        .join('。'),
      source,
    );
  }
  for (const n of newsRows)
    add(`${n.title}。${n.text}`, {
      title: n.title,
      path: `/home/newsDetails?newsId=${n.publicId}`,
      kind: 'news',
    });
  for (const p of pageRows) {
    const path = PAGE_PATHS[p.slug];
    if (path) add(`${p.title}。${p.text}`, { title: p.title, path, kind: 'page' });
  }
  return { passages, competitions: facts };
};
