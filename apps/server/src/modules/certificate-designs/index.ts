export { certificateDesignRoutes } from './certificate-designs.routes.ts';
export { getDesign } from './certificate-designs.service.ts';
