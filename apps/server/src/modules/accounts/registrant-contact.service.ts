import type { Executor } from '../../db/transaction.js';
import { isoNow } from '../../lib/time.js';
import type { ContactDetails } from '../../providers/registrar.js';
import { getTeamById } from './accounts.service.js';
import { checkContactDetails } from './contact-details.js';

/**
 * A team's default registrant contact: Register domains uses it when an order carries no
 * `contact_details` (the real service's clients omit them), so it is checked as strictly as an
 * order's (400 naming `contact_details.<field>`).
 */
export async function getRegistrantContact(
  db: Executor,
  teamId: string,
): Promise<ContactDetails | null> {
  const team = await getTeamById(db, teamId);
  return team.registrant_contact ? (JSON.parse(team.registrant_contact) as ContactDetails) : null;
}

/** Sets (or with null clears) the team's registrant contact; returns it as stored. */
export async function setRegistrantContact(
  db: Executor,
  teamId: string,
  contact: ContactDetails | null,
): Promise<ContactDetails | null> {
  const checked = contact ? checkContactDetails(contact) : null;
  await db
    .updateTable('teams')
    .set({ registrant_contact: checked ? JSON.stringify(checked) : null, updated_at: isoNow() })
    .where('id', '=', teamId)
    .execute();
  return checked;
}
