import { RouterProvider } from 'react-router';
import { HandoverSlot } from '../features/auth/HandoverSlot.tsx';
import { AppProviders } from './AppProviders.tsx';
import { router } from './router.tsx';

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
    <HandoverSlot />
  </AppProviders>
);
