export { organizationRoutes } from './organization.routes.ts';
export { findReachableGroup, idsOnPath, type GroupRecord, type Tx } from './group-lookup.ts';
export { insertGroupUnder, deleteGroup } from './group-write.ts';
export { groupMessages } from './organization.messages.ts';
