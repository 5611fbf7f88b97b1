import { SCHOOL_LEVELS } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orgKeys, schoolApi } from './organization-api.ts';

/** Province options named in the UI language (the list never changes at run time). */
export const useProvinceOptions = () => {
  const { i18n } = useTranslation();
  const { data = [] } = useQuery({
    queryKey: orgKeys.provinces,
    queryFn: schoolApi.provinces,
    staleTime: Infinity,
  });
  const isEn = i18n.language === 'en';
  return useMemo(() => data.map((p) => ({ value: p.code, label: isEn ? p.nameEn : p.name })), [data, isEn]);
};

export const useLevelOptions = () => {
  const { t } = useTranslation('organization');
  return SCHOOL_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }));
};
