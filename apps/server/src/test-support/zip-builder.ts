import zlib from 'node:zlib';

/**
 * Builds .zip files byte by byte for tests: honest ones (a minimal .xlsx) and lying ones (an entry that
 * declares a small size but inflates to a huge one).
 */
export type ZipEntry = { name: string; compressed: Buffer; size: number; crc: number };

export const deflatedEntry = (name: string, content: Buffer | string): ZipEntry => {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, compressed: zlib.deflateRawSync(data), size: data.length, crc: zlib.crc32(data) };
};

/** `megabytes` of zeros, deflated in a stream (never held whole), declaring `claimedSize`. */
export const bombEntry = async (name: string, megabytes: number, claimedSize: number): Promise<ZipEntry> => {
  const deflater = zlib.createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i += 1) {
    if (!deflater.write(zeros)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { name, compressed: Buffer.concat(chunks), size: claimedSize, crc: 0 };
};

export const buildZip = (entries: ZipEntry[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    centrals.push(central, name);
    offset += 30 + name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** A minimal .xlsx with one sheet of inline-string rows (fast to build even with 200,000 rows). */
export const minimalXlsx = (header: string[], rowCount: number, rowOf: (n: number) => string[]) => {
  const row = (r: number, texts: string[]) =>
    `<row r="${r}">${texts.map((text, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
  const rows: string[] = [row(1, header)];
  for (let n = 1; n <= rowCount; n += 1) rows.push(row(n + 1, rowOf(n)));
  return buildZip([
    deflatedEntry(
      '[Content_Types].xml',
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflatedEntry(
      '_rels/.rels',
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedEntry(
      'xl/workbook.xml',
      `${xml}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    deflatedEntry(
      'xl/worksheets/sheet1.xml',
      `${xml}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`,
    ),
  ]);
};
