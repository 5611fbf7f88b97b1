// Zod-free: the web's and the server's text checks read it, and the web's English texts name the site by it.

/** The site's own name (the default tenant's; a tenant names its site in its website settings). */
export const SITE_NAME_ZH = '高校学生竞赛网';
/** The site's own name in English: one name for the platform 高校学生竞赛网, everywhere (issue 18). */
export const SITE_NAME_EN = 'University Student Competitions';

/**
 * Terms an English text must carry when its Chinese text uses them: one English word for each, so the same
 * thing is not "Item" on one page and "Event" on the next (issue 18; the spec calls 赛项 the "event").
 * `zh` finds the term (赛项 not inside 参赛项目, "the entered project"); `en` is what its English must hold.
 */
export const GLOSSARY: readonly { zh: RegExp; en: RegExp; term: string }[] = [
  { term: '赛项 → event', zh: /(?<!参)赛项(?!目)/u, en: /\bevents?\b/iu },
  {
    term: `${SITE_NAME_ZH} → ${SITE_NAME_EN}`,
    zh: new RegExp(SITE_NAME_ZH, 'u'),
    en: new RegExp(SITE_NAME_EN, 'u'),
  },
];

/** The glossary terms of a Chinese text its English text misses (empty when the pair agrees). */
export const glossaryMisses = (zh: string, en: string): string[] =>
  GLOSSARY.filter((entry) => entry.zh.test(zh) && !entry.en.test(en)).map((entry) => entry.term);
