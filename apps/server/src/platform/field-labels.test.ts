import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { handleError } from './error-handler.ts';
import { registerFieldLabels } from './messages.ts';
import { labelModuleFields, zodValidatorCompiler } from './validation.ts';

/**
 * Field labels: the shared ones mean the same everywhere (a different label for a known field is refused
 * as the modules are imported), and a module that means something else by a name labels it for its own
 * routes only.
 */
describe('field labels', () => {
  it('every module’s labels agree with the shared ones (importing the app would throw otherwise)', () => {
    expect(typeof buildApp).toBe('function');
  });

  it('refuses a different shared label for a known field, and takes the same one again', () => {
    expect(() => registerFieldLabels({ code: { zh: '代码', en: 'code' } })).toThrow(
      /field label conflict: "code"/,
    );
    expect(() => registerFieldLabels({ code: { zh: '验证码', en: 'code' } })).not.toThrow();
  });

  it("names a field by its module's own label on that module's routes, by the shared one elsewhere", async () => {
    const app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setErrorHandler(handleError);
    const body = z.object({ code: z.string().min(2) });
    await app.register(async (organisation) => {
      labelModuleFields(organisation, { code: { zh: '编码', en: 'code (organisation)' } });
      organisation.post('/organisation', { schema: { body } }, async () => 'ok');
      // A sub-plugin of the module inherits its labels.
      await organisation.register(async (inner) => {
        inner.post('/organisation/inner', { schema: { body } }, async () => 'ok');
      });
    });
    app.post('/verify', { schema: { body } }, async () => 'ok');
    const message = async (url: string, lang = 'zh-CN') =>
      (
        await app.inject({
          method: 'POST',
          url,
          payload: { code: 'x' },
          headers: { 'accept-language': lang },
        })
      ).json<{ msg: string }>().msg;
    expect(await message('/organisation')).toContain('编码');
    expect(await message('/organisation/inner')).toContain('编码');
    expect(await message('/organisation', 'en')).toContain('code (organisation)');
    expect(await message('/verify')).toContain('验证码');
    expect(await message('/verify')).not.toContain('编码');
    await app.close();
  });
});
