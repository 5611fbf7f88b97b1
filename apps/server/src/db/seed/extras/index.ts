import type { SeedContext } from './seed-context.ts';
import { seedDictionary } from './dictionary.ts';
import { seedProvinces } from './provinces.ts';
import { seedOrganization } from './organization.ts';
import { seedSystemUsers } from './system-users.ts';
import { seedAccess } from './access.ts';
import { seedWebsiteExtras } from './website.ts';
import { seedCompetitions } from './competition.ts';
import { seedNews } from './news.ts';
import { seedTeams } from './teams.ts';
import { seedWorks } from './works.ts';
import { seedReview } from './review.ts';
import { seedReviewWorks } from './review-works.ts';
import { seedReviewOutcomes } from './review-outcomes.ts';
import { seedExpertIntake } from './expert-intake.ts';
import { seedReviewScene } from './review-scene.ts';
import { seedReviewStatistics } from './review-statistics.ts';
import { seedSecondExpert } from './review-second-expert.ts';
import { seedScoringExpertAccounts } from './review-expert-accounts.ts';
import { seedCertificates } from './certificates.ts';
import { seedCertificateDesigns } from './certificate-designs.ts';
import { seedUserCenter } from './user-center.ts';
import { seedSignUpDemo } from './signup-demo.ts';
import { seedContentPages } from './content-pages.ts';
import { seedFinance } from './finance.ts';
import { seedSummary } from './summary.ts';
import { seedSeasonCompetitions, seedStatisticsSeason } from './statistics-season/index.ts';

/** Runs every domain's demo seed in order (dictionary and provinces first: others refer to them). */
export const seedExtras = async (ctx: SeedContext) => {
  await seedDictionary(ctx);
  await seedProvinces(ctx);
  await seedOrganization(ctx);
  await seedSystemUsers(ctx);
  await seedAccess(ctx);
  await seedWebsiteExtras(ctx);
  // The statistics season before the other competitions and their sign-ups, awards and certificates:
  // lists ordered newest first keep showing those first. It brings its own orders (finance skips them).
  await seedSeasonCompetitions(ctx);
  await seedCompetitions(ctx);
  await seedStatisticsSeason(ctx);
  await seedNews(ctx);
  await seedTeams(ctx);
  await seedWorks(ctx);
  await seedReview(ctx);
  await seedReviewWorks(ctx);
  await seedReviewStatistics(ctx);
  await seedSecondExpert(ctx);
  await seedExpertIntake(ctx);
  await seedReviewScene(ctx);
  // After every seed that scores: no score comes from an expert without an account.
  await seedScoringExpertAccounts(ctx);
  await seedCertificates(ctx);
  await seedCertificateDesigns(ctx);
  await seedSignUpDemo(ctx);
  await seedContentPages(ctx);
  // After the areas that take the design competition's first stage without an order (certificates).
  await seedReviewOutcomes(ctx);
  // Last: it reuses other areas' demo sign-ups of `student` when they exist.
  await seedUserCenter(ctx);
  // After every area that makes sign-ups with a fee: each gets the order its state implies.
  await seedFinance(ctx);
  // After the organisation seed: the task asks every school under the organiser.
  await seedSummary(ctx);
};
