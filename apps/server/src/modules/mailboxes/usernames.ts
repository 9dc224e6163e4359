/**
 * Username (local part) rules, the intersection of what Google Workspace, Microsoft 365 and common
 * SMTP hosts accept: 1 to 64 characters, lowercase letters, digits, `.`, `_` and `-`, starting and
 * ending with a letter or digit, no two dots in a row. Input is lowercased first.
 */
const USERNAME = /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;

export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Why a (normalised) username is not acceptable, or null. */
export function usernameProblem(username: string): string | null {
  if (username.length === 0) return 'must not be empty';
  if (username.length > 64) return 'must be at most 64 characters';
  if (!USERNAME.test(username))
    return 'may hold only letters, digits, ".", "_" and "-", and must start and end with a letter or digit';
  if (username.includes('..')) return 'must not contain two dots in a row';
  return null;
}
