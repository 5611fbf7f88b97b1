// Reads an uploaded .xlsx in a worker thread, so a large or hostile file never stalls the server's event
// loop (health checks and other requests keep being answered). Plain JavaScript on purpose: Node loads it
// as it is under tsx, under the test runner and in production alike. excel.ts starts it and turns the
// failure keys it reports into translated 400s.
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';

class SheetProblem extends Error {
  /** @param {string} key @param {Record<string, string | number>} [params] */
  constructor(key, params = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;

/** The zip's entries from its central directory: method, compressed size, where the data starts. */
const zipEntries = (/** @type {Buffer} */ content) => {
  const minEnd = Math.max(0, content.length - 22 - 0xffff);
  for (let at = content.length - 22; at >= minEnd; at -= 1) {
    if (content.readUInt32LE(at) !== END_OF_CENTRAL) continue;
    const count = content.readUInt16LE(at + 10);
    let offset = content.readUInt32LE(at + 16);
    const entries = [];
    for (let i = 0; i < count; i += 1) {
      if (offset + 46 > content.length || content.readUInt32LE(offset) !== CENTRAL_HEADER)
        throw new SheetProblem('malformed');
      const method = content.readUInt16LE(offset + 10);
      const name = content.toString('utf8', offset + 46, offset + 46 + content.readUInt16LE(offset + 28));
      const compressedSize = content.readUInt32LE(offset + 20);
      const localOffset = content.readUInt32LE(offset + 42);
      // ZIP64 markers: no spreadsheet we accept is that large.
      if (compressedSize === 0xffffffff || localOffset === 0xffffffff) throw new SheetProblem('malformed');
      if (localOffset + 30 > content.length || content.readUInt32LE(localOffset) !== LOCAL_HEADER)
        throw new SheetProblem('malformed');
      const dataStart =
        localOffset + 30 + content.readUInt16LE(localOffset + 26) + content.readUInt16LE(localOffset + 28);
      if (dataStart + compressedSize > content.length) throw new SheetProblem('malformed');
      entries.push({ name, method, dataStart, compressedSize });
      offset +=
        46 +
        content.readUInt16LE(offset + 28) +
        content.readUInt16LE(offset + 30) +
        content.readUInt16LE(offset + 32);
    }
    return entries;
  }
  throw new SheetProblem('malformed');
};

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW_TAG = '<row';

/** Counts `<row` tags across chunks (a tag may straddle two). */
const rowCounter = () => {
  let count = 0;
  let tail = '';
  return {
    add: (/** @type {Buffer} */ chunk) => {
      const text = tail + chunk.toString('latin1');
      for (let at = text.indexOf(ROW_TAG); at !== -1; at = text.indexOf(ROW_TAG, at + ROW_TAG.length))
        count += 1;
      tail = text.slice(-(ROW_TAG.length - 1));
    },
    get count() {
      return count;
    },
  };
};

/**
 * Inflates every entry while counting the bytes that come out, and stops the moment the total passes
 * `budget`: what the zip says about its own sizes is never trusted, and the output is thrown away chunk by
 * chunk (memory stays at one chunk). Throws 'tooLarge' over the budget, 'malformed' on a broken stream.
 * Returns the most rows any worksheet holds, so a sheet far beyond the row limit is refused before the
 * costly parse.
 */
const inflateWithin = async (/** @type {Buffer} */ content, /** @type {number} */ budget) => {
  let total = 0;
  let mostRows = 0;
  for (const entry of zipEntries(content)) {
    const data = content.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    const rows = WORKSHEET.test(entry.name) ? rowCounter() : undefined;
    if (entry.method === 0) {
      total += data.length;
      if (total > budget) throw new SheetProblem('tooLarge');
      rows?.add(data);
      mostRows = Math.max(mostRows, rows?.count ?? 0);
      continue;
    }
    if (entry.method !== 8) throw new SheetProblem('malformed');
    await new Promise((resolve, reject) => {
      const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
      inflater.on('data', (/** @type {Buffer} */ chunk) => {
        total += chunk.length;
        if (total > budget) {
          inflater.destroy();
          reject(new SheetProblem('tooLarge'));
          return;
        }
        rows?.add(chunk);
      });
      inflater.on('end', resolve);
      inflater.on('error', () => reject(new SheetProblem('malformed')));
      inflater.end(data);
    });
    mostRows = Math.max(mostRows, rows?.count ?? 0);
  }
  return mostRows;
};

const looksLikeFormula = (/** @type {string} */ text) => /^[=+\-@]/.test(text);

const cellText = (/** @type {import('exceljs').Cell} */ cell) => {
  const value = cell.value;
  if (value === null || value === undefined) return { text: '', isFormula: false };
  if (typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
    return { text: String(cell.text ?? ''), isFormula: true };
  }
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(cell.text ?? '').trim();
  return { text, isFormula: looksLikeFormula(text) };
};

const readSheet = async (
  /** @type {Buffer} */ content,
  /** @type {{maxRows: number, firstHeader: string, titles: Record<string, string>, maxUncompressedBytes: number}} */ limits,
) => {
  if (content.length < 4 || content.readUInt32LE(0) !== LOCAL_HEADER) throw new SheetProblem('wrongType');
  const mostRows = await inflateWithin(content, limits.maxUncompressedBytes);
  // Rows that are empty but formatted are written too, so only a sheet far beyond the limit is refused
  // here; one near it is parsed and its non-empty rows counted exactly below.
  if (mostRows > 2 * limits.maxRows + 10) throw new SheetProblem('tooManyRows', { max: limits.maxRows });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(new Uint8Array(content).buffer);
  } catch {
    throw new SheetProblem('malformed');
  }
  const sheet = workbook.worksheets.find((ws) => ws.state !== 'hidden' && ws.state !== 'veryHidden');
  if (!sheet) throw new SheetProblem('noSheet');

  // A title in another language (an English template) reads as the title the import code knows it by.
  const titles = new Map(Object.entries(limits.titles ?? {}));
  /** @param {string} text */
  const canonical = (text) => titles.get(text) ?? text;
  let titleRow = 0;
  for (let r = 1; r <= Math.min(10, sheet.rowCount); r += 1) {
    if (canonical(cellText(sheet.getCell(r, 1)).text) === limits.firstHeader) {
      titleRow = r;
      break;
    }
  }
  if (!titleRow) {
    const first = [
      limits.firstHeader,
      ...[...titles].filter(([, to]) => to === limits.firstHeader).map(([from]) => from),
    ];
    throw new SheetProblem('noHeader', { first: first.join(' / ') });
  }
  /** @type {string[]} */
  const headers = [];
  sheet
    .getRow(titleRow)
    .eachCell({ includeEmpty: true }, (cell, col) => (headers[col - 1] = canonical(cellText(cell).text)));

  /** @type {{rowNumber: number, cells: Map<string, {text: string, isFormula: boolean}>}[]} */
  const rows = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber <= titleRow || tooMany) return;
    const cells = new Map();
    headers.forEach((header, index) => header && cells.set(header, cellText(row.getCell(index + 1))));
    if ([...cells.values()].every((c) => c.text === '' && !c.isFormula)) return;
    if (rows.length >= limits.maxRows) {
      tooMany = true;
      return;
    }
    rows.push({ rowNumber, cells });
  });
  if (tooMany) throw new SheetProblem('tooManyRows', { max: limits.maxRows });
  return { headers, rows };
};

const { content, limits } = workerData;
readSheet(Buffer.from(content), limits).then(
  (sheet) => parentPort?.postMessage({ ok: true, sheet }),
  (error) =>
    parentPort?.postMessage(
      error instanceof SheetProblem
        ? { ok: false, key: error.key, params: error.params }
        : { ok: false, key: 'malformed', params: {} },
    ),
);
