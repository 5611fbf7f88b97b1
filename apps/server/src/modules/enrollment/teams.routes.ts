import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  acceptBody,
  completeStatus,
  completeStatusQuery,
  copyBody,
  copyResult,
  envelope,
  invitation,
  invitationDetail,
  inviteQuery,
  memberRow,
  myTeamRow,
  myTeamsQuery,
  removeMemberBody,
  invitationRevokeBody,
  invitationDeclineBody,
  invitePersonBody,
  myInvitation,
  saveInfoBody,
  sourceList,
  sourceListQuery,
  TeamApi,
  teamDetail,
  teamIdBody,
  teamIdQuery,
  tokenQuery,
  userDetail,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import {
  declineInvitation,
  invitationDetail as loadInvitation,
  invitationFor,
  invitePerson,
  myInvitations,
  revokeInvitation,
} from './invitations.ts';
import { loadUserDetail, saveMemberInfo } from './member-info.ts';
import { acceptInvitation, leaveTeam, removeMember } from './membership.ts';
import { teamOfMember } from './team-context.ts';
import { copyTeam } from './team-copy.ts';
import { teamSources } from './team-sources.ts';
import {
  completeStatus as loadCompleteStatus,
  membersOf,
  myTeams,
  teamDetail as loadTeamDetail,
} from './team-views.ts';

const tags = ['enrollment'];
const done = envelope(z.object({ teamId: z.string() }));

/** Where the invitation link points: the site the captain is using (behind the proxy, its forwarded host). */
const originOf = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)
    ? origin
    : `${request.protocol}://${request.host}`;
};

