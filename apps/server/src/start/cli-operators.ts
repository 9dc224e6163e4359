import { Command, InvalidArgumentError } from 'commander';
import {
  createOperator,
  createOperatorToken,
  disableOperator,
  listOperators,
  presentOperatorToken,
  revokeOperatorToken,
} from '../modules/operators/operators.service.js';
import { type CliKit, CREATES } from './cli-kit.js';

const nonEmpty = (value: string) => {
  if (value.trim() === '') throw new InvalidArgumentError('must not be empty');
  return value.trim();
};

/**
 * `mailwright operators ...`: the people who run the service. An operator token (`mwo_…`) opens
 * the operator API (`/v1/operator/...`, the web app's operator console) and nothing else; it is
 * printed once and stored only as a hash.
 */
export function operatorsCommand(kit: CliKit): Command {
  const operators = new Command('operators').description(
    'operators: who may use the operator API (/v1/operator) and console',
  );
  operators
    .command('create')
    .description('create an operator and print their first operator token (shown once)')
    .requiredOption('--name <name>', 'their name', nonEmpty)
    .option('--email <email>', 'their address')
    .option('--json', 'print JSON')
    .action(async (options: { name: string; email?: string; json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const { operator, token, record } = await createOperator(ctx.db, {
          name: options.name,
          email: options.email ?? null,
        });
        const out = {
          uid: operator.uid,
          name: operator.name,
          email: operator.email,
          token,
          token_id: record.id,
        };
        if (options.json) kit.printJson(out);
        else
          kit.print(
            `Operator ${operator.name} (${operator.uid}):\n  ${token}\nShown only this once. It opens /v1/operator/… (the operator console) and nothing else.`,
          );
      }, CREATES);
    });
  operators
    .command('token')
    .description('issue another operator token (shown once)')
    .argument('<operator>', 'uid or address')
    .option('--name <name>', 'a label for it', nonEmpty, 'console')
    .option('--json', 'print JSON')
    .action(async (which: string, options: { name: string; json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const { operator, token, record } = await createOperatorToken(ctx.db, which, options.name);
        if (options.json) kit.printJson({ uid: operator.uid, token, token_id: record.id });
        else
          kit.print(`Token ${record.id} for ${operator.name}:\n  ${token}\nShown only this once.`);
      });
    });
  operators
    .command('list')
    .description('list operators and their tokens (never the tokens themselves)')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const rows = await listOperators(ctx.db);
        const out = rows.map(({ id: _id, ...row }) => row);
        if (options.json) return kit.printJson(out);
        kit.print(
          kit.table(
            ['uid', 'name', 'email', 'tokens', 'created_at', 'disabled_at'],
            out.map((o) => ({ ...o, tokens: o.tokens.filter((t) => !t.revoked_at).length })),
          ),
        );
      });
    });
  operators
    .command('revoke')
    .description('revoke an operator token by its id')
    .argument('<token-id>')
    .option('--json', 'print JSON')
    .action(async (tokenId: string, options: { json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const row = await revokeOperatorToken(ctx.db, tokenId);
        if (options.json) kit.printJson(presentOperatorToken(row));
        else kit.print(`Operator token ${row.id} revoked at ${row.revoked_at}`);
      });
    });
  operators
    .command('disable')
    .description('disable an operator: every token of theirs is refused from now on')
    .argument('<operator>', 'uid or address')
    .action(async (which: string) => {
      await kit.withContext(async (ctx) => {
        const row = await disableOperator(ctx.db, which);
        kit.print(`Operator ${row.name} disabled at ${row.disabled_at}`);
      });
    });
  return operators;
}
