import { z } from 'zod';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  API_BASE,
  deptNode,
  GROUP_HEADER,
  groupNode,
  menuAdminNode,
  menuNode,
  permissionTreeNode,
} from '@podium/contracts';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from './access.ts';

/**
 * The OpenAPI document at /prod-api/docs/json, generated from the same zod schemas the routes use.
 * - Recursive trees get a named component each (else their self-reference points at nothing).
 * - The bearer scheme and the acting-group header are declared; every call that needs a session says so
 *   (`security`), public calls say nothing.
 */
const RECURSIVE_SCHEMAS = {
  DeptNode: deptNode,
  GroupNode: groupNode,
  MenuNode: menuNode,
  MenuAdminNode: menuAdminNode,
  PermissionTreeNode: permissionTreeNode,
} as const;

for (const [id, schema] of Object.entries(RECURSIVE_SCHEMAS)) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

export const BEARER_SCHEME = 'bearerAuth';

const groupHeader = {
  type: 'object',
  properties: {
    [GROUP_HEADER]: {
      type: 'string',
      description:
        'Public id of the organisation to act for (default: the first one the user holds a role in)',
    },
  },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { access?: Access } };
};

const transform = (input: TransformInput) => {
  // The web host's routes (static files, page HTML) carry no schema and are no part of the API: hidden.
  // Without this the document answered 500 in every process that serves the built web app.
  if (!input.schema) return { schema: { hide: true }, url: input.url };
  const result = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  if (result.schema.hide) return result;
  const access = input.route?.config?.access ?? 'user';
  if (access === 'public') return result;
  return {
    ...result,
    schema: {
      ...result.schema,
      security: [{ [BEARER_SCHEME]: [] }],
      headers: result.schema.headers ?? groupHeader,
    },
  };
};

export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: { title: 'Podium API', version: '0.1.0' },
    servers: [{ url: API_BASE }],
    components: {
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from /auth/login/pwd (or code sign-in / sign-up)',
        },
      },
    },
  },
  transform: transform as FastifyDynamicSwaggerOptions['transform'],
  transformObject: jsonSchemaTransformObject,
};
