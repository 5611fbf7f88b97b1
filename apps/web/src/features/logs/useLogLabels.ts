import { useTranslation } from 'react-i18next';

/** Module, action, method and reason codes of the logs in the current language; unknown codes show as they are. */
export const useLogLabels = () => {
  const { t, i18n } = useTranslation('sysAccess');
  const known = (key: string) => i18n.exists(key, { ns: 'sysAccess' });
  const label = (group: string, code: string) =>
    code && known(`log.${group}.${code}`) ? (t as (k: string) => string)(`log.${group}.${code}`) : code;
  return {
    module: (code: string) => label('modules', code),
    action: (code: string) => label('actions', code),
    method: (code: string) => label('methods', code),
    reason: (code: string) => label('reasons', code),
  };
};
