import { Navigate, useLocation, useParams } from 'react-router';
import { redirectHelperTarget } from '../../app/routes/route-rules.ts';

/** /redirect/<path>: re-enters <path> (used to refresh a page in place, e.g. from the tags view). */
export const RedirectPage = () => {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={redirectHelperTarget(params['*'], search)} replace />;
};
