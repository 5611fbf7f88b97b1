import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ImportProblem } from '@podium/contracts';
import { badRequest } from './errors.ts';
import { defineMessages, translate, type Lang } from './messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route replies with an .xlsx workbook (`sendWorkbook` refuses to send one otherwise): the
     * route-table check `workbook-language.test.ts` calls every such route in English and reads its sheet
     * names and title rows, so a new export must join that check (and be written in the reader's language).
     */
    workbook?: true;
  }
}

/**
 * Spreadsheets in and out (imports, exports, templates). Writing: a header-notes row, bold titles,
 * drop-down lists backed by a hidden sheet, and every text cell neutralised against formula injection.
 * Reading (in a worker thread, sheet-worker.mjs): only real .xlsx (zip magic), bounded in size before and
 * while decompressing, formulas reported.
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const excelMessages = defineMessages({
  wrongType: { zh: '仅支持 .xlsx 格式的 Excel 文件', en: 'Only .xlsx Excel files are accepted' },
  tooLarge: { zh: '文件不能超过 {mb} MB', en: 'The file must not exceed {mb} MB' },
  malformed: {
    zh: '文件已损坏或不是有效的 Excel 文件',
    en: 'The file is damaged or not a valid Excel workbook',
  },
  noSheet: { zh: '文件中没有工作表', en: 'The workbook has no sheet' },
  noHeader: {
    zh: '未找到表头行（第一列应为“{first}”），请使用下载的模板',
    en: 'No header row found (first column “{first}”); use the downloaded template',
  },
  tooManyRows: { zh: '数据行不能超过 {max} 行', en: 'At most {max} data rows are accepted' },
  noFile: { zh: '请上传文件（字段 file）', en: 'Upload a file in the field `file`' },
  oneFile: { zh: '一次只能上传一个文件', en: 'Upload one file at a time' },
  pickFromList: { zh: '请从下拉列表中选择', en: 'Choose a value from the list' },
  errorColumn: { zh: '错误原因', en: 'Errors' },
});

/** The problems of an import, one cell of text per sheet row ("列：原因；…" / "Column: reason; …"). */
export const reasonsByRow = (problems: ImportProblem[], lang: Lang) => {
  const byRow = new Map<number, string[]>();
  const colon = lang === 'en' ? ': ' : '：';
  for (const p of problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), `${p.column}${colon}${p.reason}`]);
  return new Map([...byRow].map(([row, reasons]) => [row, reasons.join(lang === 'en' ? '; ' : '；')]));
};

/**
 * Column titles of an import sheet: the Chinese title (what the import code reads a cell by) → its English
 * title. A template is written in the reader's language; an upload may carry either language's titles.
 */
export type SheetTitles = Readonly<Record<string, string>>;

/** A column's title in `lang` (the Chinese title is the canonical one). */
export const titleIn = (titles: SheetTitles, zh: string, lang: Lang): string =>
  lang === 'en' ? (titles[zh] ?? zh) : zh;

/** For `readSheet`: each other-language title → the canonical title. */
export const readableTitles = (...sets: SheetTitles[]): Record<string, string> =>
  Object.fromEntries(sets.flatMap((titles) => Object.entries(titles).map(([zh, en]) => [en, zh])));

/**
 * An enumerated word of a sheet (a status, yes/no) as the reader's language writes it, and read back from
 * either language: `words` maps each value to its words.
 */
export const sheetWords = <V extends string | number>(
  words: ReadonlyArray<readonly [V, { zh: string; en: string }]>,
) => ({
  /** The drop-down's words in `lang`. */
  list: (lang: Lang) => words.map(([, w]) => w[lang]),
  /** The word of a value in `lang`. */
  wordOf: (value: V, lang: Lang) => words.find(([v]) => v === value)?.[1][lang],
  /** The value a word of either language (English in any case) names. */
  valueOf: (word: string): V | undefined =>
    words.find(([, w]) => w.zh === word || w.en.toLowerCase() === word.toLowerCase())?.[0],
});

/** Characters that make a spreadsheet read text as a formula (OWASP CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that would run as a formula gets a leading quote; other values pass unchanged. */
export const neutraliseCell = <T>(value: T): T | string =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;

