import { useQuery } from '@tanstack/react-query';
import { fetchGroupSelect } from '../../../features/auth/auth-api.ts';
import { ActivityCard } from '../../../features/workbench/ActivityCard.tsx';
import { MyReviewCard } from '../../../features/workbench/MyReviewCard.tsx';
import { NeedsCard } from '../../../features/workbench/NeedsCard.tsx';
import { ProfileCard } from '../../../features/workbench/ProfileCard.tsx';
import { QuickLinksCard } from '../../../features/workbench/QuickLinksCard.tsx';
import { StatsRow } from '../../../features/workbench/StatsRow.tsx';
import { TimelineCard } from '../../../features/workbench/TimelineCard.tsx';
import { WelcomeCard } from '../../../features/workbench/WelcomeCard.tsx';
import { workbenchApi, workbenchKeys } from '../../../features/workbench/workbench-api.ts';
import { getGroupId } from '../../../storage/auth-storage.ts';
import '../../../features/workbench/workbench.css';

/**
 * /dashboard: the desk's landing page for the acting group — what waits, the season, the timeline, activity.
 * An expert (no back-office right in the group) sees their own: what waits, their reviews, their activity.
 */
export const WorkbenchPage = () => {
  const { data: groups } = useQuery({ queryKey: ['organization', 'groupSelect'], queryFn: fetchGroupSelect });
  const overview = useQuery({ queryKey: workbenchKeys.overview, queryFn: workbenchApi.overview });
  const groupId = getGroupId();
  const groupName = groups?.find((group) => group.groupId === groupId)?.groupName;
  const own = overview.data?.scope === 'own';
  return (
    <div className="workbench">
      <WelcomeCard />
      <NeedsCard />
      <StatsRow overview={overview.data} loading={overview.isLoading} />
      <div className="workbench-grid">
        <div className="workbench-column">
          {/* An expert's workbench is their own review work, not the organisation's season. */}
          {own ? (
            <MyReviewCard overview={overview.data} loading={overview.isLoading} />
          ) : (
            <>
              {overview.data?.review && (
                <MyReviewCard overview={overview.data} loading={overview.isLoading} />
              )}
              <TimelineCard overview={overview.data} loading={overview.isLoading} />
            </>
          )}
          <ActivityCard overview={overview.data} loading={overview.isLoading} />
        </div>
        <div className="workbench-column">
          <QuickLinksCard />
          <ProfileCard groupName={groupName} />
        </div>
      </div>
    </div>
  );
};
