import type { Lang } from '../../platform/messages.ts';

/** A time as visitors in China read it (the platform's time zone), e.g. 2026年12月20日 23:59. */
export const formatTime = (date: Date, lang: Lang) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return lang === 'en'
    ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (Beijing time)`
    : `${parts.year}年${Number(parts.month)}月${Number(parts.day)}日 ${parts.hour}:${parts.minute}`;
};
