import { EnrollApi, envelope, signUpBody, signUpResult, teamNum, teamNumQuery } from '@podium/contracts';
import type { ApiModule } from '../../app.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
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
      config: { access: 'user', audit: { module: 'enroll', action: 'signUp' } },
      schema: {
        tags,
        summary: 'Sign up for an item of a competition whose sign-up is open (alone, or as a team captain)',
        body: signUpBody,
        response: { 200: envelope(signUpResult) },
      },
    },
    async (request) => {
      const result = await signUp(db, authOf(request), request.body);
      recordChange(request, { target: result.teamId, after: { ...request.body, ...result } });
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
