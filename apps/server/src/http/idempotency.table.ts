/**
 * The first answer of a request sent with an `Idempotency-Key`, per team and key. Written in
 * the transaction of the change the request made (see `idempotency.ts`).
 */
export interface IdempotencyKeyTable {
  team_id: string;
  key: string;
  /** SHA-256 of method, path, workspace and canonical body: the same key must mean the same request. */
  request_hash: string;
  status_code: number | null;
  /** JSON of the answer. */
  response_body: string | null;
  created_at: string;
}
