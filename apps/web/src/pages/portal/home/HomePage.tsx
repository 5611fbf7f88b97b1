import { lazy } from 'react';
import { BannerCarousel } from '../../../features/home/BannerCarousel.tsx';
import { ChatEntry } from '../../../features/home/ChatEntry.tsx';
import { KeyNumbers } from '../../../features/home/KeyNumbers.tsx';
import { NewsSection } from '../../../features/home/NewsSection.tsx';
import { QuickEntries } from '../../../features/home/QuickEntries.tsx';
import { WhenNear } from '../../../features/home/WhenNear.tsx';
import { useSiteName } from '../../../features/website/useSiteName.ts';
import '../../../features/home/home.css';

// Below the fold: each section's code and data load when it nears the viewport (docs/benchmarks.md).
const CompetitionSection = lazy(() =>
  import('../../../features/home/CompetitionSection.tsx').then((m) => ({ default: m.CompetitionSection })),
);
const ScheduleSection = lazy(() =>
  import('../../../features/home/ScheduleSection.tsx').then((m) => ({ default: m.ScheduleSection })),
);
const PlatformIntro = lazy(() =>
  import('../../../features/home/PlatformIntro.tsx').then((m) => ({ default: m.PlatformIntro })),
);
const PartnersSection = lazy(() =>
  import('../../../features/home/PartnersSection.tsx').then((m) => ({ default: m.PartnersSection })),
);

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
    <WhenNear minHeight={520}>
      <CompetitionSection />
    </WhenNear>
    <NewsSection />
    <WhenNear minHeight={560}>
      <ScheduleSection />
    </WhenNear>
    <WhenNear minHeight={420}>
      <PlatformIntro />
    </WhenNear>
    <WhenNear minHeight={240}>
      <PartnersSection />
    </WhenNear>
    <ChatEntry />
  </>
);
