import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';

/**
 * The sandbox console's tools (the mail viewer, reset) are allowed where sandbox clocks are:
 * MAILWRIGHT_SANDBOX_CLOCKS, on in the local profile (docs/decisions.md).
 */
export function requireSandboxTools(ctx: AppContext): void {
  if (!ctx.config.sandbox.clocks)
    throw new ApiError(
      'FORBIDDEN',
      'Sandbox tools are turned off on this server; the operator can allow them with MAILWRIGHT_SANDBOX_CLOCKS=true',
    );
}
