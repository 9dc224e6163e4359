import { dnsJobs } from '../modules/dns/dns.jobs.js';
import { domainJobs } from '../modules/domains/domain.jobs.js';
import type { JobDefinition } from './job.js';

/** Every job the service runs, from every module. Modules add their definitions here. */
export const allJobs: JobDefinition[] = [...Object.values(domainJobs), ...Object.values(dnsJobs)];
