import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** Client-side mirrors of the contracts' rules, so users see problems before a round trip. */
export const ACCOUNT_PATTERN = /^(1\d{10}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;
export const CODE_PATTERN = /^\d{6}$/;
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

type PortalT = TFunction<'portal'>;

export const accountRules = (t: PortalT): Rule[] => [
  { required: true, message: t('auth.required', { field: t('auth.account') }) },
  { pattern: ACCOUNT_PATTERN, message: t('auth.accountRule') },
];

export const codeRules = (t: PortalT): Rule[] => [
  { required: true, message: t('auth.required', { field: t('auth.code') }) },
  { pattern: CODE_PATTERN, message: t('auth.codeRule') },
];

export const newPasswordRules = (t: PortalT): Rule[] => [
  { required: true, message: t('auth.required', { field: t('auth.password') }) },
  { pattern: PASSWORD_PATTERN, message: t('auth.passwordRule') },
];

/** The confirmation must equal the `password` field. */
export const confirmPasswordRules = (t: PortalT): Rule[] => [
  { required: true, message: t('auth.required', { field: t('auth.confirmPassword') }) },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || getFieldValue('password') === value
        ? Promise.resolve()
        : Promise.reject(new Error(t('auth.passwordMismatch'))),
  }),
];
