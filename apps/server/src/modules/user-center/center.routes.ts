import { z } from 'zod';
import {
  bankCard,
  bankCardSaveBody,
  CenterApi,
  centerOverview,
  centerProfile,
  centerSendCodeBody,
  centerSendCodeResult,
  emailChangeBody,
  envelope,
  infoFormDetail,
  infoFormQuery,
  infoFormRow,
  infoSubmitBody,
  myCompetitionQuery,
  myCompetitionRow,
  passwordChangeBody,
  passwordChangeResult,
  phoneChangeBody,
  profileSaveBody,
  studyQuery,
  studyResource,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { changeEmail, changePassword, changePhone, sendCenterCode } from './account-changes.ts';
import { readBankCard, removeBankCard, saveBankCard } from './bank-card.ts';
import { readFormForUser, submitForm } from './info-submissions.ts';
import { listFormsForUser } from './info-forms.ts';
import { listMyCompetitions } from './my-competitions.ts';
import { readOverview } from './overview.ts';
import { missingProfileFields, readProfile, saveProfile } from './profile.ts';
import { listStudyForUser } from './study-resources.ts';

const tags = ['user-center'];
const audit = (action: string) => ({ access: 'user' as const, audit: { module: 'center', action } });

/** The signed-in user's own centre: every call reads and writes only the caller's rows. */
export const centerRoutes: ApiModule = async (app, { deps }) => {
  const { db, personalData } = deps;

  app.get(
    CenterApi.overview,
    {
      schema: {
        tags,
        summary: 'Overview: profile card, counts, next actions',
        response: { 200: envelope(centerOverview) },
      },
    },
    async (request) => ok(await readOverview(db, personalData, authOf(request).userId)),
  );

  app.get(
    CenterApi.competitions,
    {
      schema: {
        tags,
        summary: 'My sign-ups with competition, stage, item, team, status and what to do next',
        querystring: myCompetitionQuery,
        response: { 200: envelope(z.array(myCompetitionRow)) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const missing = missingProfileFields(await readProfile(db, personalData, userId));
      return ok(await listMyCompetitions(db, userId, request.query, missing.length > 0));
    },
  );

  app.get(
    CenterApi.profile,
    {
      schema: {
        tags,
        summary: 'My profile (phone and ID number masked)',
        response: { 200: envelope(centerProfile) },
      },
    },
    async (request) => ok(await readProfile(db, personalData, authOf(request).userId)),
  );

  app.post(
    CenterApi.profileSave,
    {
      config: audit('profileSave'),
      schema: {
        tags,
        summary: 'Save my profile',
        body: profileSaveBody,
        response: { 200: envelope(centerProfile) },
      },
    },
    async (request) => {
      const { userId, userPublicId } = authOf(request);
      const { before } = await saveProfile(db, userId, request.body);
      recordChange(request, { target: userPublicId, before, after: request.body });
      return ok(await readProfile(db, personalData, userId));
    },
  );

  app.post(
    CenterApi.sendCode,
    {
      config: audit('sendCode'),
      schema: {
        tags,
        summary: 'Send a code: to the new phone/e-mail (change), or to my own account (password)',
        body: centerSendCodeBody,
        response: { 200: envelope(centerSendCodeResult) },
      },
    },
    async (request) => {
      const result = await sendCenterCode(deps, authOf(request), request.body);
      recordChange(request, {
        target: authOf(request).userPublicId,
        after: { purpose: request.body.purpose, sentTo: result.sentTo },
      });
      return ok(result);
    },
  );

  app.post(
    CenterApi.phoneChange,
    {
      config: audit('phoneChange'),
      schema: {
        tags,
        summary: 'Change my phone (code to the new phone + current password)',
        body: phoneChangeBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const change = await changePhone(deps, authOf(request), request.body);
      recordChange(request, {
        target: authOf(request).userPublicId,
        before: { phone: change.before },
        after: { phone: change.after },
      });
      return ok(null);
    },
  );

  app.post(
    CenterApi.emailChange,
    {
      config: audit('emailChange'),
      schema: {
        tags,
        summary: 'Change my e-mail (code to the new address + current password)',
        body: emailChangeBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const change = await changeEmail(deps, authOf(request), request.body);
      recordChange(request, {
        target: authOf(request).userPublicId,
        before: { email: change.before },
        after: { email: change.after },
      });
      return ok(null);
    },
  );

  app.post(
    CenterApi.passwordChange,
    {
      config: audit('passwordChange'),
      schema: {
        tags,
        summary: 'Change my password (old password or a code); my other sessions end, this one stays',
        body: passwordChangeBody,
        response: { 200: envelope(passwordChangeResult) },
      },
    },
    async (request) => {
      const result = await changePassword(deps, authOf(request), request.body);
      recordChange(request, { target: authOf(request).userPublicId, after: result });
      return ok({ endedSessions: result.endedSessions });
    },
  );

  app.get(
    CenterApi.bankCard,
    {
      schema: {
        tags,
        summary: 'My bank card (number masked), or null',
        response: { 200: envelope(bankCard.nullable()) },
      },
    },
    async (request) => ok(await readBankCard(db, personalData, authOf(request).userId)),
  );

  app.post(
    CenterApi.bankCardSave,
    {
      config: audit('bankCardSave'),
      schema: {
        tags,
        summary: 'Save my bank card (Luhn-checked, encrypted at rest)',
        body: bankCardSaveBody,
        response: { 200: envelope(bankCard) },
      },
    },
    async (request) => {
      const { userId, userPublicId } = authOf(request);
      const { before, after } = await saveBankCard(db, personalData, userId, request.body);
      recordChange(request, { target: userPublicId, before, after });
      return ok(after);
    },
  );

  app.post(
    CenterApi.bankCardRemove,
    {
      config: audit('bankCardRemove'),
      schema: { tags, summary: 'Remove my bank card', response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const { userId, userPublicId } = authOf(request);
      const before = await removeBankCard(db, personalData, userId);
      recordChange(request, { target: userPublicId, before, after: null });
      return ok(null);
    },
  );

  app.get(
    CenterApi.study,
    {
      schema: {
        tags,
        summary: 'Study resources I may see: public ones and those of competitions I entered',
        querystring: studyQuery,
        response: { 200: envelope(z.array(studyResource)) },
      },
    },
    async (request) => ok(await listStudyForUser(db, authOf(request).userId, request.query)),
  );

  app.get(
    CenterApi.infoForms,
    {
      schema: {
        tags,
        summary: 'Information forms of competitions I entered',
        response: { 200: envelope(z.array(infoFormRow)) },
      },
    },
    async (request) => ok(await listFormsForUser(db, authOf(request).userId)),
  );

  app.get(
    CenterApi.infoFormDetail,
    {
      schema: {
        tags,
        summary: 'One form with my answers',
        querystring: infoFormQuery,
        response: { 200: envelope(infoFormDetail) },
      },
    },
    async (request) => ok(await readFormForUser(db, authOf(request).userId, request.query.formId)),
  );

  app.post(
    CenterApi.infoSubmit,
    {
      config: audit('infoSubmit'),
      schema: {
        tags,
        summary: 'Submit or edit my answers until the deadline',
        body: infoSubmitBody,
        response: { 200: envelope(z.object({ submissionId: z.string() })) },
      },
    },
    async (request) => {
      const result = await submitForm(db, authOf(request).userId, request.body.formId, request.body.values);
      recordChange(request, { target: request.body.formId, after: result.values });
      return ok({ submissionId: result.submissionId });
    },
  );
};
