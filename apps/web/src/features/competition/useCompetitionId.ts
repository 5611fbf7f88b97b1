import { useSearchParams } from 'react-router';

/** The competition a set-up page works on (`?competitionId=`), or '' when creating a new one. */
export const useCompetitionId = () => useSearchParams()[0].get('competitionId') ?? '';
