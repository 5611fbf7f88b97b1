export { enrollmentRoutes } from './enrollment.routes.ts';
export { signUp } from './sign-up.ts';
export {
  confirmPaidTeams,
  registerSignUpOrderMaker,
  releaseUnpaidTeams,
  type SignUpOrderMaker,
} from './team-payment.ts';
