/** Rows in chunks, so no statement carries more parameters than the driver allows. */
export const chunks = <T>(rows: T[], size = 400) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