/** Teams: invitations by link and QR code, joining and leaving, member information, copies, counts. */
export const teamRoutes: ApiModule = async (app, { deps }) => {
  const { db, personalData } = deps;

  app.get(
    TeamApi.inviteQrCode,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The invitation link and QR code of a team (captain), made when none is open',
        querystring: inviteQuery,
        response: { 200: envelope(invitation) },
      },
    },
    async (request) =>
      ok(await invitationFor(db, personalData, authOf(request), request.query, originOf(request))),
  );

  app.get(
    TeamApi.invitationDetail,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What an invitation link is for and whether it still works (landing page)',
        querystring: tokenQuery,
        response: { 200: envelope(invitationDetail) },
      },
    },
    async (request) => ok(await loadInvitation(db, personalData, request.query.token)),
  );

  app.post(
    TeamApi.acceptInvitation,
    {
      config: { access: 'user', audit: { module: 'enroll', action: 'joinTeam' } },
      schema: {
        tags,
        summary: 'Join a team through its invitation link',
        body: acceptBody,
        response: { 200: envelope(z.object({ teamId: z.string(), role: z.string() })) },
      },
    },
    async (request) => {
      const result = await acceptInvitation(db, personalData, authOf(request), request.body);
      recordChange(request, { target: result.teamId, after: { role: result.role } });
      return ok(result);
    },
  );

  app.post(
    TeamApi.revokeInvitation,
    {
      config: { access: 'user', audit: { module: 'enroll', action: 'revokeInvitation' } },
      schema: {
        tags,
        summary: 'Revoke an invitation (captain)',
        body: invitationRevokeBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const result = await revokeInvitation(db, authOf(request), request.body.invitationId);
      recordChange(request, { target: result.teamId, after: request.body });
      return ok(result);
    },
  );

  app.post(
    TeamApi.invitePerson,
    {
      config: { access: 'user', audit: { module: 'enroll', action: 'invitePerson' } },
      schema: {
        tags,
        summary: 'Invite one registered person by account name, phone or e-mail (captain)',
        body: invitePersonBody,
        response: {
          200: envelope(z.object({ invitationId: z.string(), teamId: z.string(), expiresAt: z.string() })),
        },
      },
    },
    async (request) => {
      const result = await invitePerson(db, personalData, authOf(request), request.body);
      // The account typed may be a phone or an e-mail: the log keeps the invitation, not the address.
      recordChange(request, {
        target: result.teamId,
        after: { invitationId: result.invitationId, role: request.body.role },
      });
      return ok(result);
    },
  );

  app.post(
    TeamApi.declineInvitation,
    {
      config: { access: 'user', audit: { module: 'enroll', action: 'declineInvitation' } },
      schema: {
        tags,
        summary: 'Decline a personal invitation (only the person it names)',
        body: invitationDeclineBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const result = await declineInvitation(db, authOf(request), request.body.invitationId);
      recordChange(request, { target: result.teamId, after: request.body });
      return ok(result);
    },
  );

  app.get(
    TeamApi.myInvitations,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's personal invitations waiting for an answer",
        response: { 200: envelope(z.array(myInvitation)) },
      },
    },
    async (request) => ok(await myInvitations(db, personalData, authOf(request).userId)),
  );

  app.post(
    TeamApi.removeMember,
    {
      config: { access: 'user', audit: { module: 'enroll', action: 'removeMember' } },
      schema: {
        tags,
        summary: 'Remove a member or advisor before the deadline (captain)',
        body: removeMemberBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await removeMember(db, authOf(request), request.body);
      recordChange(request, { target: request.body.teamId, after: request.body });
      return ok({ teamId: request.body.teamId });
    },
  );

  app.post(
    TeamApi.leaveTeam,
    {
      config: { access: 'user', audit: { module: 'enroll', action: 'leaveTeam' } },
      schema: {
        tags,
        summary: 'Leave a team before the deadline',
        body: teamIdBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await leaveTeam(db, authOf(request), request.body.teamId);
      recordChange(request, { target: request.body.teamId });
      return ok({ teamId: request.body.teamId });
    },
  );

  app.get(
    TeamApi.teamDetail,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A team the caller is in: members, limits, open invitations (captain)',
        querystring: teamIdQuery,
        response: { 200: envelope(teamDetail) },
      },
    },
    async (request) => ok(await loadTeamDetail(db, personalData, authOf(request), request.query.teamId)),
  );

  app.get(
    TeamApi.teamMembers,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Members of a team the caller is in, with what each still lacks',
        querystring: teamIdQuery,
        response: { 200: envelope(z.array(memberRow)) },
      },
    },
    async (request) => {
      const { ctx } = await teamOfMember(db, authOf(request), request.query.teamId);
      return ok(await membersOf(db, personalData, ctx));
    },
  );

  app.get(
    TeamApi.myTeams,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's teams (optionally in one competition)",
        querystring: myTeamsQuery,
        response: { 200: envelope(z.array(myTeamRow)) },
      },
    },
    async (request) => ok(await myTeams(db, authOf(request), request.query.competitionId)),
  );

  app.get(
    TeamApi.completeStatus,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Required fields each member of a team (or the caller, for a competition) still lacks',
        querystring: completeStatusQuery,
        response: { 200: envelope(completeStatus) },
      },
    },
    async (request) => ok(await loadCompleteStatus(db, personalData, authOf(request), request.query)),
  );

  app.get(
    TeamApi.userDetail,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's own detail with participant information (personal numbers masked)",
        response: { 200: envelope(userDetail) },
      },
    },
    async (request) => ok(await loadUserDetail(db, personalData, authOf(request))),
  );

  app.post(
    TeamApi.saveInfo,
    {
      config: { access: 'user', audit: { module: 'enroll', action: 'saveMemberInfo' } },
      schema: {
        tags,
        summary: "Save the caller's participant information (ID number checked: spec §5 and GB 11643)",
        body: saveInfoBody,
        response: { 200: envelope(userDetail) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await saveMemberInfo(db, personalData, auth, request.body);
      recordChange(request, { after: request.body });
      return ok(await loadUserDetail(db, personalData, auth));
    },
  );

  app.get(
    TeamApi.sourceList,
    {
      config: { access: { permission: 'enroll:list' } },
      schema: {
        tags,
        summary: 'How a competition’s teams came: self, recommend, import, copy (with counts)',
        querystring: sourceListQuery,
        response: { 200: envelope(sourceList) },
      },
    },
    async (request) => ok(await teamSources(db, authOf(request), request.query.competitionId)),
  );

  app.post(
    TeamApi.copy,
    {
      config: { access: 'user', audit: { module: 'enroll', action: 'copy' } },
      schema: {
        tags,
        summary: 'Carry a team into another stage or competition whose sign-up is open (captain)',
        body: copyBody,
        response: { 200: envelope(copyResult) },
      },
    },
    async (request) => {
      const result = await copyTeam(db, authOf(request), request.body);
      recordChange(request, { target: result.teamId, after: { ...request.body, ...result } });
      return ok(result);
    },
  );
};
