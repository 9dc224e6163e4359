import type { VendorConfig } from '../../config/vendors.js';
import type { Registrar } from '../registrar.js';
import { withMargin } from './margin.js';
import { createNamecheapRegistrar } from './namecheap.js';
import { createPorkbunRegistrar } from './porkbun.js';

/** The registrar MAILWRIGHT_REGISTRAR selects (the simulator otherwise), priced with the margin. */
export function createRegistrar(simulator: Registrar, config: VendorConfig): Registrar {
  const { registrar } = config;
  const chosen =
    registrar.kind === 'namecheap'
      ? createNamecheapRegistrar(registrar)
      : registrar.kind === 'porkbun'
        ? createPorkbunRegistrar(registrar)
        : simulator;
  return withMargin(chosen, config.registrarMargin);
}
