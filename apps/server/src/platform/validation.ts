import { z } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';
import { fieldLabel, isMessageKey, translate, type Lang } from './messages.ts';

/** Carries what is needed to describe a failed request in the caller's language later, in the error handler. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly schema: z.ZodType,
    readonly input: unknown,
  ) {
    super('request validation failed');
  }
}

/** Fastify validator compiler: zod parses (coerces, strips or refuses extra keys); failures are described later. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(schema, data) };
  };

const localeErrors = { zh: z.locales.zhCN().localeError, en: z.locales.en().localeError };

/** The first problem of a failed request, as one sentence naming the field, in `lang`. */
export const describeValidationFailure = (failure: RequestValidationError, lang: Lang): string => {
  const result = failure.schema.safeParse(failure.input, { error: localeErrors[lang] });
  const issue = result.error?.issues[0];
  if (!issue) return translate('common.invalidJson', lang);
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return translate('common.invalidField', lang, {
      field: issue.keys.join(', '),
      reason: translate('common.unknownField', lang),
    });
  }
  const reason = isMessageKey(issue.message) ? translate(issue.message, lang) : issue.message;
  // An array item is named by its field (`hosts`), not by its index (`0`).
  const leaf = String(issue.path.findLast((segment) => typeof segment !== 'number') ?? '');
  const field = path ? fieldLabel(leaf, lang) : lang === 'zh' ? '请求' : 'request';
  return translate('common.invalidField', lang, { field, reason });
};
