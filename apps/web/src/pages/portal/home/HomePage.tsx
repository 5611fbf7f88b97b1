import { BannerCarousel } from '../../../features/home/BannerCarousel.tsx';
import { CompetitionSection } from '../../../features/home/CompetitionSection.tsx';
import { NewsSection } from '../../../features/home/NewsSection.tsx';
import { PlatformIntro } from '../../../features/home/PlatformIntro.tsx';
import { QuickEntries } from '../../../features/home/QuickEntries.tsx';
import { useSiteName } from '../../../features/website/useSiteName.ts';
import '../../../features/home/home.css';

const PageHeading = () => <h1 className="sr-only">{useSiteName()}</h1>;

/** /home/homepage: banner, quick entries, competitions, news, platform introduction. */
export const HomePage = () => (
  <>
    <PageHeading />
    <BannerCarousel />
    <QuickEntries />
    <CompetitionSection />
    <NewsSection />
    <PlatformIntro />
  </>
);
