import { SchoolApi } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client.ts';
import { groupApi, orgKeys } from './organization-api.ts';

/** Schools within reach, as select options. */
export const useSchoolOptions = () => {
  const { data = [], isLoading } = useQuery({
    queryKey: orgKeys.options('school'),
    queryFn: () => groupApi.options('school'),
  });
  return { options: data.map((s) => ({ value: s.groupId, label: s.name })), isLoading };
};

/** Colleges of one school (the spec §7 lookup), as select options. */
export const useCollegeOptions = (schoolId: string | undefined) => {
  const { data = [], isLoading } = useQuery({
    queryKey: [...orgKeys.all, 'collegeOptions', schoolId ?? ''],
    queryFn: () => get<{ collegeId: string; name: string }[]>(SchoolApi.colleges, { schoolId }),
    enabled: Boolean(schoolId),
  });
  return { options: data.map((c) => ({ value: c.collegeId, label: c.name })), isLoading };
};
