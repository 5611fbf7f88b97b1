import { WorkbenchApi, type WorkbenchOverview } from '@podium/contracts';
import { get, post } from '../../api/client.ts';

export const workbenchKeys = {
  overview: ['workbench', 'overview'] as const,
  quickLinks: ['workbench', 'quickLinks'] as const,
};

export const workbenchApi = {
  overview: () => get<WorkbenchOverview>(WorkbenchApi.overview),
  quickLinks: () => get<{ paths: string[] | null }>(WorkbenchApi.quickLinks),
  saveQuickLinks: (paths: string[]) => post<{ paths: string[] }>(WorkbenchApi.quickLinksSave, { paths }),
};
