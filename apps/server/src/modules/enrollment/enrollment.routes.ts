import {
  EnrollApi,
  envelope,
  signUpBody,
  signUpResult,
  teamNum,
  teamNumQuery,
  type SignUpResult,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { auditRowOf, markAudited, recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { signUp } from './sign-up.ts';
import { countTeams } from './team-num.ts';
import { teamRoutes } from './teams.routes.ts';

const tags = ['enrollment'];

/** Sign-up (portal, any signed-in student) and team counts (desk). */
export const enrollmentRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;
  await app.register(teamRoutes, { deps });

  app.post(
    EnrollApi.signUp,
    {
      config: {
        access: 'user',
        sqlBudget: { statements: 2 },
        audit: { module: 'enroll', action: 'signUp' },
        // A surge is bounded before it reaches the database; the surplus is asked to retry (429).
        admission: { gate: 'signUp', maxInFlight: deps.config.signUpMaxInFlight, retryAfterSeconds: 1 },
      },
      schema: {
        tags,
        summary: 'Sign up for an item of a competition whose sign-up is open (alone, or as a team captain)',
        body: signUpBody,
        response: { 200: envelope(signUpResult) },
      },
    },
    async (request, reply) => {
      const changeOf = (result: SignUpResult) => ({
        target: result.teamId,
        after: { ...request.body, ...result },
      });
      const result = await signUp(db, authOf(request), request.body, {
        // The usual sign-up commits its log row in its own statement (one commit per sign-up, not two).
        // The planned row is not recorded on the request: if the statement takes no place, the sign-up may
        // still be refused, and the onSend hook must then log the refusal, not the planned team.
        audit: {
          row: (planned) =>
            auditRowOf(
              request,
              { success: true, errorMsg: '', durationMs: Math.round(reply.elapsedTime) },
              changeOf(planned),
            ),
          written: () => markAudited(request),
        },
      });
      recordChange(request, changeOf(result));
      return ok(result);
    },
  );

  app.get(
    EnrollApi.teamNum,
    {
      config: { access: { permission: 'enroll:list' } },
      schema: {
        tags,
        summary: 'Teams of a competition: total, by status, by item',
        querystring: teamNumQuery,
        response: { 200: envelope(teamNum) },
      },
    },
    async (request) => ok(await countTeams(db, authOf(request), request.query.competitionId)),
  );
};
