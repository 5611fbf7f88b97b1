import { z } from 'zod';
import {
  CertificateDesignApi,
  certificateDesignDetail,
  certificateDesignPageQuery,
  certificateDesignParams,
  certificateDesignRemoveBody,
  certificateDesignRow,
  certificateDesignSaveBody,
  envelope,
  pageResult,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { getDesign, pageDesigns, removeDesign, saveDesign } from './certificate-designs.service.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { certificateDesignFieldLabels } from './certificate-designs.messages.ts';

const tags = ['certificate designs'];
/** The designer's pages (make, template, list) all open with certificate:make. */
const access = { permission: 'certificate:make' };

/** Certificate designs and the group's template library (designer storage, issue 11). */
export const certificateDesignRoutes: ApiModule = async (app, { deps }) => {
  labelModuleFields(app, certificateDesignFieldLabels);
  app.get(
    CertificateDesignApi.page,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Designs or library templates the acting group reaches',
        querystring: certificateDesignPageQuery,
        response: { 200: envelope(pageResult(certificateDesignRow)) },
      },
    },
    async (request) => ok(await pageDesigns(deps.db, authOf(request), request.query)),
  );

  app.get(
    `${CertificateDesignApi.detail}/:designId`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'One design with its document (what an award list binds)',
        params: certificateDesignParams,
        response: { 200: envelope(certificateDesignDetail) },
      },
    },
    async (request) => ok(await getDesign(deps.db, authOf(request), request.params.designId)),
  );

  app.post(
    CertificateDesignApi.save,
    {
      config: { access, audit: { module: 'certificateDesign', action: 'save' } },
      schema: {
        tags,
        summary: 'Create or update a design or library template (document checked by @podium/certificate)',
        body: certificateDesignSaveBody,
        response: { 200: envelope(z.object({ designId: z.string() })) },
      },
    },
    async (request) => {
      const { designId, before, after } = await saveDesign(deps.db, authOf(request), request.body);
      recordChange(request, { target: designId, before, after });
      return ok({ designId });
    },
  );

  app.post(
    CertificateDesignApi.remove,
    {
      config: { access, audit: { module: 'certificateDesign', action: 'remove' } },
      schema: {
        tags,
        summary: 'Delete a design or library template',
        body: certificateDesignRemoveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const before = await removeDesign(deps.db, authOf(request), request.body.designId);
      recordChange(request, { target: request.body.designId, before });
      return ok(null);
    },
  );
};
