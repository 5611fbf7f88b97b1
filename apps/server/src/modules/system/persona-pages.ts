import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { activeExpertRecords } from '../review/review-lookup.ts';

/**
 * Pages that belong to who someone is, not to what a role may do: the expert's workspace (评审竞赛) lists
 * the caller's own review work and refuses anyone who is not an expert in force. No role grant or ROOT's
 * reach makes a person a reviewer, so such a page is in a menu only for the people it serves.
 * Keyed by the menu's component (the web page it opens).
 */
const PERSONA_PAGES: Record<string, (db: Db, auth: AuthContext) => Promise<boolean>> = {
  'review/competition': async (db, auth) => (await activeExpertRecords(db, auth)).length > 0,
};

const normalise = (component: string) => component.replace(/^\/+|\/+$/g, '').replace(/\/index$/, '');

/**
 * Which of `components` (the granted menu entries) the caller is the person for: every ordinary page, and a
 * persona page only when its check holds. Each check runs once, and only when such a page was granted.
 */
export const personaFilter = async (db: Db, auth: AuthContext, components: string[]) => {
  const refused = new Set<string>();
  for (const component of new Set(components.map(normalise))) {
    const serves = PERSONA_PAGES[component];
    if (serves && !(await serves(db, auth))) refused.add(component);
  }
  return (component: string) => !refused.has(normalise(component));
};
