export { enrollmentRoutes } from './enrollment.routes.ts';
export { myInvitations } from './invitations.ts';
export { loadParticipants, participantFields } from './member-info.ts';
export { signUp } from './sign-up.ts';
export { assertTeamMeetsRules, teamRuleBreach, teamRuleBreaches } from './team-rules.ts';
export {
  confirmPaidTeams,
  registerSignUpOrderMaker,
  releaseUnpaidTeams,
  releaseRefundedTeams,
  type SignUpOrderMaker,
} from './team-payment.ts';
import './sign-up.notify.ts';
