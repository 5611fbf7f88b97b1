/** The browser tab's text: `页面名 - 站点名`, or the site name alone where no page is named. */
export const documentTitle = (page: string | undefined, site: string): string =>
  page && page !== site ? `${page} - ${site}` : site;
