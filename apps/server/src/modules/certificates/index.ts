export { certificateRoutes } from './cert.routes.ts';
import './center-counter.ts';
import './cert.notify.ts';
