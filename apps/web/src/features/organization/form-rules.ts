import type { Rule } from 'antd/es/form';

/** Client-side mirrors of the server's rules (packages/contracts), so most mistakes never leave the form. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;
export const PHONE_PATTERN = /^[0-9+\-() ]*$/;
export const URL_OR_PATH_PATTERN = /^(|\/\S*|https?:\/\/\S+)$/;

export const requiredRule = (message: string): Rule => ({ required: true, whitespace: true, message });
export const patternRule = (pattern: RegExp, message: string): Rule => ({ pattern, message });
