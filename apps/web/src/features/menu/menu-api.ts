import { ApiPath, type MenuNode } from '@podium/contracts';
import { get } from '../../api/client.ts';

/** The menu of the group in the `X-Group-Id` header (spec §2). */
export const fetchUserMenu = (): Promise<MenuNode[]> => get<MenuNode[]>(ApiPath.userMenu);
