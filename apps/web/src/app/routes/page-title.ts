/** The browser tab's text: `页面名 - 站点名` (shared with the server's HTML pages, so both read alike). */
export { documentTitle } from '@podium/contracts';