/** True when typed text would start a formula (imports refuse it). */
export const looksLikeFormula = (text: string) => /^[=+\-@]/.test(text);

export type SheetColumn = {
  header: string;
  key: string;
  width?: number;
  /** Allowed values: a drop-down list (blank allowed); `strict` refuses anything else in Excel. */
  list?: { values: string[]; strict: boolean };
  /** Format the column as text, so long digit strings (phone, ID numbers) are not turned into numbers. */
  text?: boolean;
};

export type SheetSpec = {
  sheetName: string;
  columns: SheetColumn[];
  rows: Record<string, unknown>[];
  /** Text of a first, merged row above the titles. */
  notes?: string;
  /** Indexes (into `rows`) filled red, e.g. the bad rows of an import. */
  highlight?: ReadonlySet<number>;
  /** How many rows below the titles get the drop-downs (a template has no rows yet). */
  validationRows?: number;
  /** The reader's language, for what Excel itself says about the sheet (a refused drop-down value). */
  lang?: Lang;
};

type WorksheetWithValidations = ExcelJS.Worksheet & {
  dataValidations: { add: (range: string, validation: ExcelJS.DataValidation) => void };
};

const LIST_SHEET = 'lists';
const RED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const TITLE_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };

const columnLetter = (index: number) => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

/** Builds an .xlsx: optional notes row, title row, data rows (neutralised), drop-downs, highlights. */
export const writeSheet = (spec: SheetSpec): Promise<Buffer> => writeSheets([spec]);

