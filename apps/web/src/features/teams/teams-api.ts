import {
  EnrollApi,
  TeamApi,
  type AcceptBody,
  type CompleteStatus,
  type Invitation,
  type InvitationDetail,
  type MyInvitation,
  type MyTeamRow,
  type SaveInfoBody,
  type SignUpBody,
  type SignUpResult,
  type TeamDetail,
  type UserDetail,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';

/** Query keys of the team area; a team write invalidates `all`. */
export const teamKeys = {
  all: ['teams'] as const,
  mine: (competitionId?: string) => ['teams', 'mine', competitionId ?? ''] as const,
  detail: (teamId: string) => ['teams', 'detail', teamId] as const,
  invitation: (teamId: string, role: string) => ['teams', 'invitation', teamId, role] as const,
  landing: (token: string) => ['teams', 'landing', token] as const,
  me: ['teams', 'me'] as const,
  complete: (competitionId: string) => ['teams', 'complete', competitionId] as const,
};

export const teamsApi = {
  signUp: (body: SignUpBody) => post<SignUpResult>(EnrollApi.signUp, body),
  myTeams: (competitionId?: string) => get<MyTeamRow[]>(TeamApi.myTeams, { competitionId }),
  detail: (teamId: string) => get<TeamDetail>(TeamApi.teamDetail, { teamId }),
  invitation: (teamId: string, role: 'member' | 'advisor') =>
    get<Invitation>(TeamApi.inviteQrCode, { teamId, role }),
  landing: (token: string) => get<InvitationDetail>(TeamApi.invitationDetail, { token }),
  accept: (body: AcceptBody) => post<{ teamId: string }>(TeamApi.acceptInvitation, body),
  invitePerson: (teamId: string, role: 'member' | 'advisor', account: string) =>
    post<{ invitationId: string }>(TeamApi.invitePerson, { teamId, role, account }),
  decline: (invitationId: string) => post<{ teamId: string }>(TeamApi.declineInvitation, { invitationId }),
  myInvitations: () => get<MyInvitation[]>(TeamApi.myInvitations),
  revoke: (invitationId: string) => post<{ teamId: string }>(TeamApi.revokeInvitation, { invitationId }),
  remove: (teamId: string, userId: string) =>
    post<{ teamId: string }>(TeamApi.removeMember, { teamId, userId }),
  leave: (teamId: string) => post<{ teamId: string }>(TeamApi.leaveTeam, { teamId }),
  me: () => get<UserDetail>(TeamApi.userDetail),
  saveInfo: (body: SaveInfoBody) => post<UserDetail>(TeamApi.saveInfo, body),
  completeFor: (competitionId: string) => get<CompleteStatus>(TeamApi.completeStatus, { competitionId }),
};
