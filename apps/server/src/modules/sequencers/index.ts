import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { addSequencer } from './routes/add-sequencer.js';
import { deleteSequencers } from './routes/delete-sequencers.js';
import { exportMailboxes } from './routes/export-mailboxes.js';
import { getSequencerExportStatus } from './routes/get-export-status.js';
import { getSequencerPlatformLogo } from './routes/get-sequencer-platform-logo.js';
import { getSequencerTags } from './routes/get-sequencer-tags.js';
import { listSequencerPlatforms } from './routes/list-sequencer-platforms.js';
import { listSequencers } from './routes/list-sequencers.js';
import { updateSequencer } from './routes/update-sequencer.js';
import { verifySequencerCode } from './routes/verify-sequencer-code.js';

/** The sequencer operations, in the order of the real service's reference, then the logo asset. */
export function registerSequencerRoutes(app: App, ctx: AppContext): void {
  getSequencerExportStatus(app, ctx);
  listSequencerPlatforms(app, ctx);
  getSequencerTags(app, ctx);
  listSequencers(app, ctx);
  exportMailboxes(app, ctx);
  addSequencer(app, ctx);
  updateSequencer(app, ctx);
  deleteSequencers(app, ctx);
  verifySequencerCode(app, ctx);
  getSequencerPlatformLogo(app, ctx);
}
