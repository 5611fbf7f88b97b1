import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The competition and stage a review page works on, kept in the address (`?competitionId=&stageId=`):
 * a reload, the back button or a shared link opens the same stage, and a link from elsewhere (the
 * statistics' drill-through) opens it chosen. Spread the result onto `<StagePicker>`. `resetKeys` are
 * address parameters that belong to one stage (a session, a list's group filter) and go when it changes.
 */
export const useStagePicker = (resetKeys: readonly string[] = []) => {
  const [params, setParams] = useSearchParams();
  const resetList = resetKeys.join('\u0000');
  // One write per choice: two writes in a row would each start from the same address and undo the other.
  const write = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes))
            if (value) next.set(key, value);
            else next.delete(key);
          for (const key of resetList ? resetList.split('\u0000') : []) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams, resetList],
  );
  const onChange = useCallback((stageId: string | null) => write({ stageId }), [write]);
  const onCompetitionChange = useCallback(
    (competitionId: string | null) => write({ competitionId, stageId: null }),
    [write],
  );
  return {
    value: params.get('stageId'),
    competitionId: params.get('competitionId'),
    onChange,
    onCompetitionChange,
  };
};
