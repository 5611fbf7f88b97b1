import { chinaTime } from '../../platform/china-days.ts';
import type { LoginLogRow, OperationLogRow } from '@podium/contracts';
import { writeSheet } from '../../platform/excel.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import { logMessages } from './logs.messages.ts';

/** Excel refuses cells longer than this. */
const CELL_LIMIT = 32_000;

/** Local wall-clock time "YYYY-MM-DD HH:mm:ss" (what an auditor reads, not an ISO instant). */
const localTime = (iso: string) => chinaTime(iso, 'second');

const changeText = (row: OperationLogRow) => {
  if (row.before === null && row.after === null) return '';
  return JSON.stringify({ before: row.before, after: row.after }).slice(0, CELL_LIMIT);
};

export const operationLogWorkbook = (rows: OperationLogRow[], lang: Lang) => {
  const t = (key: keyof typeof logMessages) => translate(logMessages[key], lang);
  return writeSheet({
    sheetName: t('operationSheet'),
    columns: [
      { header: t('time'), key: 'time', width: 20 },
      { header: t('username'), key: 'username' },
      { header: t('group'), key: 'groupName', width: 24 },
      { header: t('module'), key: 'module', width: 12 },
      { header: t('action'), key: 'action', width: 12 },
      { header: t('target'), key: 'target', width: 24 },
      { header: t('request'), key: 'request', width: 36 },
      { header: t('ip'), key: 'ip' },
      { header: t('duration'), key: 'durationMs', width: 10 },
      { header: t('result'), key: 'result', width: 8 },
      { header: t('error'), key: 'errorMsg', width: 30 },
      { header: t('change'), key: 'change', width: 60 },
    ],
    rows: rows.map((r) => ({
      ...r,
      time: localTime(r.createdAt),
      request: `${r.method} ${r.path}`,
      result: r.success ? t('success') : t('failure'),
      change: changeText(r),
    })),
  });
};

export const loginLogWorkbook = (rows: LoginLogRow[], lang: Lang) => {
  const t = (key: keyof typeof logMessages) => translate(logMessages[key], lang);
  return writeSheet({
    sheetName: t('loginSheet'),
    columns: [
      { header: t('time'), key: 'time', width: 20 },
      { header: t('username'), key: 'username' },
      { header: t('realName'), key: 'realName' },
      { header: t('group'), key: 'groupName', width: 24 },
      { header: t('method'), key: 'method', width: 10 },
      { header: t('result'), key: 'result', width: 8 },
      { header: t('reason'), key: 'reason', width: 20 },
      { header: t('ip'), key: 'ip' },
      { header: t('userAgent'), key: 'userAgent', width: 50 },
    ],
    rows: rows.map((r) => ({
      ...r,
      time: localTime(r.createdAt),
      result: r.success ? t('success') : t('failure'),
    })),
  });
};
