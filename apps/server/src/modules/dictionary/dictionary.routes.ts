import { z } from 'zod';
import {
  DictApi,
  dictDataAddBody,
  dictDataDeleteBody,
  dictDataPage,
  dictDataPageQuery,
  dictDataRow,
  dictDataUpdateBody,
  dictListQuery,
  dictOption,
  dictTypeAddBody,
  dictTypeDeleteBody,
  dictTypePage,
  dictTypePageQuery,
  dictTypeRow,
  dictTypeUpdateBody,
  envelope,
} from '@podium/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiModule } from '../../platform/api-module.ts';
import { recordChange, type AuditChange } from '../../platform/audit.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { createDictCache } from './dict-cache.ts';
import { addDictData, deleteDictData, pageDictData, updateDictData } from './dict-data.ts';
import { addDictType, deleteDictTypes, pageDictTypes, updateDictType } from './dict-types.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { dictionaryFieldLabels } from './dictionary.messages.ts';
import { clearPortalOnWrite } from '../../platform/portal-cache.ts';

const tags = ['dictionary'];
const audit = (action: string) => ({ module: 'dict', action });
const can = (permission: string) => ({ permission });

/** Dictionary types and items; the public option list is cached and cleared by every write. */
export const dictionaryRoutes: ApiModule = async (app, { deps }) => {
  // The portal's competition answers show this data (names, labels, the site): a write clears them.
  clearPortalOnWrite(app, deps.portal);
  labelModuleFields(app, dictionaryFieldLabels);
  const { db } = deps;
  const cache = createDictCache(db);
  /** After a successful write: log what changed and drop cached lists so the next read sees it. */
  const changed = (request: FastifyRequest, change: AuditChange) => {
    recordChange(request, change);
    cache.invalidate();
  };

  app.get(
    DictApi.list,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Enabled options of a type, label in the caller’s language',
        querystring: dictListQuery,
        response: { 200: envelope(z.array(dictOption)) },
      },
    },
    async (request) =>
      ok(await cache.get(request.query.dictType, langOf(request.headers['accept-language']))),
  );

  app.get(
    DictApi.typePage,
    {
      config: { access: can('system:dict:list') },
      schema: {
        tags,
        summary: 'Dictionary types',
        querystring: dictTypePageQuery,
        response: { 200: envelope(dictTypePage) },
      },
    },
    async (request) => ok(await pageDictTypes(db, request.query)),
  );

  app.post(
    DictApi.typeAdd,
    {
      config: { access: can('system:dict:add'), audit: audit('typeAdd') },
      schema: {
        tags,
        summary: 'Add a type',
        body: dictTypeAddBody,
        response: { 200: envelope(dictTypeRow) },
      },
    },
    async (request) => {
      const created = await addDictType(db, request.body);
      changed(request, { target: created.dictType, after: created });
      return ok(created);
    },
  );

  app.post(
    DictApi.typeUpdate,
    {
      config: { access: can('system:dict:edit'), audit: audit('typeUpdate') },
      schema: {
        tags,
        summary: 'Change a type',
        body: dictTypeUpdateBody,
        response: { 200: envelope(dictTypeRow) },
      },
    },
    async (request) => {
      const { before, after } = await updateDictType(db, request.body);
      changed(request, { target: after.dictType, before, after });
      return ok(after);
    },
  );

  app.post(
    DictApi.typeDelete,
    {
      config: { access: can('system:dict:remove'), audit: audit('typeDelete') },
      schema: {
        tags,
        summary: 'Delete types with their items',
        body: dictTypeDeleteBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteDictTypes(db, request.body);
      changed(request, { target: removed.map((t) => t.dictType).join(','), before: removed, after: null });
      return ok(null);
    },
  );

  app.get(
    DictApi.dataPage,
    {
      config: { access: can('system:dict:list') },
      schema: {
        tags,
        summary: 'Items of a type',
        querystring: dictDataPageQuery,
        response: { 200: envelope(dictDataPage) },
      },
    },
    async (request) => ok(await pageDictData(db, request.query)),
  );

  app.post(
    DictApi.dataAdd,
    {
      config: { access: can('system:dict:add'), audit: audit('dataAdd') },
      schema: {
        tags,
        summary: 'Add an item',
        body: dictDataAddBody,
        response: { 200: envelope(dictDataRow) },
      },
    },
    async (request) => {
      const created = await addDictData(db, request.body);
      changed(request, { target: `${created.dictType}:${created.value}`, after: created });
      return ok(created);
    },
  );

  app.post(
    DictApi.dataUpdate,
    {
      config: { access: can('system:dict:edit'), audit: audit('dataUpdate') },
      schema: {
        tags,
        summary: 'Change an item',
        body: dictDataUpdateBody,
        response: { 200: envelope(dictDataRow) },
      },
    },
    async (request) => {
      const { before, after } = await updateDictData(db, request.body);
      changed(request, { target: `${after.dictType}:${after.value}`, before, after });
      return ok(after);
    },
  );

  app.post(
    DictApi.dataDelete,
    {
      config: { access: can('system:dict:remove'), audit: audit('dataDelete') },
      schema: {
        tags,
        summary: 'Delete items',
        body: dictDataDeleteBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteDictData(db, request.body);
      changed(request, {
        target: removed.map((d) => `${d.dictType}:${d.value}`).join(','),
        before: removed,
        after: null,
      });
      return ok(null);
    },
  );
};
