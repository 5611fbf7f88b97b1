import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { centerApi } from './center-api.ts';

/**
 * A school picker's options, searched on the server as the person types (there are thousands of schools):
 * `current` (the school already chosen) stays listed while a search leaves it out.
 */
export const useSchoolSearch = (current?: { schoolId: string | null; schoolName: string }) => {
  const [keyword, setKeyword] = useState(current?.schoolName ?? '');
  const schools = useQuery({
    queryKey: ['center', 'schools', keyword],
    queryFn: () => centerApi.schools(keyword),
    staleTime: 60_000,
  });
  const rows = schools.data?.rows ?? [];
  const options = [
    ...(current?.schoolId && !rows.some((s) => s.schoolId === current.schoolId)
      ? [{ value: current.schoolId, label: current.schoolName }]
      : []),
    ...rows.map((s) => ({ value: s.schoolId, label: s.name })),
  ];
  return { options, loading: schools.isFetching, onSearch: setKeyword };
};
