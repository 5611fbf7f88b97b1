// The few TrueType (sfnt) tables a browser needs beyond what fontkit's PDF subsetter writes. fontkit
// writes only the tables a PDF embedding reads (glyf, loca, hmtx, head, hhea, maxp and hinting); a
// browser's font sanitiser (OTS in Chromium, Firefox) refuses a font without cmap, OS/2, name and post.

/** The tables of an sfnt file by tag (views into `bytes`). */
export const readTables = (bytes: Uint8Array): Map<string, Uint8Array> => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, Uint8Array>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    tables.set(tag, bytes.subarray(offset, offset + view.getUint32(record + 12)));
  }
  return tables;
};

/** Runs of consecutive code points mapped to consecutive glyphs: one cmap segment or group each. */
const runsOf = (map: readonly (readonly [number, number])[]) => {
  const runs: { start: number; end: number; glyph: number }[] = [];
  for (const [codePoint, glyph] of map) {
    const last = runs.at(-1);
    if (last && codePoint === last.end + 1 && glyph === last.glyph + (codePoint - last.start))
      last.end = codePoint;
    else runs.push({ start: codePoint, end: codePoint, glyph });
  }
  return runs;
};

/** Format 4 (BMP, what every reader knows), with the closing 0xFFFF segment the format requires. */
const format4 = (map: readonly (readonly [number, number])[]) => {
  const runs = [
    ...runsOf(map.filter(([codePoint]) => codePoint < 0xffff)),
    { start: 0xffff, end: 0xffff, glyph: 0 },
  ];
  const segCount = runs.length;
  const out = new DataView(new ArrayBuffer(16 + segCount * 8));
  const power = 2 ** Math.floor(Math.log2(segCount));
  out.setUint16(0, 4);
  out.setUint16(2, out.byteLength);
  out.setUint16(6, segCount * 2);
  out.setUint16(8, power * 2);
  out.setUint16(10, Math.log2(power));
  out.setUint16(12, segCount * 2 - power * 2);
  runs.forEach((run, i) => {
    out.setUint16(14 + i * 2, run.end);
    out.setUint16(16 + segCount * 2 + i * 2, run.start);
    // idDelta is taken modulo 65536; the closing segment's delta 1 maps 0xFFFF to glyph 0.
    const delta = run.start === 0xffff ? 1 : (run.glyph - run.start) & 0xffff;
    out.setUint16(16 + segCount * 4 + i * 2, delta);
  });
  return new Uint8Array(out.buffer);
};

/** Format 12 (all planes): characters beyond the BMP (rare CJK extensions) need it. */
const format12 = (map: readonly (readonly [number, number])[]) => {
  const runs = runsOf(map);
  const out = new DataView(new ArrayBuffer(16 + runs.length * 12));
  out.setUint16(0, 12);
  out.setUint32(4, out.byteLength);
  out.setUint32(12, runs.length);
  runs.forEach((run, i) => {
    out.setUint32(16 + i * 12, run.start);
    out.setUint32(20 + i * 12, run.end);
    out.setUint32(24 + i * 12, run.glyph);
  });
  return new Uint8Array(out.buffer);
};

/** A cmap of Windows Unicode BMP (3,1) and full repertoire (3,10) subtables; `map` sorted by code point. */
export const cmapTable = (map: readonly (readonly [number, number])[]): Uint8Array => {
  const bmp = format4(map);
  const full = format12(map);
  const out = new Uint8Array(4 + 2 * 8 + bmp.length + full.length);
  const view = new DataView(out.buffer);
  view.setUint16(2, 2);
  view.setUint16(4, 3);
  view.setUint16(6, 1);
  view.setUint32(8, 20);
  view.setUint16(12, 3);
  view.setUint16(14, 10);
  view.setUint32(16, 20 + bmp.length);
  out.set(bmp, 20);
  out.set(full, 20 + bmp.length);
  return out;
};

/** A version 3 post table (no glyph names, which would index the original glyph ids) from the original's header. */
export const postTable = (original: Uint8Array): Uint8Array => {
  const out = new Uint8Array(32);
  out.set(original.subarray(0, 16));
  new DataView(out.buffer).setUint32(0, 0x00030000);
  return out;
};

const checksum = (bytes: Uint8Array) => {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
};

/**
 * A TrueType file of `tables`: sorted records, 4-byte aligned tables, table checksums and head's
 * checkSumAdjustment, so strict readers accept it as well as browsers.
 */
export const writeSfnt = (tables: Map<string, Uint8Array>): Buffer => {
  const tags = [...tables.keys()].sort();
  const head = tables.get('head');
  if (head) {
    const copy = Uint8Array.from(head);
    new DataView(copy.buffer).setUint32(8, 0);
    tables.set('head', copy);
  }
  const power = 2 ** Math.floor(Math.log2(tags.length));
  let offset = 12 + tags.length * 16;
  const placed = tags.map((tag) => {
    const data = tables.get(tag)!;
    const at = offset;
    offset += Math.ceil(data.length / 4) * 4;
    return { tag, data, at };
  });
  const out = Buffer.alloc(offset);
  out.writeUInt32BE(0x00010000, 0);
  out.writeUInt16BE(tags.length, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(tags.length * 16 - power * 16, 10);
  placed.forEach(({ tag, data, at }, i) => {
    out.write(tag, 12 + i * 16, 'latin1');
    out.writeUInt32BE(checksum(data), 16 + i * 16);
    out.writeUInt32BE(at, 20 + i * 16);
    out.writeUInt32BE(data.length, 24 + i * 16);
    out.set(data, at);
  });
  const headAt = placed.find((p) => p.tag === 'head')?.at;
  if (headAt !== undefined) out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headAt + 8);
  return out;
};
