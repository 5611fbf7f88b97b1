import type { FastifyInstance } from 'fastify';

/** Deepest nesting of arrays and objects a JSON body may have; no call needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'PODIUM_JSON_TOO_DEEP';
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** Nesting depth of a JSON text, counted in one pass over its characters (strings skipped), stopping early. */
export const exceedsJsonDepth = (text: string, max = MAX_JSON_DEPTH) => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return false;
};

/**
 * JSON bodies are refused above MAX_JSON_DEPTH before they are parsed, so nothing downstream (validation,
 * the operation log) ever walks an absurdly deep value; parsing itself stays Fastify's own (with its
 * prototype-poisoning protection).
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (exceedsJsonDepth(text)) {
      done(new JsonTooDeepError(), undefined);
      return;
    }
    parse(request, text, done);
  });
};
