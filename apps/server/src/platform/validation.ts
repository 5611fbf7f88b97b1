import { z } from 'zod';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { fieldLabel, isMessageKey, translate, type FieldLabels, type Lang } from './messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's module's own field labels (`labelModuleFields`), ahead of the shared ones. */
    fieldLabels?: FieldLabels;
  }
}

/**
 * Gives every route a module registers after this call (its sub-plugins' included) the module's own field
 * labels, for fields it means differently from other modules (see `registerFieldLabels`).
 */
export const labelModuleFields = (app: FastifyInstance, labels: FieldLabels) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, fieldLabels: { ...route.config?.fieldLabels, ...labels } };
  });
};

/** Carries what is needed to describe a failed request in the caller's language later, in the error handler. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly schema: z.ZodType,
    readonly input: unknown,
    /** Path of a string holding a forbidden character, when that is what failed. */
    readonly controlCharAt?: (string | number)[],
    /** Which kind of forbidden character it holds. */
    readonly forbidden: ForbiddenChar = 'control',
  ) {
    super('request validation failed');
  }
}

export type ForbiddenChar = 'control' | 'surrogate';

/**
 * Characters no text field may hold:
 * - control characters: everything below U+0020 except tab, line feed and carriage return, plus DEL. A NUL
 *   would fail in PostgreSQL (500) and others only confuse logs and exports;
 * - lone UTF-16 surrogates (`"\ud800"` in JSON): half of a character, which no keyboard types; PostgreSQL
 *   refuses them in text and jsonb (22P02), so a write would fail half-way (or lose its log row).
 */
const forbiddenCharIn = (text: string): ForbiddenChar | undefined => {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return 'control';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'surrogate';
      i += 1; // a proper pair: one character outside the basic plane (an emoji)
    } else if (c >= 0xdc00 && c <= 0xdfff) return 'surrogate';
  }
  return undefined;
};

/**
 * The path of the first string (value or key) in `data` holding a forbidden character, and which kind;
 * iterative, so any nesting depth is safe (the JSON parser bounds depth anyway).
 */
export const findForbiddenChar = (
  data: unknown,
): { path: (string | number)[]; kind: ForbiddenChar } | undefined => {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const kind = forbiddenCharIn(value);
      if (kind) return { path, kind };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const kind = forbiddenCharIn(key);
        if (kind) return { path: [...path, key], kind };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
};

/**
 * preValidation hook of the whole API (after the access guard, before any schema): a string with a control
 * character or a lone surrogate anywhere in the query, JSON body or path is refused with 400 naming the
 * field — for every route, whatever its schema says, so a route added later cannot forget it.
 */
export const refuseForbiddenChars = async (request: FastifyRequest): Promise<void> => {
  for (const [part, data] of [
    ['query', request.query],
    ['body', Buffer.isBuffer(request.body) ? undefined : request.body],
    ['params', request.params],
  ] as const) {
    const found = findForbiddenChar(data);
    if (found)
      throw new RequestValidationError(
        z.unknown(),
        data,
        found.path.length ? found.path : [part],
        found.kind,
      );
  }
};

/** Fastify validator compiler: zod parses (coerces, strips or refuses extra keys); failures are described later. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(schema, data) };
  };

const localeErrors = { zh: z.locales.zhCN().localeError, en: z.locales.en().localeError };

/** The first problem of a failed request, as one sentence naming the field, in `lang`. */
export const describeValidationFailure = (
  failure: RequestValidationError,
  lang: Lang,
  own?: FieldLabels,
): string => {
  if (failure.controlCharAt) {
    const leaf = String(failure.controlCharAt.findLast((segment) => typeof segment !== 'number') ?? '');
    const field = leaf ? fieldLabel(leaf, lang, own) : lang === 'zh' ? '请求' : 'request';
    return translate('common.invalidField', lang, {
      field,
      reason: translate(
        failure.forbidden === 'surrogate' ? 'validation.loneSurrogate' : 'validation.controlChars',
        lang,
      ),
    });
  }
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
  const field = path ? fieldLabel(leaf, lang, own) : lang === 'zh' ? '请求' : 'request';
  return translate('common.invalidField', lang, { field, reason });
};