/** One workbook of several sheets, each built as `writeSheet` builds its one (a statistics export). */
export const writeSheets = async (specs: SheetSpec[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  specs.forEach((spec, index) =>
    addSheet(workbook, spec, index === 0 ? LIST_SHEET : `${LIST_SHEET}${index}`),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const addSheet = (workbook: ExcelJS.Workbook, spec: SheetSpec, listSheetName: string) => {
  const sheet = workbook.addWorksheet(spec.sheetName) as WorksheetWithValidations;
  const titleRow = spec.notes ? 2 : 1;
  if (spec.notes) {
    sheet.mergeCells(1, 1, 1, spec.columns.length);
    const notes = sheet.getCell(1, 1);
    notes.value = spec.notes;
    notes.alignment = { wrapText: true, vertical: 'top' };
    notes.font = { color: { argb: 'FFC00000' } };
    sheet.getRow(1).height = Math.max(30, 15 * (spec.notes.split('\n').length + 1));
  }
  spec.columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.width ?? 16;
    if (column.text) sheet.getColumn(index + 1).numFmt = '@';
    const cell = sheet.getCell(titleRow, index + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = TITLE_FILL;
  });
  sheet.views = [{ state: 'frozen', ySplit: titleRow }];
  spec.rows.forEach((row, rowIndex) => {
    const excelRow = sheet.getRow(titleRow + 1 + rowIndex);
    spec.columns.forEach((column, index) => {
      const value = row[column.key];
      excelRow.getCell(index + 1).value =
        value === undefined || value === null ? null : (neutraliseCell(value) as ExcelJS.CellValue);
    });
    if (spec.highlight?.has(rowIndex)) {
      spec.columns.forEach((_, index) => (excelRow.getCell(index + 1).fill = RED_FILL));
    }
  });

  const listColumns = spec.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.list);
  if (listColumns.length > 0) {
    // Values live on a hidden sheet: an inline list is capped at 255 characters, a role list is not.
    const lists = workbook.addWorksheet(listSheetName, { state: 'hidden' });
    const lastRow = titleRow + Math.max(spec.validationRows ?? 0, spec.rows.length);
    listColumns.forEach(({ column, index }, listIndex) => {
      const values = column.list?.values ?? [];
      values.forEach((value, i) => (lists.getCell(i + 1, listIndex + 1).value = neutraliseCell(value)));
      if (values.length === 0 || lastRow <= titleRow) return;
      const letter = columnLetter(listIndex);
      sheet.dataValidations.add(`${columnLetter(index)}${titleRow + 1}:${columnLetter(index)}${lastRow}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`${listSheetName}!$${letter}$1:$${letter}$${values.length}`],
        showErrorMessage: column.list?.strict ?? false,
        errorStyle: 'stop',
        error: translate(excelMessages.pickFromList, spec.lang ?? 'zh'),
      });
    });
  }
};

/** `content-disposition` with a UTF-8 file name (the web's download helper reads it). */
export const attachmentHeader = (filename: string) =>
  `attachment; filename="${encodeURIComponent(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** Sends a workbook as a download, from a route marked `config.workbook` (see the declaration above). */
export const sendWorkbook = (reply: FastifyReply, filename: string, content: Buffer) => {
  if (!reply.request.routeOptions.config.workbook)
    throw new Error(`${reply.request.url} sends a workbook without declaring config.workbook`);
  return reply.header('content-disposition', attachmentHeader(filename)).type(XLSX_MIME).send(content);
};

/** One read cell: its text (trimmed) and whether it was a formula (by type or by its first character). */
export type ReadCell = { text: string; isFormula: boolean };
export type ReadRow = { rowNumber: number; cells: Map<string, ReadCell> };
export type ReadSheet = { headers: string[]; rows: ReadRow[] };

type ReadLimits = {
  maxBytes: number;
  maxRows: number;
  /** First column title expected on the title row (found in the first 10 rows). */
  firstHeader: string;
  /** Titles of another language → the titles the caller reads cells by (`readableTitles`). */
  titles?: Record<string, string>;
  /** Total uncompressed size allowed (a zip bomb is refused before it is inflated). */
  maxUncompressedBytes?: number;
};

// exceljs types its input as an ArrayBuffer; a copy gives one (at most a few MB, once per upload).
const excelBuffer = (content: Buffer) => new Uint8Array(content).buffer;

const SHEET_WORKER = new URL('./sheet-worker.mjs', import.meta.url);
/** A reading worker that runs longer than this, or needs more heap, is stopped and the file refused. */
const WORKER_LIMITS = { timeoutMs: 60_000, maxOldGenerationSizeMb: 512 } as const;

type WorkerAnswer =
  | { ok: true; sheet: ReadSheet }
  | { ok: false; key: keyof typeof excelMessages; params: Record<string, string | number> };

/** Runs sheet-worker.mjs on one upload: parsing (and any zip bomb) happens off the event loop. */
const readInWorker = (content: Buffer, limits: Required<ReadLimits>) =>
  new Promise<WorkerAnswer>((resolve) => {
    const worker = new Worker(SHEET_WORKER, {
      workerData: { content, limits },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_LIMITS.maxOldGenerationSizeMb },
      // The worker needs no loader of the parent's (tsx, test runner): it is plain JavaScript.
      execArgv: [],
    });
    const finish = (answer: WorkerAnswer) => {
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish({ ok: false, key: 'tooLarge', params: {} }),
      WORKER_LIMITS.timeoutMs,
    );
    worker.once('message', (answer: WorkerAnswer) => finish(answer));
    // Out of memory (a workbook too big to hold) or a crash: refused as too large / damaged.
    worker.once('error', (error: { code?: string }) =>
      finish({
        ok: false,
        key: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooLarge' : 'malformed',
        params: {},
      }),
    );
    worker.once('exit', () => finish({ ok: false, key: 'malformed', params: {} }));
  });

/**
 * Checks and reads the first sheet of an uploaded .xlsx in a worker thread; file-level problems are 400s
 * with a clear message. The zip is inflated with a byte count that stops at `maxUncompressedBytes`
 * (never trusting the sizes the zip declares), then parsed.
 */
export const readSheet = async (content: Buffer, limits: ReadLimits): Promise<ReadSheet> => {
  const mb = Math.round(limits.maxBytes / 1024 / 1024);
  if (content.length > limits.maxBytes) throw badRequest(excelMessages.tooLarge, { mb });
  const answer = await readInWorker(content, {
    ...limits,
    titles: limits.titles ?? {},
    maxUncompressedBytes: limits.maxUncompressedBytes ?? 20 * limits.maxBytes,
  });
  if (answer.ok) return answer.sheet;
  const params = answer.key === 'tooLarge' ? { mb } : answer.params;
  throw badRequest(excelMessages[answer.key], params);
};

/** Reads a workbook produced by this server (tests and round trips): every row of the first sheet as text. */
export const readAllRows = async (content: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excelBuffer(content));
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = String(cell.text ?? '')));
    rows.push(cells);
  });
  return rows;
};
