import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { DictDataRow, DictOption, DictTypeRow } from '@podium/contracts';
import { dictData, dictTypes } from '../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DICTIONARY_SEED } from '../../db/seed/extras/dictionary.ts';

let t: TestApp;
let editor: string;
const counts = async () => ({
  types: (await t.db.select({ n: count() }).from(dictTypes))[0]!.n,
  data: (await t.db.select({ n: count() }).from(dictData))[0]!.n,
});
const list = (dictType: string, lang?: 'en') =>
  t.get<DictOption[]>('/home/dict/list', { query: { dictType }, lang });
const itemsOf = async (dictType: string) =>
  (
    await t.get<{ rows: DictDataRow[] }>('/system/dict/data/page', {
      token: editor,
      query: { dictType, pageSize: '50' },
    })
  ).body.data.rows;

beforeAll(async () => {
  t = await createTestApp();
  editor = (
    await createActor(t, {
      username: 'dicteditor',
      group: t.fixture.groups.platform,
      permissions: ['system:dict:list', 'system:dict:add', 'system:dict:edit', 'system:dict:remove'],
    })
  ).token;
});
afterAll(() => t.close());

describe('GET /home/dict/list (public)', () => {
  it('serves the seeded options in order, in the caller’s language', async () => {
    const zh = await list('sys_school_level');
    expect(zh.body.code).toBe(0);
    expect(zh.body.data.map((o) => o.label)).toEqual(['本科', '高职专科', '高中', '初中', '小学']);
    expect(zh.body.data[0]).toEqual({ label: '本科', value: 'undergraduate', tagColor: 'blue' });
    expect((await list('sys_user_type', 'en')).body.data.map((o) => o.label)).toEqual([
      'Student',
      'Teacher',
      'Expert',
      'Staff',
    ]);
    for (const type of [
      'sys_user_status',
      'sys_yes_no',
      'sys_notice_type',
      'sys_subscribe_topic',
      'competition_level',
    ]) {
      expect((await list(type)).body.data.length).toBeGreaterThan(1);
    }
  });

  it('answers an unknown type with an empty list and a malformed one with 400', async () => {
    expect((await list('no_such_type')).body).toEqual({ code: 0, msg: 'ok', data: [] });
    expect((await list('Bad Type!')).body.code).toBe(400);
  });
});

describe('dictionary types', () => {
  let type: DictTypeRow;

  it('adds, pages and updates a type, logging each write', async () => {
    const seeded = (await counts()).types;
    const mark = await operationLogMark(t);
    const res = await t.post<DictTypeRow>(
      '/system/dict/type/add',
      { dictType: 'award_grade', dictName: '奖项等级' },
      { token: editor },
    );
    expect(res.body.code).toBe(0);
    type = res.body.data;
    expect(type).toMatchObject({ dictType: 'award_grade', enabled: true, dataCount: 0 });
    expect((await waitForOperationLog(t, 'dict', 'typeAdd', mark)).after).toMatchObject({
      dictType: 'award_grade',
    });
    const page = await t.get<{ rows: DictTypeRow[]; total: number }>('/system/dict/type/page', {
      token: editor,
      query: { keyword: '奖项' },
    });
    expect(page.body.data.rows.map((r) => r.dictType)).toEqual(['award_grade']);
    const all = await t.get<{ rows: DictTypeRow[]; total: number }>('/system/dict/type/page', {
      token: editor,
    });
    // The seeded types (this area's and other areas' own) and the one just added.
    expect(seeded).toBeGreaterThanOrEqual(DICTIONARY_SEED.length);
    expect(all.body.data.total).toBe(seeded + 1);
    expect(all.body.data.rows).toHaveLength(seeded + 1);
  });

  it('refuses bad and duplicate types, writing nothing', async () => {
    const before = await counts();
    const bad = await t.post(
      '/system/dict/type/add',
      { dictType: 'Award', dictName: 'x' },
      { token: editor },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^字典类型：/);
    const dup = await t.post(
      '/system/dict/type/add',
      { dictType: 'sys_yes_no', dictName: 'x' },
      { token: editor },
    );
    expect(dup.body).toEqual({ code: 409, msg: '字典类型 sys_yes_no 已存在', data: null });
    expect(await counts()).toEqual(before);
  });

  it('renames a type with its items, and deletes it with them', async () => {
    await t.post(
      '/system/dict/data/add',
      { dictType: 'award_grade', label: '一等奖', labelEn: 'First prize', value: '1', tagColor: 'gold' },
      { token: editor },
    );
    const mark = await operationLogMark(t);
    const renamed = await t.post<DictTypeRow>(
      '/system/dict/type/update',
      { dictId: type.dictId, dictType: 'award_level', dictName: '奖项等级' },
      { token: editor },
    );
    expect(renamed.body.data).toMatchObject({ dictType: 'award_level', dataCount: 1 });
    const log = await waitForOperationLog(t, 'dict', 'typeUpdate', mark);
    expect(log.before).toMatchObject({ dictType: 'award_grade' });
    expect((await list('award_level')).body.data.map((o) => o.label)).toEqual(['一等奖']);
    expect(
      (await t.post('/system/dict/type/delete', { ids: [type.dictId] }, { token: editor })).body.code,
    ).toBe(0);
    expect((await list('award_level')).body.data).toEqual([]);
    expect(await itemsOf('award_level')).toEqual([]);
  });

  it('needs a session and the permissions', async () => {
    const organizer = await t.login('organizer');
    expect((await t.get('/system/dict/type/page')).body.code).toBe(11000);
    expect((await t.get('/system/dict/type/page', { token: organizer })).body.code).toBe(401);
    expect(
      (await t.post('/system/dict/type/add', { dictType: 'abc', dictName: 'x' }, { token: organizer })).body
        .code,
    ).toBe(401);
    expect(
      (
        await t.post(
          '/system/dict/type/update',
          { dictId: 'x', dictType: 'abc', dictName: 'x' },
          { token: organizer },
        )
      ).body.code,
    ).toBe(401);
    expect((await t.post('/system/dict/type/delete', { ids: ['x'] }, { token: organizer })).body.code).toBe(
      401,
    );
  });
});

