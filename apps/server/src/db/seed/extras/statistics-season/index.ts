/**
 * A season for the database statistics (issue 21): two editions of one national challenge with hundreds of
 * sign-ups of the seven demo schools — the finished third edition (works, scores, awards, certificates and
 * their downloads) and the fourth, copied from it, whose sign-up closed ten days ago and whose works are
 * coming in. Generated from a fixed seed (the same names, teams and proportions on every run; dates move
 * with "now"), written with a few bulk statements: the demo seed runs for every API test run and every
 * journey server. It is seeded before the other competitions, their sign-ups, awards and certificates, and
 * dated before their newest rows, so lists ordered newest first (by id or by date) still open on the rows
 * tests name; the portal lists its running edition after the other running ones (published earlier).
 */

export { seedSeasonCompetitions } from './editions.ts';
export { seedStatisticsSeason } from './season-rows.ts';
