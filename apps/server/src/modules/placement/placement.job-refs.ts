import { Type } from 'typebox';
import { jobRef } from '../../jobs/job.js';

// The placement jobs by name and payload, for the services that enqueue them; their handlers
// (placement.jobs.ts, seeds.jobs.ts) call back into those services, so the services never import
// the job modules (no import cycle).

/** A run's sends (placement.jobs.ts). */
export const placementSend = jobRef('placement.send', Type.Object({ testId: Type.String() }));

/** A look in the seeds for a run's copies (placement.jobs.ts). */
export const placementCollect = jobRef(
  'placement.collect',
  Type.Object({ testId: Type.String(), at: Type.String() }),
);

/** A scheduled test's firing (placement.jobs.ts). */
export const placementFire = jobRef(
  'placement.fire',
  Type.Object({ scheduleId: Type.String(), at: Type.String() }),
);

/** A real seed's health check (seeds.jobs.ts). */
export const seedHealth = jobRef('placement.seed-health', Type.Object({ seedId: Type.String() }));
