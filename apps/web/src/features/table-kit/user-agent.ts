import Bowser from 'bowser';

export type ReadableAgent = { browser: string; system: string };

/** Browser and operating system named from a raw user-agent string ("Chrome 120", "Windows 10"). */
export const readUserAgent = (userAgent: string): ReadableAgent => {
  if (!userAgent.trim()) return { browser: '', system: '' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  const system = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser, system };
};
