/**
 * The zone a certificate's date is read in. Organisers and winners are in China (one zone, no daylight
 * saving); reading the same instant in UTC or the viewer's zone gives the previous day for anything issued
 * before 08:00 Beijing time.
 */
export const CERTIFICATE_TIME_ZONE = 'Asia/Shanghai';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: CERTIFICATE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * A certificate's date as printed on its PDF (the `issueDate` code) and shown by the verification page,
 * the search and the user centre: one value — the certificate's `issuedAt`, the moment it was issued and
 * signed, never when a PDF of it was generated — read in China's zone. Chinese: 2025年12月1日; English:
 * 1 December 2025. Built from numeric parts so it reads the same in every runtime's locale data.
 */
export const formatIssueDate = (issuedAt: Date | string, lang: 'zh' | 'en' = 'zh'): string => {
  const instant = typeof issuedAt === 'string' ? new Date(issuedAt) : issuedAt;
  const byType = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  const [year, month, day] = [byType.year, Number(byType.month), Number(byType.day)];
  return lang === 'en' ? `${day} ${MONTHS_EN[month - 1]} ${year}` : `${year}年${month}月${day}日`;
};
