import { useQuery } from '@tanstack/react-query';
import { fetchGroupSelect } from '../../../features/auth/auth-api.ts';
import { ProfileCard } from '../../../features/workbench/ProfileCard.tsx';
import { QuickLinksCard } from '../../../features/workbench/QuickLinksCard.tsx';
import { StatsRow } from '../../../features/workbench/StatsRow.tsx';
import { WelcomeCard } from '../../../features/workbench/WelcomeCard.tsx';
import { getGroupId } from '../../../storage/auth-storage.ts';
import '../../../features/workbench/workbench.css';

/** /dashboard: the desk's landing page. */
export const WorkbenchPage = () => {
  const { data: groups } = useQuery({ queryKey: ['organization', 'groupSelect'], queryFn: fetchGroupSelect });
  const groupId = getGroupId();
  const groupName = groups?.find((group) => group.groupId === groupId)?.groupName;
  return (
    <div className="workbench">
      <WelcomeCard />
      <StatsRow />
      <div className="workbench-grid">
        <QuickLinksCard />
        <ProfileCard groupName={groupName} />
      </div>
    </div>
  );
};
