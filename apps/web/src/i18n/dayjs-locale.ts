import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { i18n } from './i18n.ts';

/**
 * dayjs with its locale following the app's language. The build hands this module to every
 * `import dayjs from 'dayjs'` (vite.config.ts `dayjsWithLocale`), antd's date pickers included, so dayjs
 * and its locales load with the first page that shows a date rather than in every first load, and no
 * date is ever formatted in the wrong language.
 */
const follow = (language: string) => dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
follow(i18n.language);
i18n.on('languageChanged', follow);

export default dayjs;
