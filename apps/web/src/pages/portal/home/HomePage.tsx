import { BannerCarousel } from '../../../features/home/BannerCarousel.tsx';
import { ChatEntry } from '../../../features/home/ChatEntry.tsx';
import { CompetitionSection } from '../../../features/home/CompetitionSection.tsx';
import { KeyNumbers } from '../../../features/home/KeyNumbers.tsx';
import { PartnersSection } from '../../../features/home/PartnersSection.tsx';
import { ScheduleSection } from '../../../features/home/ScheduleSection.tsx';
import { NewsSection } from '../../../features/home/NewsSection.tsx';
import { PlatformIntro } from '../../../features/home/PlatformIntro.tsx';
import { QuickEntries } from '../../../features/home/QuickEntries.tsx';
import { useSiteName } from '../../../features/website/useSiteName.ts';
import '../../../features/home/home.css';

const PageHeading = () => <h1 className="sr-only">{useSiteName()}</h1>;

/**
 * /home/homepage: banner, key numbers, quick entries, competitions open now, latest news, the current
 * round's schedule, platform introduction, partners, and the way to the assistant.
 */
export const HomePage = () => (
  <>
    <PageHeading />
    <BannerCarousel />
    <QuickEntries />
    <KeyNumbers />
    <CompetitionSection />
    <NewsSection />
    <ScheduleSection />
    <PlatformIntro />
    <PartnersSection />
    <ChatEntry />
  </>
);
