/**
 * A name safe as one path segment inside a zip (the works zip, the reporting attachments zip): no
 * separators, no leading dots (no "..", no hidden files), no control characters, at most 80 characters.
 */
export const zipSegment = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 80) || '_';
