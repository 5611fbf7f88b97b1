import { PortalPageBand } from '../../layouts/portal/PortalPageBand.tsx';
import { ComingSoonPage } from './ComingSoonPage.tsx';

/** "Coming soon" inside the portal: under the page band, like every other portal page. */
export const PortalComingSoonPage = () => (
  <>
    <PortalPageBand />
    <ComingSoonPage heading="h2" />
  </>
);