describe('dictionary items and the cache', () => {
  it('shows a changed label at once (the cached list is cleared by every write)', async () => {
    expect((await list('competition_level')).body.data[0]!.label).toBe('国家级');
    const national = (await itemsOf('competition_level')).find((r) => r.value === 'national')!;
    const mark = await operationLogMark(t);
    const { dictCode, dictType: _t, createdAt: _c, ...fields } = national;
    const res = await t.post<DictDataRow>(
      '/system/dict/data/update',
      { dictCode, ...fields, label: '国家级（A类）', labelEn: '' },
      { token: editor },
    );
    expect(res.body.code).toBe(0);
    expect((await list('competition_level')).body.data[0]!.label).toBe('国家级（A类）');
    // An empty English label falls back to the Chinese one.
    expect((await list('competition_level', 'en')).body.data[0]!.label).toBe('国家级（A类）');
    const log = await waitForOperationLog(t, 'dict', 'dataUpdate', mark);
    expect(log.before).toMatchObject({ label: '国家级' });
    expect(log.after).toMatchObject({ label: '国家级（A类）' });
  });

  it('adds, disables and deletes items; disabled ones leave the public list', async () => {
    const added = await t.post<DictDataRow>(
      '/system/dict/data/add',
      {
        dictType: 'competition_level',
        label: '市级',
        labelEn: 'City',
        value: 'city',
        orderNum: 1,
        tagColor: '#13c2c2',
      },
      { token: editor },
    );
    expect(added.body.code).toBe(0);
    expect((await list('competition_level', 'en')).body.data.map((o) => o.label)).toEqual([
      '国家级（A类）',
      'Provincial',
      'City',
      'School',
    ]);
    const { dictCode, dictType: _t, createdAt: _c, ...fields } = added.body.data;
    await t.post('/system/dict/data/update', { dictCode, ...fields, enabled: false }, { token: editor });
    expect((await list('competition_level')).body.data.map((o) => o.value)).not.toContain('city');
    expect(
      (
        await t.get<{ rows: DictDataRow[] }>('/system/dict/data/page', {
          token: editor,
          query: { dictType: 'competition_level', enabled: '0' },
        })
      ).body.data.rows.map((r) => r.value),
    ).toEqual(['city']);
    const mark = await operationLogMark(t);
    expect((await t.post('/system/dict/data/delete', { ids: [dictCode] }, { token: editor })).body.code).toBe(
      0,
    );
    expect((await waitForOperationLog(t, 'dict', 'dataDelete', mark)).before).toMatchObject([
      { value: 'city' },
    ]);
  });

  it('refuses bad items and duplicate values, writing nothing', async () => {
    const before = await counts();
    const colour = await t.post(
      '/system/dict/data/add',
      { dictType: 'competition_level', label: 'x', value: 'x', tagColor: 'url(javascript:1)' },
      { token: editor },
    );
    expect(colour.body.msg).toMatch(/^标签颜色：/);
    const dup = await t.post(
      '/system/dict/data/add',
      { dictType: 'competition_level', label: 'x', value: 'school' },
      { token: editor },
    );
    expect(dup.body).toEqual({ code: 409, msg: '字典 competition_level 中已有键值 school', data: null });
    const noType = await t.post(
      '/system/dict/data/add',
      { dictType: 'no_type', label: 'x', value: 'x' },
      { token: editor },
    );
    expect(noType.body).toEqual({ code: 404, msg: '字典类型不存在', data: null });
    const en = await t.post(
      '/system/dict/data/add',
      { dictType: 'competition_level', label: '', value: 'x' },
      { token: editor, lang: 'en' },
    );
    expect(en.body.msg).toMatch(/^label: /);
    expect(await counts()).toEqual(before);
  });

  it('needs a session and the permissions', async () => {
    const school = await t.login('school');
    expect((await t.get('/system/dict/data/page', { query: { dictType: 'sys_yes_no' } })).body.code).toBe(
      11000,
    );
    expect(
      (await t.get('/system/dict/data/page', { token: school, query: { dictType: 'sys_yes_no' } })).body.code,
    ).toBe(401);
    expect(
      (
        await t.post(
          '/system/dict/data/add',
          { dictType: 'sys_yes_no', label: 'x', value: 'x' },
          { token: school },
        )
      ).body.code,
    ).toBe(401);
    expect(
      (await t.post('/system/dict/data/update', { dictCode: 'x', label: 'x', value: 'x' }, { token: school }))
        .body.code,
    ).toBe(401);
    expect((await t.post('/system/dict/data/delete', { ids: ['x'] }, { token: school })).body.code).toBe(401);
  });
});
