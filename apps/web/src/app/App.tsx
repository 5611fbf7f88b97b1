import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { router } from './router.tsx';

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);
